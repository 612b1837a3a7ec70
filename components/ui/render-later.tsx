'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { HydrateLater } from './hydrate-later';

// Sections waiting for their release, first in the page first. One is released per idle period, after a
// frame, so that each one's layout is a short task of its own rather than part of one long one.
const waiting: (() => void)[] = [];
let scheduled = false;

const whenIdle = (callback: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(callback, { timeout: 2000 }) : setTimeout(callback, 200);

function schedule() {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  whenIdle(() => {
    scheduled = false;
    waiting.shift()?.();
    requestAnimationFrame(schedule);
  });
}

/**
 * A section below the first screen that a phone's first frame does not lay out: until it nears the viewport
 * it keeps a placeholder height (`content-visibility: auto`, in the stylesheet's `.render-later`). Once the
 * page has hydrated, the sections are released one per idle period, so the page has its real length before
 * the visitor scrolls through it. Without JavaScript the stylesheet lays everything out at once.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState(true);
  useEffect(() => {
    const release = () => setPending(false);
    waiting.push(release);
    schedule();
    return () => {
      const index = waiting.indexOf(release);
      if (index !== -1) waiting.splice(index, 1);
    };
  }, []);
  return <HydrateLater className={pending ? 'render-later' : undefined}>{children}</HydrateLater>;
}
