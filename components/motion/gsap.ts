// Shared motion settings. GSAP itself is not imported here: islands get it from useMediaMotion
// (media-motion.tsx), which fetches it with its useGSAP runner only once an animation can run, so it is in
// no page's first-load JavaScript nor in the chunks a link prefetch loads.

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
