'use client';

import { motionQueries } from '@/components/motion/gsap';
import { MotionBox, type MotionSetup } from '@/components/motion/media-motion';

const pinAndSlide: MotionSetup<HTMLDivElement> = (root, { gsap }) => {
  const viewport = root.querySelector<HTMLElement>('[data-strip-viewport]');
  const track = root.querySelector<HTMLElement>('[data-strip-track]');
  if (!viewport || !track) return;
  const distance = () => Math.max(0, track.scrollWidth - viewport.clientWidth);
  gsap.set(viewport, { overflowX: 'hidden' });
  gsap.to(track, {
    x: () => -distance(),
    ease: 'none',
    scrollTrigger: {
      trigger: root,
      pin: true,
      // Just under the sticky site header (5rem on xl).
      start: 'top 80px',
      end: () => `+=${distance()}`,
      scrub: 0.8,
      anticipatePin: 1,
      invalidateOnRefresh: true,
    },
  });
};

/**
 * On xl screens with motion allowed, pins its section and turns the vertical scroll into a sideways
 * slide of the `[data-strip-track]` row inside `[data-strip-viewport]`. The row layout itself is CSS
 * (`xl:motion-safe:`), so the page looks the same before and after this runs; without JavaScript the
 * row simply scrolls sideways.
 */
export function HorizontalPin({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <MotionBox query={motionQueries.xl} setup={pinAndSlide} className={className}>
      {children}
    </MotionBox>
  );
}
