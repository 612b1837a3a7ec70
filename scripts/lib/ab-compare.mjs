// The comparison `npm run bench:ab` prints (scripts/bench-ab.mjs): two builds of the site measured in turn.
import { median } from './bench-kit.mjs';

/** What each run of either build records, from its Lighthouse report (devtools throttling). */
export const AB_FIGURES = [
  { key: 'fcpMs', label: 'FCP ms' },
  { key: 'lcpMs', label: 'LCP ms' },
  { key: 'tbtMs', label: 'TBT ms' },
  { key: 'scripts', label: '  blocking: scripts ms' },
  { key: 'page', label: '  blocking: page ms' },
  { key: 'images', label: '  blocking: images ms' },
  { key: 'other', label: '  blocking: other ms' },
  { key: 'serverCpuMs', label: 'server CPU ms' },
  { key: 'requests', label: 'requests' },
];

/**
 * Each figure's median for the base and for this tree, and in how many of the paired runs this tree's was
 * lower: run n of one build beside run n of the other, which ran next to it. Runs without the figure are
 * left out of its median and its pairs.
 */
export function compareRuns(base, tree) {
  const pairs = Math.min(base.length, tree.length);
  return AB_FIGURES.map(({ key, label }) => {
    let compared = 0;
    let lower = 0;
    for (let index = 0; index < pairs; index += 1) {
      const [a, b] = [base[index][key], tree[index][key]];
      if (typeof a !== 'number' || typeof b !== 'number') continue;
      compared += 1;
      if (b < a) lower += 1;
    }
    return { key, label, base: median(base.map((run) => run[key])), tree: median(tree.map((run) => run[key])), lower, compared };
  });
}
