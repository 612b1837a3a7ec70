'use client';

import { useClientValue } from '@/components/use-hydrated';
import { shuffle } from '@/lib/shuffle';

/** The items in their given order on the server, in a random order once hydrated (`useClientValue`). */
export function useShuffledAfterHydration<T>(items: readonly T[]): readonly T[] {
  return useClientValue(items, () => shuffle(items));
}
