/** Spec 2 §9: the strategy panels slide in after more than 100 px of scroll, on windows wider than 1000 px. */
export const STRATEGY_REVEAL_SCROLL_PX = 100;
export const STRATEGY_NARROW_CUTOFF_PX = 1000;

/**
 * The media query under which the panels wait off to the side; it equals `motionQueries.strategySlideIn`
 * (a unit test keeps them in step) and is repeated here so this island does not ship GSAP.
 */
export const STRATEGY_SLIDE_IN_QUERY = '(min-width: 1001px) and (prefers-reduced-motion: no-preference)';

/** True once the page has scrolled far enough, on a wide enough window, for the panels to slide in. */
export function shouldReveal(scrollY: number, width: number): boolean {
  return scrollY > STRATEGY_REVEAL_SCROLL_PX && width > STRATEGY_NARROW_CUTOFF_PX;
}
