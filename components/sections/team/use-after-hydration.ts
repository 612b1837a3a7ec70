'use client';

import { useEffect, useRef, useState } from 'react';
import { shuffle } from '@/lib/shuffle';

/**
 * Returns `serverValue` for the server HTML and the hydration pass, then the result of `clientValue()`
 * once, after hydration. Random layouts (shuffled grids, row spans) use it so the server and the first
 * client render agree and React never reports a hydration mismatch (spec README decision).
 */
export function useAfterHydration<T>(serverValue: T, clientValue: () => T): T {
  const [value, setValue] = useState(serverValue);
  const compute = useRef(clientValue);
  useEffect(() => {
    setValue(compute.current());
  }, []);
  return value;
}

/** The items in their given order on the server, in a random order once hydrated. */
export function useShuffledAfterHydration<T>(items: readonly T[]): readonly T[] {
  return useAfterHydration(items, () => shuffle(items));
}
