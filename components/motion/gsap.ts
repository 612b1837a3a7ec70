'use client';

import { gsap } from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import { Draggable } from 'gsap/Draggable';
import { useGSAP } from '@gsap/react';

// Plugins are registered once, here; client islands import gsap from this module only.
gsap.registerPlugin(useGSAP, ScrollTrigger, Draggable);

/** True when the visitor asked for reduced motion: animations must then show their final state at once. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Media queries of the spec's width rules (spec 2 §9). */
export const motionQueries = {
  parallax: '(min-width: 1279px) and (prefers-reduced-motion: no-preference)',
  gallery: '(min-width: 400px) and (prefers-reduced-motion: no-preference)',
  strategySlideIn: '(min-width: 1001px) and (prefers-reduced-motion: no-preference)',
  xl: '(min-width: 1280px) and (prefers-reduced-motion: no-preference)',
  md: '(min-width: 768px) and (prefers-reduced-motion: no-preference)',
  /** Every width, as long as the visitor did not ask for reduced motion. */
  allowed: '(prefers-reduced-motion: no-preference)',
  reduced: '(prefers-reduced-motion: reduce)',
} as const;

export { gsap, ScrollTrigger, Draggable, useGSAP };
