import '@testing-library/jest-dom';
import { fakeMatchMedia } from './helpers/match-media';

// jsdom has no matchMedia; GSAP's ScrollTrigger and our reduced-motion checks call it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', { writable: true, value: fakeMatchMedia(() => false) });
}
