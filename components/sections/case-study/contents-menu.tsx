'use client';

import { labels } from '@/content/labels';
import { useEffect, useState } from 'react';

export type ContentsItem = { id: string; label: string };

/**
 * The case study's contents menu: plain in-page anchors (they work without JavaScript and the page's
 * CSS makes the jump smooth). After hydration the section being read is marked as the current one.
 */
export function ContentsMenu({ items }: { items: readonly ContentsItem[] }) {
  const [current, setCurrent] = useState<string | null>(null);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const sections = items
      .map((item) => document.getElementById(item.id))
      .filter((section): section is HTMLElement => section !== null);
    // A section is current while it crosses a band just under the sticky header.
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        const first = visible.sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        if (first) setCurrent(first.target.id);
      },
      { rootMargin: '-96px 0px -55% 0px' },
    );
    sections.forEach((section) => observer.observe(section));
    return () => observer.disconnect();
  }, [items]);

  return (
    <nav aria-label={labels.caseStudyContents} className="rounded-3xl border border-ink-100 bg-ink-50/70 p-6">
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-ink-500">{labels.contents}</p>
      <ol className="mt-4 space-y-1">
        {items.map((item, index) => {
          const active = current === item.id;
          return (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                aria-current={active ? 'location' : undefined}
                className={`contents-link ${
                  active ? 'bg-white text-brand-700 shadow-sm' : 'text-ink-600 hover:bg-white hover:text-ink-900'
                }`}
              >
                <span aria-hidden="true" className="font-mono text-xs text-ink-500">
                  {String(index + 1).padStart(2, '0')}
                </span>
                {item.label}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
