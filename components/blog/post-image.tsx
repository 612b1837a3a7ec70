import { getImageProps } from 'next/image';

/** Feature images are 1200x630 (the Open Graph ratio); the box keeps that ratio so nothing shifts on load. */
export const FEATURE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

// SVG illustrations gain nothing from the optimizer, and remote upstream images may be on any host, which
// the optimizer would refuse; both are served as they are.
function servedAsIs(src: string): boolean {
  return /\.svg(?:[?#]|$)/i.test(src) || /^https?:\/\//i.test(src);
}

/**
 * A post's feature image, or a branded panel with the category when the post has none (no broken image).
 * Works in server and client components. A plain <img> with the props next/image computes (srcset for
 * optimized local images): the <Image> component would add its client code to every blog page.
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
  if (!src) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={`flex aspect-[1200/630] items-center justify-center bg-linear-to-br from-brand-800 via-ink-900 to-accent-700 p-6 text-center text-sm font-semibold uppercase tracking-[0.2em] text-white/85 ${className}`}
      >
        {label}
      </div>
    );
  }
  const { props } = getImageProps({
    src,
    alt,
    width: FEATURE_IMAGE_SIZE.width,
    height: FEATURE_IMAGE_SIZE.height,
    sizes,
    // The article's feature image is its LCP element: fetched first, never lazily.
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    unoptimized: servedAsIs(src),
    className: `aspect-[1200/630] object-cover ${className}`,
  });
  // The LCP image is decoded with the frame that shows the page around it, not in a later one.
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client code.
  return <img {...props} alt={alt} decoding={priority ? 'sync' : props.decoding} />;
}
