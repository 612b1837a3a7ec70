'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * The site's in-app link: next/link that prefetches its page once the visitor shows intent (a pointer over
 * it, a touch, keyboard focus) rather than as soon as it scrolls into view. Every page shows links to home,
 * the listing or a post, and a prefetch in view loaded those routes' scripts and payloads on each visit,
 * on a phone's data and main thread, whether or not the visitor went on. The pattern is the one of
 * Next.js's prefetching guide ("Hover-triggered prefetch"); `prefetch={false}` keeps a link from ever
 * prefetching, as with next/link.
 */
export default function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || !intent ? false : (prefetch ?? null)}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
