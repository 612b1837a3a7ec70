/** @jest-environment node */
import { AB_FIGURES, compareRuns } from '@/scripts/lib/ab-compare.mjs';

const run = (tbtMs: number | null, requests = 40) => ({ fcpMs: 1000, lcpMs: 1200, tbtMs, scripts: 300, page: 200, images: 80, other: 50, serverCpuMs: 300, requests });

describe('compareRuns', () => {
  it('gives each figure its median for both builds and counts the rounds this tree was lower', () => {
    const base = [run(700, 49), run(900, 50), run(800, 49)];
    const tree = [run(650, 37), run(950, 36), run(790, 37)];
    const rows = compareRuns(base, tree);
    expect(rows.map((row) => row.key)).toEqual(AB_FIGURES.map((figure) => figure.key));
    expect(rows.find((row) => row.key === 'tbtMs')).toMatchObject({ base: 800, tree: 790, lower: 2, compared: 3 });
    expect(rows.find((row) => row.key === 'requests')).toMatchObject({ base: 49, tree: 37, lower: 3, compared: 3 });
    // Equal is not lower.
    expect(rows.find((row) => row.key === 'fcpMs')).toMatchObject({ base: 1000, tree: 1000, lower: 0, compared: 3 });
  });

  it('leaves a round out of a figure that one of its two runs lacks, and pairs no more rounds than both have', () => {
    const rows = compareRuns([run(700), run(null), run(800), run(600)], [run(600), run(500), run(900)]);
    expect(rows.find((row) => row.key === 'tbtMs')).toMatchObject({ base: 700, tree: 600, lower: 1, compared: 2 });
  });
});
