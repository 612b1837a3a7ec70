import Image from 'next/image';
import type { HeroTile } from '@/content/schemas';

type HeroTileLinkProps = {
  tile: HeroTile;
  className: string;
  sizes: string;
  /** Above-the-fold tiles that are likely the largest paint get a preload hint and high fetch priority. */
  important?: boolean;
};

/**
 * One client-site screenshot linking to the live site in a new tab. The link is named after the client;
 * the image keeps its descriptive alt text. Hero images are above the fold, so never lazy.
 */
export function HeroTileLink({ tile, className, sizes, important = false }: HeroTileLinkProps) {
  return (
    <a
      href={tile.link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${tile.alt} (opens in a new tab)`}
      className={className}
    >
      <Image
        src={tile.src.src}
        width={tile.src.width}
        height={tile.src.height}
        alt={tile.src.alt}
        sizes={sizes}
        loading="eager"
        preload={important}
        fetchPriority={important ? 'high' : 'auto'}
        draggable={false}
        className="h-full w-full object-cover object-top"
      />
    </a>
  );
}
