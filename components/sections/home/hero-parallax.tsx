'use client';

import type { ReactNode } from 'react';
import { motionQueries } from '@/components/motion/gsap';
import { useMediaMotion } from '@/components/motion/media-motion';

/**
 * Wraps the hero grid's stage; the grid is fully laid out without JavaScript, parallax only moves it.
 * Scroll parallax only at window widths of 1279 px and more (spec 2 §9): it moves the stage from its
 * natural place as the hero scrolls away, so the first paint is the final layout. GSAP is fetched only
 * where that can run.
 */
export function HeroParallax({ children, className }: { children: ReactNode; className?: string }) {
  const [ref, motion] = useMediaMotion(motionQueries.parallax, (target, { gsap }) => {
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
  return (
    <>
      <div ref={ref} className={className}>
        {children}
      </div>
      {motion}
    </>
  );
}
