/**
 * Fisher-Yates shuffle into a new array (the input is left untouched). `random` returns a number in
 * [0, 1) like Math.random; tests pass a seeded one so the order is predictable.
 */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    // Clamp guards against a random() that returns exactly 1.
    const swap = Math.min(index, Math.floor(random() * (index + 1)));
    const current = result[index]!;
    result[index] = result[swap]!;
    result[swap] = current;
  }
  return result;
}

/**
 * A small deterministic random source (mulberry32): the same seed gives the same sequence, so layouts
 * that must be identical on the server and in the first client render can still look irregular.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
