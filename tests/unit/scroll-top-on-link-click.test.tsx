// The scroll to the top after a link leads to another page (spec: clicking any link scrolls smoothly to
// the top), and how it outlasts a new page's scroll-linked motion without fighting the visitor.
import { act, render } from '@testing-library/react';
import { ScrollTopOnLinkClick } from '@/components/layout/scroll-top-on-link-click';

let currentPath = '/';
jest.mock('next/navigation', () => ({
  ...jest.requireActual<object>('next/navigation'),
  usePathname: () => currentPath,
}));

const scrollTo = jest.fn();

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
}

/** The visitor, at the foot of the page, follows a link to /discover; the router shows the new page. */
function followLinkToDiscover(rerender: (ui: React.ReactElement) => void) {
  const link = document.createElement('a');
  link.href = '/discover';
  document.body.append(link);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  link.remove();
  currentPath = '/discover';
  act(() => rerender(<ScrollTopOnLinkClick />));
}

const scrollEnd = () => act(() => window.dispatchEvent(new Event('scrollend')));

beforeEach(() => {
  currentPath = '/';
  setScrollY(7973);
  scrollTo.mockReset();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

describe('the scroll to the top after a link to another page', () => {
  it('starts once the new page is shown, smoothly', () => {
    const { rerender } = render(<ScrollTopOnLinkClick />);
    followLinkToDiscover(rerender);
    expect(scrollTo.mock.calls).toEqual([[{ top: 0, behavior: 'smooth' }]]);
  });

  it('starts again when something moved the page back before it reached the top (a motion measuring itself)', () => {
    const { rerender } = render(<ScrollTopOnLinkClick />);
    followLinkToDiscover(rerender);
    scrollEnd();
    expect(scrollTo).toHaveBeenCalledTimes(2);
    // At the top it is done, from the scroll that gets there: a scroll after it is another's.
    setScrollY(0);
    act(() => window.dispatchEvent(new Event('scroll')));
    setScrollY(1200);
    scrollEnd();
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('leaves the page where the visitor puts it once they scroll, type or touch', () => {
    for (const input of ['wheel', 'keydown', 'touchstart', 'pointerdown']) {
      scrollTo.mockReset();
      currentPath = '/';
      const { rerender, unmount } = render(<ScrollTopOnLinkClick />);
      followLinkToDiscover(rerender);
      act(() => window.dispatchEvent(new Event(input)));
      scrollEnd();
      expect(scrollTo).toHaveBeenCalledTimes(1);
      unmount();
    }
  });

  it('gives up after three more tries on a page that keeps moving the scroll', () => {
    const { rerender } = render(<ScrollTopOnLinkClick />);
    followLinkToDiscover(rerender);
    for (let end = 0; end < 5; end += 1) scrollEnd();
    expect(scrollTo).toHaveBeenCalledTimes(4);
  });
});
