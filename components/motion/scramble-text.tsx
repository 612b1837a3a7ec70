'use client';

import { useEffect, useRef } from 'react';

type GsapModules = { gsap: typeof import('gsap').gsap };
let loading: Promise<GsapModules> | undefined;

/** GSAP and its ScrambleText plugin are fetched on the first hover, so they cost no first-load JavaScript. */
function loadGsap(): Promise<GsapModules> {
  loading ??= Promise.all([import('gsap'), import('gsap/ScrambleTextPlugin')]).then(([core, plugin]) => {
    core.gsap.registerPlugin(plugin.ScrambleTextPlugin);
    return { gsap: core.gsap };
  });
  return loading;
}

/**
 * A label that scrambles when its link (the parent element) is hovered or focused. The text is sent once;
 * while it scrambles, the link carries the real text as its label, so the accessible name never changes.
 */
export function ScrambleText({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const target = ref.current;
    const trigger = target?.parentElement;
    if (!target || !trigger) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)');
    let tween: { kill: () => void } | undefined;

    // The link's own label, if it has one, is left alone; otherwise the real text is its label while the
    // visible one scrambles.
    const labelled = trigger.hasAttribute('aria-label');
    const unlabel = () => {
      if (!labelled) trigger.removeAttribute('aria-label');
    };

    function play() {
      if (reduce.matches || !target || !trigger) return;
      void loadGsap().then(({ gsap }) => {
        tween?.kill();
        if (!labelled) trigger.setAttribute('aria-label', text);
        tween = gsap.to(target, {
          duration: 0.6,
          scrambleText: { text, chars: 'lowerCase', speed: 0.6, revealDelay: 0.1 },
          onComplete: () => {
            target.textContent = text;
            unlabel();
          },
        });
      });
    }

    trigger.addEventListener('pointerenter', play);
    trigger.addEventListener('focus', play);
    return () => {
      trigger.removeEventListener('pointerenter', play);
      trigger.removeEventListener('focus', play);
      tween?.kill();
      unlabel();
    };
  }, [text]);

  return (
    <span ref={ref} className="inline-block">
      {text}
    </span>
  );
}
