'use client';

import type { ImgHTMLAttributes } from 'react';

/**
 * An eager (LCP) feature image, drawn by a client component. React's server-component renderer adds a
 * preload hint for every eager <img> it renders, to a prefetch's payload as well, where the page that
 * prefetched never uses it (a console warning). From here the hint is written into the HTML of the page
 * that shows the image only, which keeps its LCP image fetched first.
 */
export function EagerPostImage({ alt, ...image }: ImgHTMLAttributes<HTMLImageElement> & { alt: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client code.
  return <img {...image} alt={alt} />;
}
