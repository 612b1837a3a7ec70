'use client';

import { motionQueries } from '@/components/motion/gsap';
import { MotionBox, type MotionSetup } from '@/components/motion/media-motion';

const liftWithScroll: MotionSetup<HTMLDivElement> = (element, { gsap, ScrollTrigger }) => {
  const setY = gsap.quickSetter(element, 'y', 'px');
  // Read from the scroll position itself, so pins added further down the page cannot skew the ratio.
  const follow = (self: { scroll: () => number }) => setY(-self.scroll() / 10);
  const trigger = ScrollTrigger.create({ start: 0, end: 'max', onUpdate: follow, onRefresh: follow });
  return () => {
    trigger.kill();
    gsap.set(element, { clearProps: 'transform' });
  };
};

/**
 * Moves its content up by one tenth of the page's scroll distance (y = -scrollY / 10), only on windows
 * at least 1279 px wide with motion allowed (spec 2 "Discover overview", the intro heading).
 */
export function ScrollLift({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <MotionBox query={motionQueries.parallax} setup={liftWithScroll} className={className}>
      {children}
    </MotionBox>
  );
}
