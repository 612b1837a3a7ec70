'use client';

import { labels } from '@/content/labels';
import type { CSSProperties } from 'react';
import { motionQueries } from '@/components/motion/gsap';
import { useMediaMotion } from '@/components/motion/media-motion';
import { HeroTileLink, IMPORTANT_TILES, type HeroTileContent } from './hero-tile';

type HeroGridProps = {
  /** The same array the phone tiles receive, so the page's RSC payload carries the tiles once. */
  tiles: HeroTileContent[];
  columns: number;
  rows: number;
};

/**
 * The desktop hero's tilted grid of client sites (spec 2 "Home"). A client island only so that its 15
 * tiles are drawn from the data the phone tiles already send, not sent a second time as markup in the
 * payload; it is fully laid out without JavaScript, and parallax only moves it. Scroll parallax only at
 * window widths of 1279 px and more (spec 2 §9): it moves the stage from its natural place as the hero
 * scrolls away, so the first paint is the final layout. GSAP is fetched only where that can run.
 */
export function HeroGrid({ tiles, columns, rows }: HeroGridProps) {
  const [ref, motion] = useMediaMotion(motionQueries.parallax, (target, { gsap }) => {
    gsap.to(target, {
      yPercent: 16,
      ease: 'none',
      scrollTrigger: {
        trigger: target.closest('section') ?? target,
        start: 'top top',
        end: 'bottom top',
        scrub: true,
      },
    });
  });
  return (
    <>
      <div ref={ref} className="w-full [perspective:1600px]">
        <ul
          aria-label={labels.heroGrid}
          className="relative mx-auto aspect-[8/3] w-[90%] [transform-style:preserve-3d] [transform:rotateX(48deg)_rotateZ(-28deg)]"
          // Every cell has the same size: set once here and read by `hero-tile-cell`, not on each cell.
          style={{ '--hero-tile-w': `${100 / columns}%`, '--hero-tile-h': `${100 / rows}%` } as CSSProperties}
        >
          {tiles.map((tile, index) => (
            // Keyed by place on the grid: one tile a place, whatever the links are.
            <li
              key={`${tile.left},${tile.top}`}
              className="group/tile hero-tile-cell"
              style={{ left: `${tile.left}%`, top: `${tile.top}%` }}
            >
              <HeroTileLink tile={tile} important={index < IMPORTANT_TILES} className="hero-tile" />
            </li>
          ))}
        </ul>
      </div>
      {motion}
    </>
  );
}
