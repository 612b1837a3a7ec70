/** @jest-environment node */
import { medianSample } from '@/scripts/lib/bench-kit.mjs';

describe('the sample of the median figure, which the bench shows a run by', () => {
  const runs = [
    { tbtMs: 900, run: 1 },
    { tbtMs: 450, run: 2 },
    { tbtMs: 1_400, run: 3 },
  ];

  it('is the middle run by that figure, whatever the order the runs were taken in', () => {
    expect(medianSample(runs, (sample) => sample.tbtMs)).toEqual({ tbtMs: 900, run: 1 });
  });

  it('is the lower middle run of an even count, and a run without the figure sorts last', () => {
    const four = [...runs, { tbtMs: null, run: 4 }];
    expect(medianSample(four, (sample) => sample.tbtMs)).toEqual({ tbtMs: 900, run: 1 });
    expect(medianSample(runs.slice(0, 2), (sample) => sample.tbtMs)).toEqual({ tbtMs: 450, run: 2 });
  });
});
