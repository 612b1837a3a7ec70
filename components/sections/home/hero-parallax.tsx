'use client';

import dynamic from 'next/dynamic';
import { useRef, useSyncExternalStore, type ReactNode } from 'react';

// GSAP is fetched only where the tilted grid is shown and motion is welcome; the motion island applies
// the spec's 1279 px parallax rule itself. This keeps GSAP out of the home page's first-load JavaScript.
const MOTION_QUERY = '(min-width: 1024px) and (prefers-reduced-motion: no-preference)';

const HeroParallaxMotion = dynamic(
  () => import('./hero-parallax-motion').then((module) => module.HeroParallaxMotion),
  { ssr: false },
);

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const motionWelcome = () => window.matchMedia(MOTION_QUERY).matches;
const noMotionOnServer = () => false;

/** Wraps the hero grid's stage; the grid is fully laid out without JavaScript, parallax only moves it. */
export function HeroParallax({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const enabled = useSyncExternalStore(subscribe, motionWelcome, noMotionOnServer);
  return (
    <div ref={ref} className={className}>
      {children}
      {enabled ? <HeroParallaxMotion targetRef={ref} /> : null}
    </div>
  );
}
