import { getImageProps } from 'next/image';
import { inlinedSvg } from '@/lib/public-files';
import { withoutAltTextStyle } from '@/components/ui/image-attributes';
import type { ImageAttributes } from '@/components/ui/image-attributes';
import { POST_IMAGE_CLASS, PostImageView } from './post-image-view';

/** Feature images are 1200x630 (the Open Graph ratio); the box keeps that ratio so nothing shifts on load. */
export const FEATURE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

// SVG illustrations gain nothing from the optimizer, and remote upstream images may be on any host, which
// the optimizer would refuse; both are served as they are.
function servedAsIs(src: string): boolean {
  return /\.svg(?:[?#]|$)/i.test(src) || /^https?:\/\//i.test(src);
}

/** The attributes next/image computes for an <img> (getImageProps). */
export type PostImageAttributes = ImageAttributes;

/**
 * A feature image's <img> attributes as next/image computes them (srcset for optimized local images), or
 * undefined when the post has none. Computed on the server for client islands (the home carousel), so
 * next/image's code stays out of their chunks.
 */
export function postImageAttributes(
  src: string | undefined,
  { alt, sizes, priority = false, className = '' }: { alt: string; sizes: string; priority?: boolean; className?: string },
): PostImageAttributes | undefined {
  if (!src) return undefined;
  const { props } = getImageProps({
    // The LCP image, when a small SVG, comes inside the HTML: no request after it (lib/public-files.ts).
    src: priority ? inlinedSvg(src) : src,
    alt,
    width: FEATURE_IMAGE_SIZE.width,
    height: FEATURE_IMAGE_SIZE.height,
    sizes,
    // The article's feature image is its LCP element: fetched first, never lazily.
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    unoptimized: servedAsIs(src),
    className: `${POST_IMAGE_CLASS} ${className}`,
  });
  // The LCP image is decoded with the frame that shows the page around it, not in a later one.
  const attributes = withoutAltTextStyle(props);
  return priority ? { ...attributes, decoding: 'sync' } : attributes;
}

/**
 * A post's feature image, or a branded panel with the category when the post has none (no broken image).
 * Server components only (an LCP image may be read from public/). A plain <img> with the props next/image
 * computes (srcset for optimized local images): the <Image> component would add its client code to every
 * blog page.
 */
export function PostImage({
  src,
  alt,
  label,
  sizes,
  priority = false,
  className = '',
}: {
  src: string | undefined;
  alt: string;
  /** Shown on the panel when there is no image. */
  label: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <PostImageView image={postImageAttributes(src, { alt, sizes, priority, className })} alt={alt} label={label} className={className} />
  );
}
