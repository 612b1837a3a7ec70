// Whether the machine ran throughout a bench run (scripts/bench.mjs). Every figure is a ratio against the
// floor app measured in the same run, but a ratio only holds when both sides ran on the same machine: a
// virtual machine that its host pauses or starves slows whichever section ran then, and its wall clock may
// jump when it resumes. Two readings tell: a timer that ticks every second and notes each tick that came far
// too late or whose wall-clock step differs from the monotonic one, and the share of CPU time the host took
// from the machine (steal, from Linux's /proc/stat) in each phase of the run.
import fs from 'node:fs';

/** How often the watch ticks. */
export const MACHINE_TICK_MS = 1000;
/** A tick this much later than asked, or a wall-clock step this far from the monotonic one, is a stall. */
export const STALL_MS = 5000;
/** A phase whose steal share reaches this ran on a machine whose host was taking its CPU. */
export const STEAL_LIMIT = 0.05;
/** Fewer jiffies than this (a few seconds of the machine's CPU time) are too few to judge a share by. */
export const STEAL_MIN_JIFFIES = 500;

/** Jiffies of all CPUs from /proc/stat's "cpu" line: the total and the steal column; null off Linux. */
export function readCpuTimes() {
  let line;
  try {
    line = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0];
  } catch {
    return null;
  }
  // "cpu user nice system idle iowait irq softirq steal guest guest_nice"; guest time is inside user time.
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (fields.length < 8 || fields.some((n) => !Number.isFinite(n))) return null;
  return { total: fields.reduce((sum, n) => sum + n, 0), steal: fields[7] };
}

export function watchMachine({
  tickMs = MACHINE_TICK_MS,
  stallMs = STALL_MS,
  wall = () => Date.now(),
  monotonic = () => performance.now(),
  cpuTimes = readCpuTimes,
} = {}) {
  const stalls = [];
  const phases = [];
  let phase = 'start';
  let phaseStart = { mono: monotonic(), cpu: cpuTimes() };
  let last = { wall: wall(), mono: monotonic() };
  let result = null;

  const tick = () => {
    const now = { wall: wall(), mono: monotonic() };
    const lateMs = now.mono - last.mono - tickMs;
    const clockJumpMs = now.wall - last.wall - (now.mono - last.mono);
    if (lateMs >= stallMs || Math.abs(clockJumpMs) >= stallMs) stalls.push({ phase, lateMs: Math.max(0, lateMs), clockJumpMs });
    last = now;
  };
  const closePhase = () => {
    const end = { mono: monotonic(), cpu: cpuTimes() };
    const spent = phaseStart.cpu && end.cpu ? end.cpu.total - phaseStart.cpu.total : 0;
    const steal = spent >= STEAL_MIN_JIFFIES ? (end.cpu.steal - phaseStart.cpu.steal) / spent : null;
    phases.push({ phase, seconds: (end.mono - phaseStart.mono) / 1000, stealShare: steal });
    phaseStart = end;
  };
  const timer = setInterval(tick, tickMs);

  return {
    /** Names what the run does from now on; the steal share so far counts for the phase before. */
    phase(label) {
      if (result) return;
      closePhase();
      phase = label;
    },
    /** The stalls and each phase's steal share; `disturbed` when either says the figures do not hold. */
    stop() {
      if (result) return result;
      clearInterval(timer);
      tick();
      closePhase();
      const worstSteal = phases.reduce((worst, row) => (row.stealShare != null && (!worst || row.stealShare > worst.stealShare) ? row : worst), null);
      result = {
        stalls,
        phases,
        worstSteal,
        disturbed: stalls.length > 0 || (worstSteal != null && worstSteal.stealShare >= STEAL_LIMIT),
      };
      return result;
    },
  };
}
