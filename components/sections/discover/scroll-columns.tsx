'use client';

import { useRef } from 'react';
import { gsap, motionQueries, useGSAP } from '@/components/motion/gsap';

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
  const scope = useRef<HTMLDivElement>(null);

  useGSAP(
    () => {
      const mm = gsap.matchMedia();
      mm.add(motionQueries.xl, () => {
        const root = scope.current;
        if (!root) return;
        gsap.utils.toArray<HTMLElement>('[data-scroll-column]', root).forEach((column, index) => {
          const direction = index % 2 === 0 ? 1 : -1;
          gsap.fromTo(
            column,
            { y: (shift / 2) * direction },
            {
              y: (-shift / 2) * direction,
              ease: 'none',
              scrollTrigger: { trigger: root, start: 'top bottom', end: 'bottom top', scrub: true },
            },
          );
        });
      });
      return () => mm.revert();
    },
    { scope },
  );

  return (
    <div ref={scope} className={className}>
      {children}
    </div>
  );
}
