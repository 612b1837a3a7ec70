/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpuBetween, groupCpu, watchMemory } from '@/scripts/lib/process-memory.mjs';

jest.setTimeout(30_000);

const linux = process.platform === 'linux' ? describe : describe.skip;

// A process group of its own that holds a few MiB until told to take 200 MiB more, then says so.
const GROWER = `
process.stdin.once('data', () => {
  globalThis.held = Buffer.alloc(200 * 2 ** 20, 1);
  process.stdout.write('grown\\n');
});
process.stdout.write('ready\\n');
`;

async function line(child: ChildProcess, text: string) {
  let seen = '';
  while (!seen.includes(text)) seen += String((await once(child.stdout!, 'data'))[0]);
}

// Each test's child runs in a process group of its own, ended after the test.
let child: ChildProcess;
afterEach(() => {
  if (child && child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
});

linux('the memory watch of the bench', () => {
  it('names the phase in which the group reached its peak, and the split at that moment', async () => {
    child = spawn(process.execPath, ['-e', GROWER], { detached: true, stdio: ['pipe', 'pipe', 'inherit'] });
    await line(child, 'ready');
    const watch = watchMemory(child.pid!);
    watch.phase('quiet');
    watch.phase('growing');
    child.stdin!.write('go\n');
    await line(child, 'grown');
    const memory = watch.stop();

    expect(memory).not.toBeNull();
    expect(memory!.atGroupPeak!.phase).toBe('growing');
    expect(memory!.atGroupPeak!.serverMiB).toBeGreaterThan(200);
    expect(memory!.atGroupPeak!.storeMiB).toBe(0);
    expect(memory!.peakGroupRssMiB).toBeCloseTo(memory!.atGroupPeak!.serverMiB, 5);
  });
});

// A process group of its own that spins on the CPU for the time it is told, then says so.
const SPINNER = `
process.stdin.on('data', (ms) => {
  const end = Date.now() + Number(String(ms));
  while (Date.now() < end);
  process.stdout.write('spun\\n');
});
process.stdout.write('ready\\n');
`;

linux('the CPU time the bench counts for a server', () => {
  it('counts the time the group spent on the CPU between two readings, and nothing while it waits', async () => {
    child = spawn(process.execPath, ['-e', SPINNER], { detached: true, stdio: ['pipe', 'pipe', 'inherit'] });
    await line(child, 'ready');
    const start = groupCpu(child.pid!);
    expect([...start.keys()]).toEqual([child.pid]);
    const idle = groupCpu(child.pid!);
    child.stdin!.write('600');
    await line(child, 'spun');
    const busy = groupCpu(child.pid!);

    expect(cpuBetween(start, idle)).toBeLessThan(50);
    // A spin of 600 ms of wall time on a machine that may be shared: most of it on the CPU, never more.
    expect(cpuBetween(idle, busy)).toBeGreaterThan(300);
    expect(cpuBetween(idle, busy)).toBeLessThan(900);
  });

  it('counts a process that started between the readings from zero', () => {
    const before = new Map([[10, 500]]);
    const after = new Map([
      [10, 650],
      [11, 40],
    ]);
    expect(cpuBetween(before, after)).toBe(190);
  });
});
