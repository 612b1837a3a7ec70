'use client';

import type { RefObject } from 'react';
import { useGSAP } from '@gsap/react';
import { gsap } from 'gsap';
import { ScrambleTextPlugin } from 'gsap/ScrambleTextPlugin';

// Loaded on demand by scramble-text.tsx only; plugins are registered once, here.
gsap.registerPlugin(ScrambleTextPlugin, useGSAP);

/**
 * Scrambles `target`'s text now (it mounts on the first hover or focus of its link, the target's parent)
 * and on every later one. While it scrambles, the link carries the real text as its label, so the
 * accessible name never changes; a link with a label of its own is left alone.
 */
export function ScrambleRunner({ target, text }: { target: RefObject<HTMLSpanElement | null>; text: string }) {
  useGSAP(
    (_context, contextSafe) => {
      const element = target.current;
      const trigger = element?.parentElement;
      if (!element || !trigger || !contextSafe) return;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)');
      const labelled = trigger.hasAttribute('aria-label');
      const unlabel = () => {
        if (!labelled) trigger.removeAttribute('aria-label');
      };
      let tween: gsap.core.Tween | undefined;
      const play = contextSafe(() => {
        if (reduce.matches) return;
        tween?.kill();
        if (!labelled) trigger.setAttribute('aria-label', text);
        tween = gsap.to(element, {
          duration: 0.6,
          scrambleText: { text, chars: 'lowerCase', speed: 0.6, revealDelay: 0.1 },
          onComplete: () => {
            element.textContent = text;
            unlabel();
          },
        });
      });
      play();
      trigger.addEventListener('pointerenter', play);
      trigger.addEventListener('focus', play);
      return () => {
        trigger.removeEventListener('pointerenter', play);
        trigger.removeEventListener('focus', play);
        unlabel();
      };
    },
    { scope: target, dependencies: [text] },
  );
  return null;
}
