'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

function toTop(): void {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' });
}

// What says the visitor has taken the scroll over: from then on the page stays where they put it.
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
// Enough for the new page's scroll-linked motion to settle; a page that keeps moving the scroll is left be.
const MAX_RESTARTS = 3;

/**
 * Scrolls to the top and keeps at it until there. A new page's scroll-linked motion measures itself once
 * it mounts (GSAP's ScrollTrigger, a pinned section above all): it scrolls to the top and back to where it
 * found the page, which cancels a smooth scroll already under way and left the visitor at the bottom. So
 * when a scroll ends anywhere but the top, and the visitor has not scrolled, typed or touched since, the
 * scroll starts again. Returns what stops it.
 */
function toTopUntilThere(): () => void {
  const controller = new AbortController();
  const stop = () => controller.abort();
  let restarts = 0;
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { capture: true, passive: true, signal: controller.signal });
  // Done the moment the top is reached, before the scroll's end is told: a scroll after that is another's.
  window.addEventListener('scroll', () => window.scrollY <= 0 && stop(), { passive: true, signal: controller.signal });
  window.addEventListener(
    'scrollend',
    () => {
      if (window.scrollY <= 0 || restarts >= MAX_RESTARTS) return stop();
      restarts += 1;
      toTop();
    },
    { signal: controller.signal },
  );
  toTop();
  return stop;
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
    if (window.scrollY > 0) return toTopUntilThere();
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
