'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { lazyImageAttributes, type ImageSource } from '@/components/ui/image-attributes';

/** A slide's image attributes come computed on the server (next/image's getImageProps), without its client code. */
export type PinnedSlide = { image: ImageSource; title: string };

/**
 * Desktop portfolio: the items scroll in the left column (the server-rendered `children`) while the
 * right-hand image stays pinned (CSS sticky) and shows the item crossing the middle of the viewport.
 * Without JavaScript it shows the first item's image; reduced motion swaps without a fade.
 */
export function PortfolioPinned({ slides, children }: { slides: PinnedSlide[]; children: ReactNode }) {
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

  const current = slides[active];

  return (
    <div ref={rootRef} className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:gap-16 xl:gap-24">
      <div>{children}</div>
      <div className="hidden lg:block">
        <div className="sticky top-28 py-8" data-testid="portfolio-pinned">
          <div className="relative aspect-[3/2] overflow-hidden rounded-3xl bg-ink-100 shadow-2xl shadow-brand-900/15 ring-1 ring-ink-100">
            {slides.map((slide, index) => (
              // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client code.
              <img
                key={slide.image.src}
                {...lazyImageAttributes(slide.image)}
                alt={slide.image.alt}
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
                {String(active + 1).padStart(2, '0')} / {String(slides.length).padStart(2, '0')}
              </span>
              <span aria-hidden="true" className="h-px w-8 bg-ink-200" />
              <span className="truncate">{current.title}</span>
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
