import { act, render, screen } from '@testing-library/react';
import { motionQueries } from '@/components/motion/gsap';
import {
  shouldReveal,
  STRATEGY_NARROW_CUTOFF_PX,
  STRATEGY_REVEAL_SCROLL_PX,
  STRATEGY_SLIDE_IN_QUERY,
} from '@/components/sections/strategy/reveal';
import { StrategyPanelsReveal } from '@/components/sections/strategy/strategy-panels-reveal';
import { toHashtag } from '@/components/sections/strategy/hashtag';
import { fakeMatchMedia } from '../helpers/match-media';

describe('strategy panels: the reveal rule (spec 2 §9)', () => {
  it.each([
    [0, 1440, false],
    [100, 1440, false],
    [101, 1440, true],
    [2000, 1440, true],
    [101, 1001, true],
    [101, 1000, false],
    [500, 1000, false],
    [500, 390, false],
    [0, 390, false],
  ])('scrollY %i at width %i reveals: %p', (scrollY, width, expected) => {
    expect(shouldReveal(scrollY, width)).toBe(expected);
  });

  it('uses the constants of the spec', () => {
    expect(STRATEGY_REVEAL_SCROLL_PX).toBe(100);
    expect(STRATEGY_NARROW_CUTOFF_PX).toBe(1000);
  });

  it('holds the panels back under the same media query as the shared motion module', () => {
    expect(STRATEGY_SLIDE_IN_QUERY).toBe(motionQueries.strategySlideIn);
  });
});

describe('StrategyPanelsReveal', () => {
  const originalMatchMedia = window.matchMedia;

  function setWindow({ wide, width, scrollY }: { wide: boolean; width: number; scrollY: number }) {
    window.matchMedia = fakeMatchMedia((query) => query === STRATEGY_SLIDE_IN_QUERY ? wide : false);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: scrollY });
  }

  function scrollTo(y: number) {
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
      window.dispatchEvent(new Event('scroll'));
    });
  }

  function wrapper() {
    return screen.getByText('Panels').parentElement;
  }

  /** Renders the reveal around a stand-in for the panels in the given window. */
  function renderReveal(windowState: Parameters<typeof setWindow>[0]) {
    setWindow(windowState);
    render(
      <StrategyPanelsReveal>
        <p>Panels</p>
      </StrategyPanelsReveal>,
    );
  }

  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('on a wide window waits off to the side, then reveals once scrolled past 100 px and stays revealed', () => {
    renderReveal({ wide: true, width: 1440, scrollY: 0 });
    expect(wrapper()).toHaveAttribute('data-revealed', 'false');
    scrollTo(100);
    expect(wrapper()).toHaveAttribute('data-revealed', 'false');
    scrollTo(101);
    expect(wrapper()).toHaveAttribute('data-revealed', 'true');
    scrollTo(0);
    expect(wrapper()).toHaveAttribute('data-revealed', 'true');
  });

  it('reveals at once when the page is already scrolled on load', () => {
    renderReveal({ wide: true, width: 1440, scrollY: 640 });
    expect(wrapper()).toHaveAttribute('data-revealed', 'true');
  });

  it.each([
    ['a narrow window', { wide: false, width: 390, scrollY: 0 }],
    ['a 1000 px window', { wide: false, width: 1000, scrollY: 0 }],
    ['reduced motion on a wide window', { wide: false, width: 1440, scrollY: 0 }],
  ])('shows the panels without scrolling on %s', (_label, windowState) => {
    renderReveal(windowState);
    expect(wrapper()).toHaveAttribute('data-revealed', 'true');
  });
});

describe('social channel tags as hashtags', () => {
  it.each([
    ['Community', '#Community'],
    ['Local ads', '#LocalAds'],
    ['Thought leadership', '#ThoughtLeadership'],
    ['B2B', '#B2B'],
    ['Video SEO', '#VideoSEO'],
    ['  Real   time ', '#RealTime'],
  ])('%p is shown as %p', (tag, expected) => {
    expect(toHashtag(tag)).toBe(expected);
  });
});
