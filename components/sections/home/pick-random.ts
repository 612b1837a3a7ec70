/**
 * `count` distinct items of `items` in random order (a partial Fisher-Yates shuffle). `random` returns a
 * number in [0, 1) like Math.random, which tests replace with a fixed sequence.
 */
export function pickRandom<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const pool = [...items];
  const size = Math.max(0, Math.min(count, pool.length));
  for (let index = 0; index < size; index += 1) {
    const swap = Math.min(pool.length - 1, index + Math.floor(random() * (pool.length - index)));
    const picked = pool[swap]!;
    pool[swap] = pool[index]!;
    pool[index] = picked;
  }
  return pool.slice(0, size);
}
