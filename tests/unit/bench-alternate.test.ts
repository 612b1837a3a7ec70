/** @jest-environment node */
import { alternate, combineWindows } from '@/scripts/lib/phone-bench.mjs';

// The bench's random paths and their same-size page take turns in short windows, so that a machine whose
// speed drifts moves both figures alike.

describe("the bench's alternating windows", () => {
  it('runs the two loads in turns, each first in every other pair', async () => {
    const order: string[] = [];
    const run = (name: string) => async () => {
      order.push(name);
      return { requests: order.length, reqPerSec: 1, p50Ms: 1, p99Ms: 1, errors: 0 };
    };
    const [first, second] = await alternate(run('a'), run('b'), 4);
    expect(order.join(' ')).toBe('a b b a a b b a');
    expect(first.map((result) => result.requests)).toEqual([1, 4, 5, 8]);
    expect(second.map((result) => result.requests)).toEqual([2, 3, 6, 7]);
  });

  it('combines windows of equal length: mean rate, median latency, counts summed', () => {
    const window = (reqPerSec: number, p99Ms: number, notFound: number) => ({
      requests: reqPerSec * 3,
      reqPerSec,
      p50Ms: p99Ms / 2,
      p99Ms,
      errors: 1,
      notFound,
      other: 0,
    });
    const combined = combineWindows([window(900, 40, 2700), window(1200, 10, 3600), window(600, 90, 1800), window(1300, 20, 3900)]);
    expect(combined).toEqual({
      requests: 12_000,
      reqPerSec: 1000,
      p50Ms: 15,
      p99Ms: 30,
      errors: 4,
      notFound: 12_000,
      other: 0,
      windows: [900, 1200, 600, 1300],
    });
    expect(combineWindows([window(700, 50, 2100)])).toMatchObject({ reqPerSec: 700, p99Ms: 50 });
  });
});
