'use client';

import { motionQueries } from '@/components/motion/gsap';
import { driftApart, MotionBox } from '@/components/motion/media-motion';

/**
 * Moves the `[data-scroll-column]` elements inside it vertically while it crosses the viewport, even
 * columns up and odd ones down. Only on wide screens with motion allowed; otherwise the columns stay
 * where the layout put them. The content itself is server-rendered children.
 */
export function ScrollColumns({
  children,
  shift = 80,
  className,
}: {
  children: React.ReactNode;
  /** Distance in px each column travels over the whole scroll range. */
  shift?: number;
  className?: string;
}) {
  return (
    <MotionBox
      query={motionQueries.xl}
      setup={(root, kit) => {
        const columns = kit.gsap.utils.toArray<HTMLElement>('[data-scroll-column]', root);
        driftApart(kit, columns, { property: 'y', amplitude: shift / 2, trigger: root });
      }}
      className={className}
    >
      {children}
    </MotionBox>
  );
}
