/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { watchMemory } from '@/scripts/lib/process-memory.mjs';

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

linux('the memory watch of the bench', () => {
  let child: ChildProcess;
  afterEach(() => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
  });

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
