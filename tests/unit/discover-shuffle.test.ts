import fc from 'fast-check';
import { MOSAIC_SPANS, mosaicSpans } from '@/components/sections/team/mosaic';
import { seededRandom, shuffle } from '@/lib/shuffle';

/** A random source replaying the given numbers, then repeating the last one. */
function replay(...values: number[]): () => number {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)] ?? 0;
}

describe('shuffle', () => {
  it.each<{ name: string; items: readonly (string | number)[]; random: () => number; expected: (string | number)[] }>([
    { name: 'an empty list', items: [], random: replay(0.5), expected: [] },
    { name: 'one item', items: ['a'], random: replay(0.9), expected: ['a'] },
    // random() near 1 keeps every item in place (each index swaps with itself).
    { name: 'a source always near 1', items: [1, 2, 3, 4], random: replay(0.999), expected: [1, 2, 3, 4] },
    // random() = 0 swaps each position with the first: [1,2,3,4] -> [4,2,3,1] -> [3,2,4,1] -> [2,3,4,1].
    { name: 'a source always 0', items: [1, 2, 3, 4], random: replay(0), expected: [2, 3, 4, 1] },
    { name: 'a source returning exactly 1', items: ['x', 'y', 'z'], random: replay(1), expected: ['x', 'y', 'z'] },
  ])('handles $name', ({ items, random, expected }) => {
    expect(shuffle(items, random)).toEqual(expected);
  });

  it('returns a new array and leaves the input untouched', () => {
    const input = Object.freeze([1, 2, 3, 4, 5]);
    const output = shuffle(input, seededRandom(7));
    expect(output).not.toBe(input);
    expect(input).toEqual([1, 2, 3, 4, 5]);
  });

  it('is a permutation for any list and any random source', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const result = shuffle(items, seededRandom(seed));
        expect(result).toHaveLength(items.length);
        expect([...result].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });

  it('reaches every order of three items', () => {
    const random = seededRandom(42);
    const seen = new Set<string>();
    for (let run = 0; run < 200; run += 1) seen.add(shuffle(['a', 'b', 'c'], random).join(''));
    expect(seen.size).toBe(6);
  });
});

describe('seededRandom', () => {
  it('repeats its sequence for the same seed and stays in [0, 1)', () => {
    const first = seededRandom(2014);
    const second = seededRandom(2014);
    const a = Array.from({ length: 50 }, () => first());
    const b = Array.from({ length: 50 }, () => second());
    expect(a).toEqual(b);
    expect(a.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});

describe('mosaic row spans', () => {
  it('gives every one of the 26 tiles a span of 2 or 3, identical on every call (server and client agree)', () => {
    const spans = mosaicSpans(26);
    expect(spans).toHaveLength(26);
    expect(spans.every((span) => (MOSAIC_SPANS as readonly number[]).includes(span))).toBe(true);
    expect(mosaicSpans(26)).toEqual(spans);
  });

  it('mixes both sizes, so the mosaic is irregular', () => {
    const spans = mosaicSpans(26);
    expect(new Set(spans).size).toBe(2);
  });

  it.each([
    { random: replay(0), expected: [2, 2] },
    { random: replay(0.99), expected: [3, 3] },
    { random: replay(0.2, 0.7, 0.5), expected: [2, 3, 3] },
  ])('maps the random source onto the spans: $expected', ({ random, expected }) => {
    expect(mosaicSpans(expected.length, random)).toEqual(expected);
  });
});
