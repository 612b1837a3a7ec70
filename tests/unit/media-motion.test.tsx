import { act, render } from '@testing-library/react';
import { useMediaMotion } from '@/components/motion/media-motion';
import { fakeMatchMedia } from '../helpers/match-media';

// A stand-in for GSAP: its matchMedia runs each setup at once and records the reverts.
const reverted = jest.fn();
const kitLoaded = jest.fn();
jest.mock('@/components/motion/gsap-kit', () => {
  kitLoaded();
  return {
    gsap: {
      matchMedia: () => ({
        add: (_query: unknown, setup: (context: { conditions: Record<string, boolean> }) => void) => setup({ conditions: {} }),
        revert: reverted,
      }),
    },
    ScrollTrigger: {},
  };
});

const QUERY = '(min-width: 1280px) and (prefers-reduced-motion: no-preference)';

function Island({ onSetup }: { onSetup: (root: HTMLElement) => void }) {
  const ref = useMediaMotion(QUERY, (root) => onSetup(root));
  return <div ref={ref} data-testid="island" />;
}

describe('useMediaMotion', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    jest.clearAllMocks();
  });

  it('fetches no GSAP and runs nothing where the query does not match (reduced motion, narrow windows)', async () => {
    window.matchMedia = fakeMatchMedia(() => false);
    const onSetup = jest.fn();
    await act(async () => {
      render(<Island onSetup={onSetup} />);
    });
    expect(kitLoaded).not.toHaveBeenCalled();
    expect(onSetup).not.toHaveBeenCalled();
  });

  it('fetches GSAP once the query matches, runs the setup on the element and reverts it on unmount', async () => {
    window.matchMedia = fakeMatchMedia((query) => query === QUERY);
    const onSetup = jest.fn();
    let unmount = () => {};
    await act(async () => {
      ({ unmount } = render(<Island onSetup={onSetup} />));
    });
    expect(onSetup).toHaveBeenCalledTimes(1);
    expect(onSetup.mock.calls[0]?.[0]).toHaveAttribute('data-testid', 'island');
    unmount();
    expect(reverted).toHaveBeenCalledTimes(1);
  });
});
