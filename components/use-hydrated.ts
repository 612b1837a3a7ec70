'use client';

import { useDeferredValue, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server HTML and during hydration, true from a render after it (and at once on client-only
 * mounts). The switch after hydration is deferred: React renders it in an interruptible pass after the
 * urgent work, so what it swaps in (the dialog menu for the no-JS one) is not built inside the task that
 * ends hydration, where it would block the main thread.
 */
export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return useDeferredValue(hydrated);
}

/**
 * `serverValue` in the server HTML and during hydration, then what `clientValue` returns, switched in the
 * same deferred render as `useHydrated` (at once on a client-only mount). For what the browser decides, such
 * as a random order or pick: the first client render agrees with the HTML, so React reports no mismatch. `clientValue` runs once per mounted component, so every
 * render of it agrees and a component mounted anew draws again.
 */
export function useClientValue<T>(serverValue: T, clientValue: () => T): T {
  const hydrated = useHydrated();
  const [client] = useState(() => (typeof window === 'undefined' ? null : { value: clientValue() }));
  return hydrated && client ? client.value : serverValue;
}
