'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the server HTML and during hydration, true from the render after it (and on client-only mounts). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
