'use client';

import { useDeferredValue, useSyncExternalStore } from 'react';

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
