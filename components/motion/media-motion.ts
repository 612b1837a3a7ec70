'use client';

import { useRef } from 'react';
import { gsap, useGSAP } from './gsap';

/**
 * Runs `setup` on the returned ref's element while `query` matches (and again when it matches anew);
 * gsap reverts every tween and trigger it made when the query stops matching or the component unmounts.
 */
export function useMediaMotion<T extends HTMLElement = HTMLDivElement>(query: string, setup: (root: T) => void | (() => void)) {
  const scope = useRef<T>(null);

  useGSAP(
    () => {
      const mm = gsap.matchMedia();
      mm.add(query, () => {
        const root = scope.current;
        if (!root) return;
        return setup(root);
      });
      return () => mm.revert();
    },
    { scope },
  );

  return scope;
}

/**
 * Scrubs each column vertically from `amplitude` px to minus `amplitude` px while `trigger` crosses the
 * viewport, every other column the opposite way, so neighbouring columns drift apart.
 */
export function driftColumns(columns: HTMLElement[], trigger: Element, amplitude: number) {
  columns.forEach((column, index) => {
    const direction = index % 2 === 0 ? 1 : -1;
    gsap.fromTo(
      column,
      { y: amplitude * direction },
      {
        y: -amplitude * direction,
        ease: 'none',
        scrollTrigger: { trigger, start: 'top bottom', end: 'bottom top', scrub: true },
      },
    );
  });
}
