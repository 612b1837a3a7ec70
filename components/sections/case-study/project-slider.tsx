'use client';

import { labels } from '@/content/labels';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { sliderEdges, type SliderEdges } from './slider-edges';

function Arrow({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={direction === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A horizontal scroll-snap slider. The slides (server-rendered `<li>`s) scroll natively by touch,
 * trackpad and keyboard; the buttons move by one slide and are disabled at either end.
 */
export function ProjectSlider({
  label,
  children,
}: {
  /** Accessible name of the slider, e.g. the heading of its section. */
  label: string;
  children: ReactNode;
}) {
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const focusHandoffRef = useRef<HTMLButtonElement | null>(null);
  // Server HTML: at the start, with somewhere to go.
  const [edges, setEdges] = useState<SliderEdges>({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const next = sliderEdges(track.scrollLeft, track.clientWidth, track.scrollWidth);
    // A focused button that becomes disabled would drop keyboard focus to the page: hand it to the other.
    const active = document.activeElement;
    if (next.atEnd && !next.atStart && active === nextRef.current) focusHandoffRef.current = prevRef.current;
    if (next.atStart && !next.atEnd && active === prevRef.current) focusHandoffRef.current = nextRef.current;
    setEdges((previous) => (previous.atStart === next.atStart && previous.atEnd === next.atEnd ? previous : next));
  }, []);

  useEffect(() => {
    const target = focusHandoffRef.current;
    focusHandoffRef.current = null;
    if (target && !target.disabled) target.focus();
  }, [edges]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(track);
    track.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer?.disconnect();
      track.removeEventListener('scroll', measure);
    };
  }, [measure]);

  function step(direction: 1 | -1) {
    const track = trackRef.current;
    if (!track) return;
    const slide = track.querySelector('li');
    const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
    const distance = (slide?.getBoundingClientRect().width ?? track.clientWidth) + gap;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({ left: direction * distance, behavior: reduce ? 'auto' : 'smooth' });
  }

  const button =
    'border-ink-200 bg-white text-ink-900 hover:border-brand-600 hover:bg-brand-600 hover:text-white disabled:hover:border-ink-200 disabled:hover:bg-white disabled:hover:text-ink-900';

  return (
    <div role="region" aria-roledescription={labels.carousel} aria-label={label}>
      <div className="mb-6 flex justify-end gap-3">
        <button
          ref={prevRef}
          type="button"
          aria-controls={trackId}
          disabled={edges.atStart}
          onClick={() => step(-1)}
          className={`flex h-11 w-11 items-center justify-center rounded-full border transition-colors disabled:cursor-not-allowed disabled:opacity-40 ${button}`}
        >
          <Arrow direction="prev" />
          <span className="sr-only">{labels.projectSlider.previous}</span>
        </button>
        <button
          ref={nextRef}
          type="button"
          aria-controls={trackId}
          disabled={edges.atEnd}
          onClick={() => step(1)}
          className={`flex h-11 w-11 items-center justify-center rounded-full border transition-colors disabled:cursor-not-allowed disabled:opacity-40 ${button}`}
        >
          <Arrow direction="next" />
          <span className="sr-only">{labels.projectSlider.next}</span>
        </button>
      </div>
      <ul
        id={trackId}
        ref={trackRef}
        className="relative -mx-5 flex snap-x snap-mandatory scroll-px-5 gap-6 overflow-x-auto px-5 pb-6 [scrollbar-width:thin] sm:-mx-8 sm:scroll-px-8 sm:px-8"
      >
        {children}
      </ul>
    </div>
  );
}
