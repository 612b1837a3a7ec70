import { act, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateLater } from '@/components/ui/hydrate-later';
import { whenNear } from '@/components/ui/when-near';

/** Writes `name` down when its effects run, that is once it has hydrated. */
function Probe({ name, log }: { name: string; log: string[] }) {
  useEffect(() => {
    log.push(name);
  }, [name, log]);
  return <p>{name}</p>;
}

/** A part of the page after the island that has more work to do once hydrated: one more render of its own. */
function BusyProbe({ log, onHydrated }: { log: string[]; onHydrated?: () => void }) {
  const [updated, setUpdated] = useState(false);
  useEffect(() => {
    if (updated) {
      log.push('page update');
      return;
    }
    log.push('page after');
    onHydrated?.();
    // More work of normal priority, queued while hydration's effects run (as a measurement's answer is).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- that cascading render is what is measured
    setUpdated(true);
  }, [updated, log, onHydrated]);
  return <p>after</p>;
}

function Page({ log, onHydrated }: { log: string[]; onHydrated?: () => void }) {
  return (
    <main>
      <Probe name="page before" log={log} />
      <HydrateLater className="mt-8">
        <Probe name="island" log={log} />
      </HydrateLater>
      <BusyProbe log={log} onHydrated={onHydrated} />
    </main>
  );
}

/** An IntersectionObserver the test answers for the browser. */
class FakeObserver {
  static last: FakeObserver | undefined;
  disconnected = false;
  targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/**
 * Hydrates the page with React's own scheduler, as in a browser (not inside `act`, whose queue would run the
 * work in the order it was queued rather than by priority), and waits until everything has hydrated.
 */
async function hydratePage(onHydrated?: () => void) {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<Page log={[]} />);
  document.body.append(host);
  const log: string[] = [];
  const recoverable = jest.fn();
  const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  const root = hydrateRoot(host, <Page log={log} onHydrated={onHydrated} />, { onRecoverableError: recoverable });
  try {
    await waitFor(() => expect(log).toHaveLength(4));
  } finally {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
  }
  return {
    host,
    log,
    recoverable,
    cleanUp: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}

describe('HydrateLater', () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    FakeObserver.last = undefined;
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('keeps the island in place and in order in the server HTML, inside its wrapper', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Page log={[]} />);
    expect(host.querySelector('main')?.textContent).toBe('page beforeislandafter');
    const wrapper = host.querySelector('main > div');
    expect(wrapper?.className).toBe('mt-8');
    expect(wrapper?.textContent).toBe('island');
  });

  it('hydrates the page around the island first, even its later work, and the island when that is done', async () => {
    const { log, recoverable, host, cleanUp } = await hydratePage();
    expect(log).toEqual(['page before', 'page after', 'page update', 'island']);
    expect(recoverable).not.toHaveBeenCalled();
    expect(host.querySelector('main')?.textContent).toBe('page beforeislandafter');
    cleanUp();
  });

  it('hydrates the island ahead of the rest of the work once it nears the viewport', async () => {
    // The observer reports while the page's first effects run, before React has turned to the island.
    const { log, recoverable, cleanUp } = await hydratePage(() => FakeObserver.last?.report(true));
    expect(log).toEqual(['page before', 'page after', 'island', 'page update']);
    expect(FakeObserver.last?.options.rootMargin).toBe('100% 0px');
    expect(FakeObserver.last?.disconnected).toBe(true);
    expect(recoverable).not.toHaveBeenCalled();
    cleanUp();
  });

  it('waits while the island is still far from the viewport', async () => {
    const { log, cleanUp } = await hydratePage(() => FakeObserver.last?.report(false));
    expect(log).toEqual(['page before', 'page after', 'page update', 'island']);
    expect(FakeObserver.last?.disconnected).toBe(false);
    cleanUp();
  });
});

describe('whenNear', () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('calls once, when the element first comes near, and stops watching', () => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const element = document.createElement('div');
    const callback = jest.fn();
    whenNear(element, '50% 0px', callback);
    const observer = FakeObserver.last!;
    expect(observer.targets).toEqual([element]);
    expect(observer.options.rootMargin).toBe('50% 0px');
    observer.report(false);
    expect(callback).not.toHaveBeenCalled();
    observer.report(true);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it('stops watching when asked before the element came near', () => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const stop = whenNear(document.createElement('div'), '0px', jest.fn());
    stop();
    expect(FakeObserver.last?.disconnected).toBe(true);
  });

  it('calls at once where the browser has no IntersectionObserver', () => {
    Reflect.deleteProperty(globalThis, 'IntersectionObserver');
    const callback = jest.fn();
    whenNear(document.createElement('div'), '0px', callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
