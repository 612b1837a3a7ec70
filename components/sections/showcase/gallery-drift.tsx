'use client';

import type { ReactNode } from 'react';
import { motionQueries } from '@/components/motion/gsap';
import { useMediaMotion } from '@/components/motion/media-motion';

/** Drift from 400 px wide with motion allowed, twice as far from 1024 px. */
const DRIFT_CONDITIONS = { drift: motionQueries.gallery, wide: '(min-width: 1024px)' };

/**
 * Scroll-linked sideways drift of the showcase gallery rows (spec 2: from 400 px wide). Rows marked
 * `data-gallery-row` alternate direction and cross their natural position mid-scroll; below 400 px and
 * with reduced motion nothing moves, which is the final state.
 */
export function GalleryDrift({ children, className }: { children: ReactNode; className?: string }) {
  const [ref, motion] = useMediaMotion(
    DRIFT_CONDITIONS,
    (root, { gsap }, context) => {
      if (!context.conditions?.drift) return;
      const amount = context.conditions.wide ? 6 : 3;
      root.querySelectorAll<HTMLElement>('[data-gallery-row]').forEach((row, index) => {
        const direction = index % 2 === 0 ? 1 : -1;
        gsap.fromTo(
          row,
          { xPercent: amount * direction },
          {
            xPercent: -amount * direction,
            ease: 'none',
            scrollTrigger: { trigger: row, start: 'top bottom', end: 'bottom top', scrub: 0.6 },
          },
        );
      });
    },
    { loadWhen: motionQueries.gallery },
  );

  return (
    <>
      <div ref={ref} className={className}>
        {children}
      </div>
      {motion}
    </>
  );
}
