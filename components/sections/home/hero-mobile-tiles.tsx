'use client';

import { labels } from '@/content/labels';
import { useClientValue } from '@/components/use-hydrated';
import { HeroTileLink, IMPORTANT_TILES, type HeroTileContent } from './hero-tile';
import { pickRandom } from './pick-random';

const indices = (length: number) => Array.from({ length }, (_, index) => index);

/**
 * Below the large breakpoint the hero shows `count` of the tiles in random order (spec 2 "Home"). The server
 * HTML and hydration show the first tiles in their stable order, and the random pick is swapped in after
 * it (`useClientValue`), so there is no mismatch; coming back to the page draws a new set.
 */
export function HeroMobileTiles({ tiles, count }: { tiles: HeroTileContent[]; count: number }) {
  const pick = useClientValue(indices(Math.min(tiles.length, count)), () => pickRandom(indices(tiles.length), count));

  const shown = pick.flatMap((index) => (tiles[index] ? [tiles[index]] : []));

  return (
    <ul
      data-testid="hero-mobile-tiles"
      aria-label={labels.heroGrid}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:hidden"
    >
      {/* Keyed by position: the random pick changes what each cell shows, and no cell moves (a reorder of
          keyed items would move them on screen after the first paint, a layout shift). */}
      {shown.map((tile, position) => (
        <li key={position} className={position % 2 === 1 ? 'translate-y-4 sm:translate-y-0' : undefined}>
          <HeroTileLink
            tile={tile}
            important={position < IMPORTANT_TILES}
            className="hero-tile-mobile"
          />
        </li>
      ))}
    </ul>
  );
}
