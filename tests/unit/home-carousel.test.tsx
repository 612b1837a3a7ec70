import { act, fireEvent, render, screen } from '@testing-library/react';
import { BannerCarousel } from '@/components/sections/home/banner-carousel';
import { carouselFlags } from '@/components/sections/home/carousel-flags';
import { CAROUSEL_STEP_PX, carouselCards } from '@/content/promo';
import { fakeMatchMedia } from '../helpers/match-media';

describe('carouselFlags', () => {
  // [scrollLeft, scrollWidth, clientWidth, atStart, atEnd]
  const cases: [number, number, number, boolean, boolean][] = [
    [0, 2000, 800, true, false],
    [0.6, 2000, 800, true, false],
    [1, 2000, 800, true, false],
    [1.5, 2000, 800, false, false],
    [388, 2000, 800, false, false],
    [1198, 2000, 800, false, false],
    [1199, 2000, 800, false, true],
    [1199.4, 2000, 800, false, true],
    [1200, 2000, 800, false, true],
    [0, 800, 800, true, true],
    [0, 600, 800, true, true],
    [0, 0, 0, true, true],
    [1, 801, 800, true, true],
  ];
  it.each(cases)('scrollLeft %p of %p in %p: start %p, end %p', (scrollLeft, scrollWidth, clientWidth, atStart, atEnd) => {
    expect(carouselFlags(scrollLeft, scrollWidth, clientWidth)).toEqual({ atStart, atEnd });
  });
});

/** jsdom lays nothing out and has no pointer events: these stand in for the browser's geometry and APIs. */
const geometry = { scrollWidth: 3000, clientWidth: 1000 };
const scrollBy = jest.fn();

class FakePointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: MouseEventInit & { pointerId?: number; pointerType?: string } = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

class ImmediateResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    this.callback();
  }
  unobserve() {}
  disconnect() {}
}

function setReducedMotion(reduce: boolean) {
  window.matchMedia = fakeMatchMedia((query) => reduce && query.includes('prefers-reduced-motion: reduce'));
}

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => geometry.scrollWidth });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => geometry.clientWidth });
  Object.assign(HTMLElement.prototype, {
    scrollBy,
    setPointerCapture: jest.fn(),
    releasePointerCapture: jest.fn(),
    hasPointerCapture: () => true,
  });
  Object.assign(window, { PointerEvent: FakePointerEvent, ResizeObserver: ImmediateResizeObserver });
});

afterAll(() => {
  // Restore the prototype getters jsdom provides, so other test files see the real ones.
  delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

beforeEach(() => {
  scrollBy.mockClear();
  setReducedMotion(false);
});

function renderCarousel() {
  render(<BannerCarousel cards={carouselCards} step={CAROUSEL_STEP_PX} header={<h2>Ready to boost your online presence?</h2>} />);
  return {
    back: screen.getByRole('button', { name: 'Show previous cards' }),
    forward: screen.getByRole('button', { name: 'Show next cards' }),
    track: screen.getByTestId('carousel-track'),
  };
}

function scrollTrackTo(track: HTMLElement, left: number) {
  act(() => {
    track.scrollLeft = left;
    fireEvent.scroll(track);
  });
}

describe('BannerCarousel', () => {
  it('starts with the back button disabled and the forward button enabled', () => {
    const { back, forward } = renderCarousel();
    expect(back).toBeDisabled();
    expect(forward).toBeEnabled();
  });

  it('scrolls the track forward by 388 px per press, smoothly', () => {
    const { forward } = renderCarousel();
    fireEvent.click(forward);
    expect(CAROUSEL_STEP_PX).toBe(388);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy).toHaveBeenCalledWith({ left: 388, behavior: 'smooth' });
  });

  it('scrolls back by 388 px, without smoothing for reduced motion', () => {
    setReducedMotion(true);
    const { back, track } = renderCarousel();
    scrollTrackTo(track, 776);
    expect(back).toBeEnabled();
    fireEvent.click(back);
    expect(scrollBy).toHaveBeenCalledWith({ left: -388, behavior: 'auto' });
  });

  it('disables forward at the end and re-enables it when scrolled back', () => {
    const { back, forward, track } = renderCarousel();
    scrollTrackTo(track, geometry.scrollWidth - geometry.clientWidth);
    expect(forward).toBeDisabled();
    expect(back).toBeEnabled();
    scrollTrackTo(track, 400);
    expect(forward).toBeEnabled();
    expect(back).toBeEnabled();
  });

  it('hands keyboard focus to the back button when the focused forward button becomes disabled', () => {
    const { back, forward, track } = renderCarousel();
    forward.focus();
    scrollTrackTo(track, geometry.scrollWidth - geometry.clientWidth);
    expect(back).toHaveFocus();
  });

  it('drags the track with the mouse and swallows the click that ends the drag', () => {
    const { track } = renderCarousel();
    const link = screen.getByRole('link', { name: /Website design/ });
    const clicks = jest.fn();
    document.addEventListener('click', clicks);

    fireEvent.pointerDown(track, { pointerId: 7, pointerType: 'mouse', button: 0, clientX: 600 });
    fireEvent.pointerMove(track, { pointerId: 7, pointerType: 'mouse', clientX: 420 });
    expect(track.scrollLeft).toBe(180);
    expect(track).toHaveAttribute('data-dragging', 'true');
    fireEvent.pointerUp(track, { pointerId: 7, pointerType: 'mouse', clientX: 420 });
    expect(track).toHaveAttribute('data-dragging', 'false');

    const dragClick = fireEvent.click(link);
    expect(dragClick).toBe(false);
    expect(clicks).not.toHaveBeenCalled();
    document.removeEventListener('click', clicks);
  });

  it('treats a press without movement as a click, and leaves touch to native scrolling', () => {
    const { track } = renderCarousel();
    const link = screen.getByRole('link', { name: /Website design/ });
    fireEvent.pointerDown(track, { pointerId: 3, pointerType: 'mouse', button: 0, clientX: 500 });
    fireEvent.pointerMove(track, { pointerId: 3, pointerType: 'mouse', clientX: 498 });
    fireEvent.pointerUp(track, { pointerId: 3, pointerType: 'mouse', clientX: 498 });
    expect(track.scrollLeft).toBe(0);
    const onClick = jest.fn((event: MouseEvent) => event.preventDefault());
    link.addEventListener('click', onClick);
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);

    fireEvent.pointerDown(track, { pointerId: 4, pointerType: 'touch', clientX: 500 });
    fireEvent.pointerMove(track, { pointerId: 4, pointerType: 'touch', clientX: 200 });
    expect(track.scrollLeft).toBe(0);
  });

  it('renders every card with a link to the contact page', () => {
    renderCarousel();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(carouselCards.length);
    for (const [index, link] of links.entries()) {
      const card = carouselCards[index]!;
      expect(link).toHaveAttribute('href', '/engage');
      // Every button reads "Get Started" and names its card for screen readers.
      expect(link).toHaveAccessibleName(expect.stringContaining(card.btn));
      expect(link).toHaveAccessibleName(expect.stringContaining(card.title));
    }
  });
});
