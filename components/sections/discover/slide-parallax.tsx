'use client';

import { motionQueries } from '@/components/motion/gsap';
import { MotionBox, type MotionSetup } from '@/components/motion/media-motion';

const parallaxImages: MotionSetup<HTMLDivElement> = (root, { gsap }) => {
  gsap.utils.toArray<HTMLElement>('[data-parallax-image]', root).forEach((image) => {
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
};

/**
 * A gentle parallax on every `[data-parallax-image]` inside: the picture drifts inside its clipped frame
 * as its row crosses the viewport. md and up with motion allowed only; transforms, so no layout work.
 */
export function SlideParallax({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <MotionBox query={motionQueries.md} setup={parallaxImages} className={className}>
      {children}
    </MotionBox>
  );
}
