import { labels } from '@/content/labels';
import type { HeroTile } from '@/content/schemas';
import { lazyImageAttributes, type ImageSource } from '@/components/ui/image-attributes';

/**
 * A tile as both client islands of the hero receive it (one array, sent once): what its link shows and its
 * place on the desktop grid. The image's attributes come computed (hero-tile-image.ts): next/image's code
 * would otherwise be in the home page's chunk, which every page's link to home prefetches.
 */
export type HeroTileContent = Pick<HeroTile, 'link' | 'alt' | 'left' | 'top'> & { image: ImageSource };

/** The first row's leading tiles, which are also the first phone tiles, load at once. */
export const IMPORTANT_TILES = 2;

type HeroTileLinkProps = {
  tile: HeroTileContent;
  className: string;
  /**
   * The first tiles load at once, at the browser's own priority: no high priority, which would make React
   * preload them in the head, where they would compete with the stylesheet although the heading, not a
   * tile, is the largest paint. The others load lazily: each width hides one of the two tile sets
   * (display: none), and a lazy image that is not displayed is never fetched, so phones do not download
   * the desktop grid nor desktops the phone tiles.
   */
  important?: boolean;
};

/**
 * One client-site screenshot linking to the live site in a new tab. The link is named after the client;
 * the image keeps its descriptive alt text.
 */
export function HeroTileLink({ tile, className, important = false }: HeroTileLinkProps) {
  return (
    <a
      href={tile.link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${tile.alt}${labels.opensInNewTab}`}
      className={className}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client code. */}
      <img
        {...lazyImageAttributes(tile.image)}
        alt={tile.image.alt}
        loading={important ? 'eager' : 'lazy'}
        draggable={false}
        className="hero-tile-img"
      />
    </a>
  );
}
