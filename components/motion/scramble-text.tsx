'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// GSAP, its ScrambleText plugin and @gsap/react come with the runner, fetched on the first hover or focus,
// so they cost no first-load JavaScript.
const ScrambleRunner = lazy(() => import('./scramble-runner').then((module) => ({ default: module.ScrambleRunner })));

/**
 * A label that scrambles when its link (the parent element) is hovered or focused. The text is sent once;
 * while it scrambles, the link carries the real text as its label, so the accessible name never changes.
 */
export function ScrambleText({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [armed, setArmed] = useState(false);

  useEffect(() => {
    const trigger = ref.current?.parentElement;
    if (armed || !trigger) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)');
    const arm = () => {
      if (!reduce.matches) setArmed(true);
    };
    trigger.addEventListener('pointerenter', arm);
    trigger.addEventListener('focus', arm);
    // A pointer or focus already on the link before this effect ran (hydration ends after the first
    // paint) sent its event to nobody: arm now, as that event would have.
    if (trigger.matches(':hover') || trigger.matches(':focus')) arm();
    return () => {
      trigger.removeEventListener('pointerenter', arm);
      trigger.removeEventListener('focus', arm);
    };
  }, [armed]);

  // The runner comes after the label: React attaches the label's ref before a later sibling's effects.
  return (
    <>
      <span ref={ref} className="inline-block">
        {text}
      </span>
      {armed ? (
        <Suspense fallback={null}>
          <ScrambleRunner target={ref} text={text} />
        </Suspense>
      ) : null}
    </>
  );
}
