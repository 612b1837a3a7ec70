'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A row that scrolls sideways without end: `animate-marquee` moves the track by half its width, so the
 * track holds the row twice. The server sends the row once; the copy that closes the loop is made here,
 * hidden from assistive technology and from Tab (its images without text alternatives, which nobody would
 * be read), because sending it would double the row's markup and its RSC payload on every page that shows
 * it. Before hydration and without JavaScript the row stands still, as it does for reduced motion.
 */
export function MarqueeLoop({ className, children }: { className: string; children: ReactNode }) {
  const track = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = track.current;
    const row = element?.firstElementChild;
    if (!element || !row) return;
    const copy = row.cloneNode(true) as HTMLElement;
    copy.setAttribute('aria-hidden', 'true');
    copy.inert = true;
    for (const link of copy.querySelectorAll('a')) link.tabIndex = -1;
    for (const image of copy.querySelectorAll('img')) image.alt = '';
    for (const text of copy.querySelectorAll('.sr-only')) text.remove();
    element.append(copy);
    element.classList.add('animate-marquee');
    return () => {
      copy.remove();
      element.classList.remove('animate-marquee');
    };
  }, []);

  return (
    <div ref={track} className={className}>
      {children}
    </div>
  );
}
