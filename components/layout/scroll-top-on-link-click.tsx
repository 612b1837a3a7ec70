'use client';

import { useEffect } from 'react';

/**
 * Spec: clicking any link scrolls smoothly to the top. A link to another page is scrolled by the router,
 * smoothly through the stylesheet's `scroll-behavior` (app/layout.tsx); this covers links to the page
 * already shown, which the router leaves where it is. `<Link>` prevents the default of every click it
 * handles, so a prevented default is no reason to skip.
 */
export function ScrollTopOnLinkClick() {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.hash) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' });
      }
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
