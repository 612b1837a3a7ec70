'use client';

import { blogCopy } from '@/content/blog';
import { useEffect, useState } from 'react';
import type { TocEntry } from '@/lib/blog/toc';

/**
 * The article's table of contents: a disclosure above the text on phones, a sticky column beside it on wide
 * screens (app/globals.css, "Article reading aids"). With scripts, the section being read is highlighted.
 */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  const [current, setCurrent] = useState<string | undefined>(undefined);

  useEffect(() => {
    const headings = entries.map((entry) => document.getElementById(entry.id)).filter((node): node is HTMLElement => node !== null);
    if (headings.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    // The current section is the first heading in the top part of the viewport, else the last one passed.
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) {
          if (record.isIntersecting) visible.add(record.target.id);
          else visible.delete(record.target.id);
        }
        const firstVisible = headings.find((heading) => visible.has(heading.id));
        const passed = headings.filter((heading) => heading.getBoundingClientRect().top < 0).at(-1);
        setCurrent((firstVisible ?? passed)?.id);
      },
      { rootMargin: '0px 0px -60% 0px' },
    );
    headings.forEach((heading) => observer.observe(heading));
    return () => observer.disconnect();
  }, [entries]);

  return (
    <details className="article-toc rounded-2xl border border-ink-100 bg-ink-50/60 px-5 py-4">
      <summary className="cursor-pointer font-semibold text-ink-900">{blogCopy.article.contents}</summary>
      <nav aria-label={blogCopy.article.contentsLabel} className="article-toc-nav">
        <p aria-hidden="true" className="article-toc-title mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-ink-500">
          {blogCopy.article.contents}
        </p>
        <ol className="space-y-1 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className={entry.level === 3 ? 'pl-4' : undefined}>
              <a
                href={`#${entry.id}`}
                aria-current={current === entry.id ? 'location' : undefined}
                className="block rounded-md px-2 py-1 text-ink-700 hover:bg-brand-50 hover:text-brand-700 aria-[current=location]:bg-brand-50 aria-[current=location]:font-semibold aria-[current=location]:text-brand-800"
              >
                {entry.text}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </details>
  );
}
