'use client';

import { useEffect, useState } from 'react';

/** The bar is always in flow (no layout shift) and turns into a raised sticky bar once the page is scrolled. */
export function StickyBar({ children }: { children: React.ReactNode }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 8);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300 ${
        scrolled ? 'border-ink-100 bg-white/95 shadow-md backdrop-blur' : 'border-transparent bg-white'
      }`}
    >
      {children}
    </header>
  );
}
