/** @jest-environment node */
import { MACHINE_TICK_MS, readCpuTimes, STALL_MS, STEAL_LIMIT, watchMachine } from '@/scripts/lib/machine-watch.mjs';

// The watch's clocks and CPU counters are the test's own, so that a stall or a busy host is a step of the
// test and not of this machine; the timer that drives it is jest's.
function machine() {
  const state = { wall: 1_000_000, mono: 0, total: 0, steal: 0 };
  const watch = watchMachine({
    wall: () => state.wall,
    monotonic: () => state.mono,
    cpuTimes: () => ({ total: state.total, steal: state.steal }),
  });
  /** Lets `ms` pass as a running machine sees it: both clocks advance, and the CPUs count their jiffies. */
  const run = (ms: number, stealShare = 0) => {
    for (let left = ms; left > 0; left -= MACHINE_TICK_MS) {
      state.wall += MACHINE_TICK_MS;
      state.mono += MACHINE_TICK_MS;
      state.total += 200;
      state.steal += 200 * stealShare;
      jest.advanceTimersByTime(MACHINE_TICK_MS);
    }
  };
  return { state, watch, run };
}

describe('the machine watch of the bench', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls a quiet run undisturbed and gives each phase its steal share', () => {
    const { watch, run } = machine();
    run(10_000, 0.001);
    watch.phase('load');
    run(30_000, 0.01);
    const result = watch.stop();

    expect(result.stalls).toEqual([]);
    expect(result.phases.map((row: { phase: string }) => row.phase)).toEqual(['start', 'load']);
    expect(result.phases[1].seconds).toBeCloseTo(30, 5);
    expect(result.worstSteal.phase).toBe('load');
    expect(result.worstSteal.stealShare).toBeCloseTo(0.01, 5);
    expect(result.disturbed).toBe(false);
  });

  it('names the phase in which the machine stalled, and a wall clock that jumped when it resumed', () => {
    const { state, watch, run } = machine();
    watch.phase('Lighthouse, devtools');
    run(5_000);
    // The machine stops for a minute; its monotonic clock sees it, and the wall clock jumps an hour more.
    state.mono += 60_000;
    state.wall += 60_000 + 3_600_000;
    run(5_000);
    const result = watch.stop();

    expect(result.disturbed).toBe(true);
    expect(result.stalls).toHaveLength(1);
    expect(result.stalls[0].phase).toBe('Lighthouse, devtools');
    expect(result.stalls[0].lateMs).toBeCloseTo(60_000, 5);
    expect(result.stalls[0].clockJumpMs).toBeCloseTo(3_600_000, 5);
  });

  it('names a jump of the wall clock alone, as when the monotonic clock did not count a suspended machine', () => {
    const { state, watch, run } = machine();
    watch.phase('load');
    run(3_000);
    state.wall += 3_600_000;
    run(3_000);
    const result = watch.stop();

    expect(result.disturbed).toBe(true);
    expect(result.stalls).toEqual([{ phase: 'load', lateMs: 0, clockJumpMs: 3_600_000 }]);
  });

  it('counts a late tick under the stall threshold as a running machine', () => {
    const { state, watch, run } = machine();
    run(3_000);
    state.mono += STALL_MS - MACHINE_TICK_MS - 1;
    state.wall += STALL_MS - MACHINE_TICK_MS - 1;
    run(3_000);
    expect(watch.stop().stalls).toEqual([]);
  });

  it('calls a run disturbed when its host took a share of the CPU in one phase, but not in a phase too short to judge', () => {
    const { watch, run } = machine();
    run(20_000, 0.001);
    watch.phase('a moment');
    run(1_000, 0.5);
    watch.phase('load');
    run(20_000, STEAL_LIMIT * 2);
    const result = watch.stop();

    expect(result.phases[1].stealShare).toBeNull();
    expect(result.worstSteal.phase).toBe('load');
    expect(result.disturbed).toBe(true);
    expect(result.stalls).toEqual([]);
  });

  it('reads the CPU counters of this machine where Linux has them', () => {
    const times = readCpuTimes();
    if (process.platform !== 'linux') return expect(times).toBeNull();
    expect(times!.total).toBeGreaterThan(0);
    expect(times!.steal).toBeGreaterThanOrEqual(0);
    expect(times!.steal).toBeLessThanOrEqual(times!.total);
  });
});
