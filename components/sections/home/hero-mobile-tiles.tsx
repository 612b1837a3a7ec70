'use client';

import { labels } from '@/content/labels';
import { useDeferredValue, useEffect, useSyncExternalStore } from 'react';
import { HeroTileLink, IMPORTANT_TILES, type HeroTileContent } from './hero-tile';
import { pickRandom } from './pick-random';

// The random pick lives outside React so every render of one visit agrees; it is dropped on unmount,
// so coming back to the page draws a new set.
let clientPick: string | undefined;

const neverChanges = () => () => {};

function randomPick(total: number, count: number): string {
  clientPick ??= pickRandom(
    Array.from({ length: total }, (_, index) => index),
    count,
  ).join(',');
  return clientPick;
}

/** The server HTML (and hydration) shows the first tiles in their stable order. */
function stablePick(total: number, count: number): string {
  return Array.from({ length: Math.min(total, count) }, (_, index) => index).join(',');
}

/**
 * Below the large breakpoint the hero shows `count` of the tiles in random order (spec 2 "Home"). React
 * hydrates with the stable order and swaps in the random pick after it, so there is no mismatch.
 */
export function HeroMobileTiles({ tiles, count }: { tiles: HeroTileContent[]; count: number }) {
  // Deferred: the swap renders in an interruptible pass after hydration, not inside the task that ends it.
  const pick = useDeferredValue(
    useSyncExternalStore(
      neverChanges,
      () => randomPick(tiles.length, count),
      () => stablePick(tiles.length, count),
    ),
  );
  useEffect(
    () => () => {
      clientPick = undefined;
    },
    [],
  );

  const shown = pick
    .split(',')
    .map(Number)
    .flatMap((index) => (tiles[index] ? [tiles[index]] : []));

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
