'use client';

import type { RefObject } from 'react';
import { gsap, motionQueries, useGSAP } from '@/components/motion/gsap';

/**
 * Scroll parallax of the hero grid, only at window widths of 1279 px and more (spec 2 §9). It moves the
 * stage from its natural place as the hero scrolls away, so the first paint is the final layout.
 */
export function HeroParallaxMotion({ targetRef }: { targetRef: RefObject<HTMLDivElement | null> }) {
  useGSAP(
    () => {
      const target = targetRef.current;
      if (!target) return;
      const mm = gsap.matchMedia();
      mm.add(motionQueries.parallax, () => {
        gsap.to(target, {
          yPercent: 16,
          ease: 'none',
          scrollTrigger: {
            trigger: target.closest('section') ?? target,
            start: 'top top',
            end: 'bottom top',
            scrub: true,
          },
        });
      });
      return () => mm.revert();
    },
    { scope: targetRef },
  );
  return null;
}
