'use client';

import { Picture } from '@/components/ui/picture';
import type { PartnerTile } from '@/content/schemas';
import { motionQueries } from '@/components/motion/gsap';
import { useMediaMotion } from '@/components/motion/media-motion';

/**
 * Partner logos in two rows that slide sideways in opposite directions as the page scrolls (the team
 * page's "partner strip moving with scroll"). Without motion the rows stay put and scroll sideways by
 * touch, trackpad or keyboard, so every logo can still be reached.
 */
export function PartnerScrollStrip({ partners, label }: { partners: PartnerTile[]; label: string }) {
  const half = Math.ceil(partners.length / 2);
  const rows = [partners.slice(0, half), partners.slice(half)];

  // The strip has no width rule: it moves at every width unless the visitor asked for reduced motion.
  const [scope, motion] = useMediaMotion(motionQueries.allowed, (root, { gsap }) => {
    const viewports = gsap.utils.toArray<HTMLElement>('[data-strip-viewport]', root);
    viewports.forEach((viewport, index) => {
      const track = viewport.firstElementChild;
      if (!(track instanceof HTMLElement)) return;
      // The strip is driven by the page scroll, so the row's own scrolling is switched off meanwhile.
      gsap.set(viewport, { overflowX: 'hidden' });
      const distance = () => Math.max(0, track.scrollWidth - viewport.clientWidth);
      const leftward = index % 2 === 0;
      gsap.fromTo(
        track,
        { x: () => (leftward ? 0 : -distance()) },
        {
          x: () => (leftward ? -distance() : 0),
          ease: 'none',
          scrollTrigger: {
            trigger: root,
            start: 'clamp(top bottom)',
            end: 'clamp(bottom top)',
            scrub: 0.6,
            invalidateOnRefresh: true,
          },
        },
      );
    });
  });

  return (
    <>
      <div ref={scope} className="space-y-4 sm:space-y-6">
        {rows.map((row, index) => (
          <div
            key={index}
            data-strip-viewport=""
            role="region"
            aria-label={index === 0 ? label : `${label}, continued`}
            tabIndex={0}
            className="overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
          >
            <ul className="flex w-max gap-4 px-5 sm:gap-6 sm:px-8">
              {row.map((partner) => (
                <li key={partner.name} className="w-48 shrink-0 rounded-[1.1rem] shadow-sm sm:w-56">
                  <Picture
                    image={partner.logo}
                    sizes="14rem"
                    // Logos slide in sideways from clipped overflow, where lazy loading would not see them.
                    loading="eager"
                    className="h-auto w-full"
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {motion}
    </>
  );
}
