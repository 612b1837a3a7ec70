'use client';

import { useRef } from 'react';
import { gsap, motionQueries, useGSAP } from '@/components/motion/gsap';

/**
 * A gentle parallax on every `[data-parallax-image]` inside: the picture drifts inside its clipped frame
 * as its row crosses the viewport. md and up with motion allowed only; transforms, so no layout work.
 */
export function SlideParallax({ children, className }: { children: React.ReactNode; className?: string }) {
  const scope = useRef<HTMLDivElement>(null);

  useGSAP(
    () => {
      const mm = gsap.matchMedia();
      mm.add(motionQueries.md, () => {
        gsap.utils.toArray<HTMLElement>('[data-parallax-image]', scope.current).forEach((image) => {
          gsap.fromTo(
            image,
            { yPercent: -6 },
            {
              yPercent: 6,
              ease: 'none',
              scrollTrigger: { trigger: image.parentElement, start: 'top bottom', end: 'bottom top', scrub: true },
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
