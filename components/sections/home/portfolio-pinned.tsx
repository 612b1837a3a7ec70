'use client';

import { caseStudyHref } from '@/lib/links';
import { labels } from '@/content/labels';
import Link from '@/components/ui/link';
import { useEffect, useRef, useState } from 'react';
import { Glyph } from '@/components/ui/glyph';
import { lazyImageAttributes, type ImageSource } from '@/components/ui/image-attributes';

/**
 * A case study as the portfolio receives it. The image's attributes come computed on the server
 * (next/image's getImageProps), without its client code; the card and the pinned slide share them.
 */
export type PortfolioStory = {
  slug: string;
  client: string;
  industry: string;
  title: string;
  description: string;
  introduction: string;
  tags: string[];
  image: ImageSource;
};

/**
 * Home's portfolio: the stories scroll in the left column while, on desktop, the right-hand image stays
 * pinned (CSS sticky) and shows the story crossing the middle of the viewport; below the large breakpoint
 * each story is a card with its own image. The stories come as data, drawn here, so the RSC payload
 * carries their texts once rather than as markup. Without JavaScript every story is a card with its own
 * image at every width (app/globals.css, `scripting: none`); reduced motion swaps without a fade.
 */
export function PortfolioPinned({ stories }: { stories: PortfolioStory[] }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const index = Number(entry.target.getAttribute('data-portfolio-index'));
          if (Number.isInteger(index)) setActive(index);
        }
      },
      // A thin band across the middle of the viewport: one item at a time is "in view".
      { rootMargin: '-45% 0px -45% 0px' },
    );
    root.querySelectorAll('[data-portfolio-index]').forEach((item) => observer.observe(item));
    return () => observer.disconnect();
  }, []);

  const current = stories[active];

  return (
    <div ref={rootRef} className="portfolio-pinned lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:gap-16 xl:gap-24">
      <div>
        <ol className="portfolio-stories grid gap-8 sm:grid-cols-2 lg:block">
          {stories.map((story, index) => (
            <li key={story.slug} data-portfolio-index={index} className="story">
              <article className="story-card">
                {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client code. */}
                <img {...lazyImageAttributes(story.image)} alt={story.image.alt} className="story-img" />
                <div className="story-body">
                  <p className="story-eyebrow">
                    <span className="tabular-nums">{String(index + 1).padStart(2, '0')}</span>
                    <span aria-hidden="true"> · </span>
                    {story.industry}
                  </p>
                  <h3 className="story-title">{story.title}</h3>
                  <p className="story-summary">{story.description}</p>
                  <p className="story-intro">{story.introduction}</p>
                  <ul aria-label={labels.tags} className="mt-5 flex flex-wrap gap-2">
                    {story.tags.map((tag) => (
                      <li key={tag} className="tag-chip">
                        #{tag}
                      </li>
                    ))}
                  </ul>
                  <Link href={caseStudyHref(story.slug)} className="story-link">
                    {labels.viewCaseStudy}<span className="sr-only">: {story.client}</span>
                    <Glyph name="next" />
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ol>
      </div>
      <div className="portfolio-pinned-column hidden lg:block">
        <div className="sticky top-28 py-8" data-testid="portfolio-pinned">
          <div className="relative aspect-[3/2] overflow-hidden rounded-3xl bg-ink-100 shadow-2xl shadow-brand-900/15 ring-1 ring-ink-100">
            {stories.map((story, index) => (
              // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client code.
              <img
                key={story.slug}
                {...lazyImageAttributes(story.image)}
                alt={story.image.alt}
                aria-hidden={index === active ? undefined : true}
                data-active={index === active ? 'true' : 'false'}
                className={`pinned-img ${
                  index === active ? 'opacity-100' : 'opacity-0'
                }`}
              />
            ))}
          </div>
          {current ? (
            <p className="mt-5 flex items-center gap-3 text-sm font-medium text-ink-600">
              <span className="font-semibold tabular-nums text-brand-700">
                {String(active + 1).padStart(2, '0')} / {String(stories.length).padStart(2, '0')}
              </span>
              <span aria-hidden="true" className="h-px w-8 bg-ink-200" />
              <span className="truncate">{current.client}</span>
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
