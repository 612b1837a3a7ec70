'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { STRATEGY_SLIDE_IN_QUERY, shouldReveal } from './reveal';

type RevealState = 'false' | 'true';

/**
 * Sets `data-revealed` on the panels' wrapper. The server HTML has no attribute, so the panels are
 * simply shown (no JavaScript, small screens, reduced motion). On a wide window with motion allowed,
 * hydration marks them `false` (the CSS then holds them off to the side) until the page has scrolled
 * more than 100 px, and then `true` for good (they slide in).
 */
export function StrategyPanelsReveal({ children, className }: { children: ReactNode; className?: string }) {
  const [revealed, setRevealed] = useState<RevealState | undefined>(undefined);

  useEffect(() => {
    const wide = window.matchMedia(STRATEGY_SLIDE_IN_QUERY);
    let done = false;

    function check() {
      if (done) return;
      // Narrow windows and reduced motion show the panels at once; so does a page already scrolled.
      if (!wide.matches || shouldReveal(window.scrollY, window.innerWidth)) {
        done = true;
        setRevealed('true');
        window.removeEventListener('scroll', check);
        return;
      }
      setRevealed('false');
    }

    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, []);

  return (
    <div data-revealed={revealed} className={`group/reveal ${className ?? ''}`}>
      {children}
    </div>
  );
}
