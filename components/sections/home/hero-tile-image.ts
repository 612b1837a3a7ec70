import type { HeroTile } from '@/content/schemas';
import { imageSourceOf } from '@/components/ui/picture';
import type { HeroTileContent } from './hero-tile';

/** A hero tile's link, name, grid place and image attributes (next/image's, for `sizes`), for HeroTileLink. */
export function heroTileContent(tile: HeroTile, sizes: string): HeroTileContent {
  return { link: tile.link, alt: tile.alt, left: tile.left, top: tile.top, image: imageSourceOf(tile.src, sizes) };
}
