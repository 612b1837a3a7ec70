import { getImageProps } from 'next/image';
import type { HeroTile } from '@/content/schemas';
import { imageSource } from '@/components/ui/image-attributes';
import type { HeroTileContent } from './hero-tile';

/** A hero tile's link, name, grid place and image attributes (next/image's, for `sizes`), for HeroTileLink. */
export function heroTileContent(tile: HeroTile, sizes: string): HeroTileContent {
  const { props } = getImageProps({ src: tile.src.src, width: tile.src.width, height: tile.src.height, alt: tile.src.alt, sizes });
  return { link: tile.link, alt: tile.alt, left: tile.left, top: tile.top, image: imageSource(props) };
}
