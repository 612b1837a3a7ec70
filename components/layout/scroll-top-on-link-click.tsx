'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

function toTop(): void {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' });
}

/**
 * Spec: clicking any link scrolls smoothly to the top. A link to the page already shown (which the router
 * leaves where it is) scrolls at the click. A link to another page scrolls once that page is shown: begun
 * at the click, the scroll would run while the new page renders, with no frame painted, and look like a
 * jump. The router's own scroll on commit is smooth through the stylesheet's `scroll-behavior` (<html> has
 * no `data-scroll-behavior`), but it stops wherever the new page's first element is already in view, so this
 * finishes the way to the very top. `<Link>` prevents the default of every click it handles, so a
 * prevented default is no reason to skip.
 */
export function ScrollTopOnLinkClick() {
  const pathname = usePathname();
  const pending = useRef(false);

  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    if (window.scrollY > 0) toTop();
  }, [pathname]);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.hash) return;
      if (url.pathname === window.location.pathname) toTop();
      else pending.current = true;
    }
    // Back and forward restore the page's own position: a link clicked earlier that never led anywhere
    // must not move it.
    function onPopState() {
      pending.current = false;
    }
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);
  return null;
}
