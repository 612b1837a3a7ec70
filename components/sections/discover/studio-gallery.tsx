'use client';

import { Picture } from '@/components/ui/picture';
import { useEffect, useRef, useState } from 'react';
import type { DiscoverCopy } from '@/content/discover';

type GallerySection = DiscoverCopy['gallery']['sections'][number];

/**
 * The gallery of /discover: text sections on the left, a photo pinned on the right (CSS sticky) that
 * swaps to the section being read (IntersectionObserver). From 400 px up; narrower screens show each
 * photo under its text. All photos share one grid cell, so swapping never moves anything.
 */
export function StudioGallery({ sections }: { sections: GallerySection[] }) {
  const [active, setActive] = useState(0);
  const steps = useRef<(HTMLDivElement | null)[]>([]);

  useEffect(() => {
    // Without the observer the first photo simply stays; every text remains readable.
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const index = steps.current.indexOf(entry.target instanceof HTMLDivElement ? entry.target : null);
          if (index >= 0) setActive(index);
        }
      },
      // A thin band across the middle of the window decides which section is being read.
      { rootMargin: '-45% 0px -45% 0px' },
    );
    for (const step of steps.current) if (step) observer.observe(step);
    return () => observer.disconnect();
  }, []);

  return (
    // Without JavaScript nothing swaps the photo, so every width gets the phone layout: each photo under its
    // text (the `noscript:` variants, CSS `scripting: none`).
    <div className="min-[400px]:grid min-[400px]:grid-cols-[1fr_1fr] min-[400px]:gap-x-8 md:gap-x-16 noscript:block">
      {sections.map((section, index) => (
        <div key={section.title} className="contents">
          <div
            ref={(element) => {
              steps.current[index] = element;
            }}
            style={{ gridColumn: 1, gridRow: index + 1 }}
            className="py-8 min-[400px]:flex min-[400px]:min-h-[70vh] min-[400px]:flex-col min-[400px]:justify-center noscript:min-h-0"
          >
            <p className="text-sm font-semibold tabular-nums text-brand-700" aria-hidden="true">
              {String(index + 1).padStart(2, '0')} / {String(sections.length).padStart(2, '0')}
            </p>
            <h3
              className={`mt-2 text-2xl font-semibold tracking-tight transition-colors duration-500 sm:text-3xl ${
                index === active ? 'text-ink-900' : 'min-[400px]:text-ink-500 noscript:text-ink-900'
              }`}
            >
              {section.title}
            </h3>
            <p className="mt-4 max-w-md text-lg leading-8 text-ink-600">{section.body}</p>
          </div>
          <figure
            style={{ gridColumn: 2, gridRow: `1 / span ${sections.length}` }}
            data-active={index === active ? 'true' : 'false'}
            className={`mb-6 overflow-hidden rounded-3xl bg-ink-100 shadow-xl transition-opacity duration-700 min-[400px]:sticky min-[400px]:top-28 min-[400px]:mb-0 min-[400px]:self-start noscript:static noscript:mb-6 noscript:max-w-2xl ${
              index === active ? 'opacity-100' : 'min-[400px]:opacity-0 noscript:opacity-100'
            }`}
          >
            <Picture
              image={section.image}
              sizes="(min-width: 1280px) 38rem, (min-width: 400px) 45vw, 90vw"
              className="h-auto w-full object-cover min-[400px]:max-h-[calc(100dvh-9rem)]"
            />
          </figure>
        </div>
      ))}
    </div>
  );
}
