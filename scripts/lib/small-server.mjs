// The bench's "small" section: the site as a small server runs it, inside a Linux memory cgroup of
// `limitMiB`, so that Node.js sizes its heap to that memory as it does in a container of that size (on a
// large machine V8 lets the heap grow to several times what it needs). One whole run: a first start on a
// new embedded store, every key page, random paths, the store left to end its idle process, then a burst
// of sign-ups during more random paths. It reports the cgroup's peak usage (RSS and page cache), whether
// the limit was ever reached or a process killed, the highest sum of the group's RSS, the server's RSS
// before and after a second stretch of random paths, and the idle RSS.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BenchError, HOST, root, siteEnv, startServer, stopServer, waitForServer } from './bench-kit.mjs';
import { randomPathLoad } from './phone-bench.mjs';
import { idleRss, serverRssMiB, storeAsleep, watchMemory } from './process-memory.mjs';

const RANDOM_PATHS_S = 30;
const BURST = { count: 300, concurrency: 10, floodSeconds: 20 };

/**
 * A memory cgroup of `limitMiB` below this process's own (cgroup v1's memory hierarchy, or v2 with the
 * memory controller delegated), or null with the reason when this machine gives none.
 */
export function makeMemoryCgroup(limitMiB) {
  const lines = fs.existsSync('/proc/self/cgroup') ? fs.readFileSync('/proc/self/cgroup', 'utf8').split('\n') : [];
  const v1 = lines.find((line) => /^\d+:([^:]*,)?memory(,[^:]*)?:/.test(line));
  const v2 = lines.find((line) => line.startsWith('0::'));
  const name = `lumina-bench-${process.pid}-${randomBytes(3).toString('hex')}`;
  const attempts = [];
  if (v1) {
    attempts.push(() => {
      const dir = path.join('/sys/fs/cgroup/memory', v1.split(':')[2], name);
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'memory.limit_in_bytes'), String(limitMiB * 2 ** 20));
      return {
        dir,
        read: () => ({
          peakMiB: Number(fs.readFileSync(path.join(dir, 'memory.max_usage_in_bytes'), 'utf8')) / 2 ** 20,
          limitHits: Number(fs.readFileSync(path.join(dir, 'memory.failcnt'), 'utf8')),
          oomKills: Number(/oom_kill (\d+)/.exec(fs.readFileSync(path.join(dir, 'memory.oom_control'), 'utf8'))?.[1] ?? 0),
        }),
      };
    });
  }
  if (v2) {
    attempts.push(() => {
      const dir = path.join('/sys/fs/cgroup', v2.slice(3), name);
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'memory.max'), String(limitMiB * 2 ** 20));
      return {
        dir,
        read: () => {
          const events = fs.readFileSync(path.join(dir, 'memory.events'), 'utf8');
          return {
            peakMiB: Number(fs.readFileSync(path.join(dir, 'memory.peak'), 'utf8')) / 2 ** 20,
            limitHits: Number(/^max (\d+)/m.exec(events)?.[1] ?? 0),
            oomKills: Number(/^oom_kill (\d+)/m.exec(events)?.[1] ?? 0),
          };
        },
      };
    });
  }
  for (const attempt of attempts) {
    try {
      const cgroup = attempt();
      const remove = () => {
        try {
          // A cgroup is removed with rmdir, once no process is left in it.
          fs.rmdirSync(cgroup.dir);
        } catch (error) {
          if (error?.code !== 'ENOENT') console.warn(`Could not remove the memory cgroup ${cgroup.dir}: ${error?.message ?? error}`);
        }
      };
      return { ...cgroup, remove };
    } catch (error) {
      if (error?.code !== 'EACCES' && error?.code !== 'EROFS' && error?.code !== 'ENOENT' && error?.code !== 'EPERM') throw error;
    }
  }
  return { unavailable: attempts.length === 0 ? 'no memory cgroup on this system' : 'no writable memory cgroup (run the bench as root on Linux)' };
}

/**
 * `count` newsletter sign-ups, each a new address, `concurrency` at a time, through the site's API (the
 * server's per-address limit lifted, as all come from one address): how many were accepted, by status.
 */
export async function signUpBurst(base, { count, concurrency }) {
  const runId = randomBytes(4).toString('hex');
  let next = 0;
  const statuses = {};
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const response = await fetch(`${base}/api/contact/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `bench-${runId}-${index}@example.com` }),
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const accepted = Object.entries(statuses).reduce((sum, [status, n]) => sum + (Number(status) < 300 ? n : 0), 0);
  return { count, accepted, statuses };
}

/** The whole run inside the cgroup; null with the reason when there is none. */
export async function measureSmallServer({ limitMiB, port, pages, register, checkInterrupted, isInterrupted }) {
  const cgroup = makeMemoryCgroup(limitMiB);
  if (cgroup.unavailable) return { limitMiB, unavailable: cgroup.unavailable };
  const unregisterCgroup = register(() => cgroup.remove());
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-small-'));
  const unregisterTmp = register(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const base = `http://${HOST}:${port}`;
  // A shell joins the cgroup and then becomes the server, so Node.js starts inside it and sizes its heap to
  // the limit, as in a container (joined later, the heap is sized to the whole machine); every process the
  // server starts stays there. No heap flag: inside such a container `npm start` adds none
  // (scripts/lib/heap-limit.mjs), since V8's own limit there is below the cap.
  const site = startServer({
    cwd: root,
    port,
    program: '/bin/sh',
    command: ['-c', 'echo $$ > "$0" && exec "$@"', path.join(cgroup.dir, 'cgroup.procs'), process.execPath, path.join(root, 'scripts/server.mjs')],
    env: siteEnv({ port, dataDir: path.join(tmp, 'leads') }),
  });
  const unregisterServer = register(() => {
    try {
      process.kill(-site.pid, 'SIGKILL');
    } catch {
      // Gone.
    }
  });
  const memoryWatch = watchMemory(site.pid);
  const peak = () => {
    const memory = memoryWatch.stop();
    return { peakGroupMiB: memory?.peakGroupRssMiB ?? 0, atGroupPeak: memory?.atGroupPeak ?? null };
  };
  try {
    await waitForServer(site, `${base}/api/health`, isInterrupted);
    memoryWatch.phase('key pages');
    for (const page of pages) {
      const response = await fetch(base + page.path, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (response.status !== 200) throw new BenchError(`${page.path} answered ${response.status} in the small server.`);
    }
    checkInterrupted();
    const noRegister = () => () => undefined;
    memoryWatch.phase('random paths');
    // The first stretch brings the heap to its working size; the second shows whether random paths add to it.
    await randomPathLoad(base, { duration: RANDOM_PATHS_S, connections: 50, headers: {} }, noRegister);
    checkInterrupted();
    const before = serverRssMiB(site.pid);
    const soak = await randomPathLoad(base, { duration: RANDOM_PATHS_S, connections: 50, headers: {} }, noRegister);
    const randomPaths = { before, after: serverRssMiB(site.pid), seconds: RANDOM_PATHS_S, requests: soak.requests, notFound: soak.notFound };
    checkInterrupted();
    memoryWatch.phase("the store's idle end");
    const storeSlept = await storeAsleep(site.pid);
    checkInterrupted();
    memoryWatch.phase('sign-ups');
    const flood = randomPathLoad(base, { duration: BURST.floodSeconds, connections: 50, headers: {} }, noRegister);
    const burst = await signUpBurst(base, BURST);
    await flood;
    checkInterrupted();
    memoryWatch.phase('idle');
    const idle = await idleRss(site.pid);
    return { limitMiB, ...cgroup.read(), ...peak(), storeSlept, randomPaths, burst, idleMiB: idle.groupMiB, idleStoreAsleep: idle.storeAsleep, exited: site.exitInfo() };
  } catch (error) {
    // A run that did not last (the kernel killed the server or the store for memory) is this section's finding.
    if (isInterrupted()) throw error;
    return { limitMiB, ...cgroup.read(), ...peak(), failed: error instanceof Error ? error.message : String(error), exited: site.exitInfo(), tail: site.tail.slice(-5) };
  } finally {
    memoryWatch.stop();
    await stopServer(site).catch(() => undefined);
    unregisterServer();
    fs.rmSync(tmp, { recursive: true, force: true });
    unregisterTmp();
    cgroup.remove();
    unregisterCgroup();
  }
}

export const SMALL_SERVER_STEPS = `a first start on a new store, every key page, twice ${RANDOM_PATHS_S} s of random paths, the store's idle end, ${BURST.count} sign-ups during ${BURST.floodSeconds} s of random paths`;
