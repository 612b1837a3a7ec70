import { seededRandom } from '@/lib/shuffle';

export const MOSAIC_SPANS = [2, 3] as const;
export type MosaicSpan = (typeof MOSAIC_SPANS)[number];

/** Seed of the mosaic's tile pattern: any fixed number keeps the server and client layouts identical. */
export const MOSAIC_SEED = 2014;

/**
 * Row spans for the all-team mosaic, one per tile position. They come from a seeded random source, so
 * the geometry is irregular yet identical on the server and the client: members are shuffled into
 * these tiles after hydration, which gives each person a random size on every load without moving or
 * resizing any tile (no layout shift).
 */
export function mosaicSpans(count: number, random: () => number = seededRandom(MOSAIC_SEED)): MosaicSpan[] {
  return Array.from({ length: count }, () => MOSAIC_SPANS[Math.floor(random() * MOSAIC_SPANS.length)] ?? 2);
}
