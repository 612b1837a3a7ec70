import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useClientValue, useHydrated } from '@/components/use-hydrated';

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

/** Writes down what `useClientValue` returned in each render; `draw` gives the client's value. */
function ValueProbe({ renders, draw }: { renders: string[]; draw: () => string }) {
  const value = useClientValue('server', draw);
  renders.push(value);
  return <span>{value}</span>;
}

/** A client value that names how often it has been drawn. */
function drawer() {
  let count = 0;
  return jest.fn(() => `client ${++count}`);
}

describe('useClientValue', () => {
  it("shows the server's value in the HTML, while hydrating and in the urgent render after it, then the client's", async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<ValueProbe renders={[]} draw={drawer()} />);
    document.body.append(host);
    expect(host.textContent).toBe('server');
    const recoverable = jest.fn();

    const renders: string[] = [];
    const draw = drawer();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(host, <ValueProbe renders={renders} draw={draw} />, { onRecoverableError: recoverable });
    });

    expect(renders).toEqual(['server', 'server', 'client 1']);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root?.unmount());
    host.remove();
  });

  it("draws the client's value once per mounted component, at once on the client, and anew on a new mount", () => {
    const draw = drawer();
    const renders: string[] = [];
    const { container, rerender, unmount } = render(<ValueProbe renders={renders} draw={draw} />);
    rerender(<ValueProbe renders={renders} draw={draw} />);
    expect(renders).toEqual(['client 1', 'client 1']);
    expect(container.textContent).toBe('client 1');
    unmount();

    const again = render(<ValueProbe renders={[]} draw={draw} />);
    expect(again.container.textContent).toBe('client 2');
  });
});
