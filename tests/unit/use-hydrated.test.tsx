import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from '@/components/use-hydrated';

/** Writes down what `useHydrated` returned in each of its renders. */
function Probe({ renders }: { renders: boolean[] }) {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <span>{hydrated ? 'hydrated' : 'server'}</span>;
}

describe('useHydrated', () => {
  it('is false in the server HTML and while hydrating, and true only in a deferred render after it', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Probe renders={[]} />);
    document.body.append(host);
    expect(host.textContent).toBe('server');
    const recoverable = jest.fn();

    const renders: boolean[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(host, <Probe renders={renders} />, { onRecoverableError: recoverable });
    });

    // Hydration, then the urgent render that React runs at once when the store's value differs from the
    // server's (still false: what it would swap in is not built in that task), then the deferred one.
    expect(renders).toEqual([false, false, true]);
    expect(host.textContent).toBe('hydrated');
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root?.unmount());
    host.remove();
  });

  it('is true at once in a component mounted on the client', () => {
    const renders: boolean[] = [];
    const { container } = render(<Probe renders={renders} />);
    expect(renders).toEqual([true]);
    expect(container.textContent).toBe('hydrated');
  });
});
