'use client';

import { motionQueries } from '@/components/motion/gsap';
import { useMediaMotion } from '@/components/motion/media-motion';
import { Glyph } from '@/components/ui/glyph';

/**
 * A band of very large text that slides sideways while the page scrolls past it. The moving copies are
 * decoration; the text is also given once to assistive technology.
 */
export function ScrollBanner({ text, tagline }: { text: string; tagline: string }) {
  const [scope, motion] = useMediaMotion(motionQueries.allowed, (root, { gsap }) => {
    const track = root.querySelector<HTMLElement>('[data-banner-track]');
    if (!track) return;
    gsap.fromTo(
      track,
      { x: 0 },
      {
        x: () => -Math.max(0, track.scrollWidth - root.clientWidth) * 0.6,
        ease: 'none',
        scrollTrigger: {
          trigger: root,
          start: 'clamp(top bottom)',
          end: 'bottom top',
          scrub: 0.5,
          invalidateOnRefresh: true,
        },
      },
    );
  });

  return (
    <>
      <div ref={scope} className="overflow-hidden border-y border-ink-900/10 bg-white py-8 sm:py-12">
        <p className="sr-only">
          {text}: {tagline}
        </p>
        <div
          data-banner-track=""
          aria-hidden="true"
          className="flex w-max items-center gap-10 whitespace-nowrap pl-5 text-6xl font-bold tracking-tight sm:gap-16 sm:pl-8 sm:text-8xl xl:text-[10rem] xl:leading-none"
        >
          {Array.from({ length: 4 }, (_, index) => (
            <span key={index} className="flex items-center gap-10 sm:gap-16">
              <span className="bg-gradient-to-r from-brand-600 via-brand-500 to-accent-500 bg-clip-text text-transparent">
                {text}
              </span>
              <span className="text-ink-400">{tagline}</span>
              <Glyph name="spark" className="text-sun-400" />
            </span>
          ))}
        </div>
      </div>
      {motion}
    </>
  );
}
