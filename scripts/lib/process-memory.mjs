// The memory of a server's process group, from Linux's /proc: the Next.js server, the embedded lead store's
// own process (lib/contact/pglite-process.ts) and their sum, sampled or read once (scripts/bench.mjs); and
// the CPU time the group spent between two readings.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** How often a watch samples the group's RSS. */
export const MEMORY_POLL_MS = 250;
/** How long the server is left alone before its idle RSS is read. */
export const IDLE_SETTLE_MS = 15_000;
/** The longest wait for the embedded store to end its idle process (it waits a minute without work). */
export const STORE_SLEEP_WAIT_MS = 120_000;

function readProc(pid, file) {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}

/** The fields of a /proc/<pid>/stat line after "pid (comm) ": comm may hold spaces and parentheses, so split after the last ")". */
const statFields = (stat) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');

export function groupPids(pgid) {
  let names;
  try {
    names = fs.readdirSync('/proc');
  } catch {
    return [];
  }
  const pids = [];
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readProc(name, 'stat');
    if (!stat) continue;
    // "state ppid pgrp ...".
    if (Number(statFields(stat)[2]) === pgid) pids.push(Number(name));
  }
  return pids;
}

/** Clock ticks a second, the unit of /proc/<pid>/stat's CPU times (100 on every Linux the bench has met). */
const CLOCK_TICKS = (() => {
  const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout);
  return Number.isFinite(ticks) && ticks > 0 ? ticks : 100;
})();

/** CPU time (user and system) of each live process of the group so far, ms by pid. */
export function groupCpu(pgid) {
  const times = new Map();
  for (const pid of groupPids(pgid)) {
    const stat = readProc(pid, 'stat');
    if (!stat) continue;
    // State is field 0, so utime and stime (fields 14 and 15 of the whole line) are 11 and 12.
    const fields = statFields(stat);
    times.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS);
  }
  return times;
}

/**
 * The CPU time the group spent between two `groupCpu` readings, ms: each process's growth, a process
 * started in between counted from zero. A process that ended in between is missed (the store's process
 * ends only after a minute without work).
 */
export function cpuBetween(before, after) {
  let ms = 0;
  for (const [pid, now] of after) ms += now - (before.get(pid) ?? 0);
  return ms;
}

/** kB figure of a /proc/<pid>/status line, e.g. VmRSS or VmHWM. */
export function statusKb(pid, key) {
  const status = readProc(pid, 'status');
  const match = status?.match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'));
  return match ? Number(match[1]) : null;
}

/** The Next server of the group: the process titled next-server, else the group leader. */
export function serverPid(pgid) {
  const pids = groupPids(pgid);
  return pids.find((pid) => (readProc(pid, 'cmdline') ?? '').startsWith('next-server')) ?? (pids.includes(pgid) ? pgid : null);
}

/** RSS of the group's server process alone (without the store's process), MiB, or null when it is gone. */
export function serverRssMiB(pgid) {
  const pid = serverPid(pgid);
  return pid ? (statusKb(pid, 'VmRSS') ?? 0) / 1024 : null;
}

/** The embedded lead store's process (lib/contact/pglite-process.ts), a child of the server, when running. */
export function storePids(pgid) {
  return groupPids(pgid).filter((pid) => (readProc(pid, 'cmdline') ?? '').includes('PGlite.create'));
}

/** RSS of the server and of the store's process, MiB, and the whole group's (the machine's share). */
export function groupRss(pgid) {
  const server = serverPid(pgid);
  const stores = storePids(pgid);
  let serverKb = 0;
  let storeKb = 0;
  let groupKb = 0;
  for (const pid of groupPids(pgid)) {
    const kb = statusKb(pid, 'VmRSS') ?? 0;
    groupKb += kb;
    if (pid === server) serverKb += kb;
    else if (stores.includes(pid)) storeKb += kb;
  }
  return { serverMiB: serverKb / 1024, storeMiB: storeKb / 1024, groupMiB: groupKb / 1024, storeRunning: stores.length > 0 };
}

export function watchMemory(pgid) {
  const peak = {
    serverMiB: 0,
    storeMiB: 0,
    groupMiB: 0,
    processes: 0,
    atGroupPeak: /** @type {{ phase: string, serverMiB: number, storeMiB: number } | null} */ (null),
  };
  // What the run was doing, so that the report says when the peak came and not only how high it was.
  let phase = 'start';
  const available = fs.existsSync(`/proc/${process.pid}/status`);
  const poll = () => {
    const now = groupRss(pgid);
    peak.processes = Math.max(peak.processes, groupPids(pgid).length);
    peak.serverMiB = Math.max(peak.serverMiB, now.serverMiB);
    peak.storeMiB = Math.max(peak.storeMiB, now.storeMiB);
    if (now.groupMiB > peak.groupMiB) {
      peak.groupMiB = now.groupMiB;
      peak.atGroupPeak = { phase, serverMiB: now.serverMiB, storeMiB: now.storeMiB };
    }
  };
  const timer = available ? setInterval(poll, MEMORY_POLL_MS) : null;
  if (available) poll();
  let stopped = false;
  let result = null;
  return {
    /** Names what the run does from now on; the sample before the change still counts for the phase before. */
    phase(label) {
      if (stopped) return;
      if (available) poll();
      phase = label;
    },
    /** The peaks; a second call returns the first call's figures. */
    stop() {
      if (stopped) return result;
      stopped = true;
      if (timer) clearInterval(timer);
      if (!available) return null;
      poll();
      const server = serverPid(pgid);
      result = {
        serverPid: server,
        peakRssMiB: peak.serverMiB,
        hwmMiB: server ? (statusKb(server, 'VmHWM') ?? 0) / 1024 : null,
        peakStoreRssMiB: peak.storeMiB,
        peakGroupRssMiB: peak.groupMiB,
        atGroupPeak: peak.atGroupPeak,
        groupProcesses: peak.processes,
      };
      return result;
    },
  };
}

/** Waits until the embedded store's process has ended, at most `STORE_SLEEP_WAIT_MS`; true when it has. */
export async function storeAsleep(pgid) {
  const deadline = Date.now() + STORE_SLEEP_WAIT_MS;
  while (groupRss(pgid).storeRunning && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1000));
  return !groupRss(pgid).storeRunning;
}

/** The group's RSS once it has been left alone: the store's idle end (see `storeAsleep`), then `IDLE_SETTLE_MS`. */
export async function idleRss(pgid) {
  const asleep = await storeAsleep(pgid);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
  return { ...groupRss(pgid), storeAsleep: asleep };
}
