'use client';

import { preload, type PreloadOptions } from 'react-dom';

/**
 * React's preload hint for an image, given from a client component: in the server HTML it lands in the
 * head of the page that shows the image. Given from a server component it would also ride in the payload
 * of every prefetch of that page, where the prefetching page never uses it (a console warning).
 */
export function ImagePreload({ href, options }: { href: string; options: PreloadOptions }) {
  preload(href, options);
  return null;
}
