'use client';

import { useRef } from 'react';
import { gsap, motionQueries, ScrollTrigger, useGSAP } from '@/components/motion/gsap';

/**
 * Moves its content up by one tenth of the page's scroll distance (y = -scrollY / 10), only on windows
 * at least 1279 px wide with motion allowed (spec 2 "Discover overview", the intro heading).
 */
export function ScrollLift({ children, className }: { children: React.ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);

  useGSAP(
    () => {
      const mm = gsap.matchMedia();
      mm.add(motionQueries.parallax, () => {
        const element = ref.current;
        if (!element) return;
        const setY = gsap.quickSetter(element, 'y', 'px');
        // Read from the scroll position itself, so pins added further down the page cannot skew the ratio.
        const follow = (self: ScrollTrigger) => setY(-self.scroll() / 10);
        const trigger = ScrollTrigger.create({ start: 0, end: 'max', onUpdate: follow, onRefresh: follow });
        return () => {
          trigger.kill();
          gsap.set(element, { clearProps: 'transform' });
        };
      });
      return () => mm.revert();
    },
    { scope: ref },
  );

  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
