'use client';

import { useEffect } from 'react';

/**
 * Spec: clicking any link scrolls smoothly to the top. The scroll starts with the click, for the page
 * already shown (which the router leaves where it is) and for another page (whose router scroll then
 * carries on smoothly through the stylesheet's `scroll-behavior`, as <html> has no
 * `data-scroll-behavior`). `<Link>` prevents the default of every click it handles, so a prevented
 * default is no reason to skip.
 */
export function ScrollTopOnLinkClick() {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.hash) return;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' });
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
