'use client';

import type { ReactNode } from 'react';
import { motionQueries } from '@/components/motion/gsap';
import { driftApart, MotionBox, type MotionSetup } from '@/components/motion/media-motion';

/** Drift from 400 px wide with motion allowed, twice as far from 1024 px. */
const DRIFT_CONDITIONS = { drift: motionQueries.gallery, wide: '(min-width: 1024px)' };

const driftRows: MotionSetup<HTMLDivElement> = (root, kit, context) => {
  if (!context.conditions?.drift) return;
  const rows = Array.from(root.querySelectorAll<HTMLElement>('[data-gallery-row]'));
  driftApart(kit, rows, { property: 'xPercent', amplitude: context.conditions.wide ? 6 : 3, scrub: 0.6 });
};

/**
 * Scroll-linked sideways drift of the showcase gallery rows (spec 2: from 400 px wide). Rows marked
 * `data-gallery-row` alternate direction and cross their natural position mid-scroll; below 400 px and
 * with reduced motion nothing moves, which is the final state.
 */
export function GalleryDrift({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <MotionBox query={DRIFT_CONDITIONS} setup={driftRows} loadWhen={motionQueries.gallery} className={className}>
      {children}
    </MotionBox>
  );
}
