import { act, render, waitFor } from '@testing-library/react';
import { useMediaMotion } from '@/components/motion/media-motion';
import { fakeMatchMedia } from '../helpers/match-media';

// A stand-in for GSAP's matchMedia: it runs each setup at once and records the reverts. The motion runs
// inside the real useGSAP (@gsap/react), whose context the real GSAP core provides.
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
  const [ref, motion] = useMediaMotion(QUERY, (root) => onSetup(root));
  return (
    <>
      <div ref={ref} data-testid="island" />
      {motion}
    </>
  );
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
    await waitFor(() => expect(onSetup).toHaveBeenCalledTimes(1));
    expect(onSetup.mock.calls[0]?.[0]).toHaveAttribute('data-testid', 'island');
    unmount();
    expect(reverted).toHaveBeenCalledTimes(1);
  });
  // GSAP is loaded by now (the test before): the runner mounts in the same commit as the island, as after a
  // client-side navigation, and still finds its element.
  it('reverts the motion when the query stops matching (reduced motion turned on, window narrowed)', async () => {
    let matches = true;
    const listeners = new Set<() => void>();
    window.matchMedia = ((query: string) => ({
      get matches() {
        return query === QUERY && matches;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: () => {},
      removeListener: () => {},
    })) as unknown as typeof window.matchMedia;
    const onSetup = jest.fn();
    await act(async () => {
      render(<Island onSetup={onSetup} />);
    });
    await waitFor(() => expect(onSetup).toHaveBeenCalledTimes(1));
    expect(reverted).not.toHaveBeenCalled();
    matches = false;
    act(() => listeners.forEach((listener) => listener()));
    expect(reverted).toHaveBeenCalledTimes(1);
  });
});
