'use client';

import { usePathname, useSelectedLayoutSegments } from 'next/navigation';

const NOT_FOUND_PATH = '/_not-found';

/**
 * The path the page's HTML was rendered for, for parts of the root layout that depend on it (the logo's
 * section, the navigation's current item). It is the visitor's path, except on the 404 page: its HTML is
 * the prerendered `/_not-found` page whatever the address, so the section of `/insight/no/such/page`
 * would differ between that HTML and the browser's first render (a hydration error). The router tree,
 * the same on both sides, says when the 404 page is shown.
 */
export function useRenderedPathname(): string {
  const pathname = usePathname() ?? '/';
  // Null outside the app router (component tests).
  const segments = useSelectedLayoutSegments() as string[] | null;
  return segments?.[0]?.includes('_not-found') ? NOT_FOUND_PATH : pathname;
}
