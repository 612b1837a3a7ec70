/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { SERVER_HEAP_MIB, serverNodeArgs } from '@/scripts/lib/heap-limit.mjs';

const capped = [`--max-old-space-size=${SERVER_HEAP_MIB}`];

describe('the heap limit the production server starts with', () => {
  it('caps the heap where V8 sized it to a large machine', () => {
    expect(serverNodeArgs({ nodeOptions: '', execArgv: [], heapLimitMiB: 4288 })).toEqual(capped);
  });

  it("keeps V8's own limit in a small server's container and near the cap", () => {
    expect(serverNodeArgs({ nodeOptions: '', execArgv: [], heapLimitMiB: 259 })).toEqual([]);
    expect(serverNodeArgs({ nodeOptions: '', execArgv: [], heapLimitMiB: SERVER_HEAP_MIB * 1.2 })).toEqual([]);
  });

  it.each([
    ['NODE_OPTIONS', '--trace-warnings --max-old-space-size=3072'],
    ['NODE_OPTIONS, spelled with underscores', '--max_old_space_size=3072'],
  ])('leaves a limit the operator set in %s to reach the server with the environment', (_where, nodeOptions) => {
    expect(serverNodeArgs({ nodeOptions, execArgv: [], heapLimitMiB: 4288 })).toEqual([]);
  });

  it("passes on a limit given to the launcher's own Node.js, which the server would not inherit", () => {
    expect(serverNodeArgs({ nodeOptions: '', execArgv: ['--trace-warnings', '--max-old-space-size=3072'], heapLimitMiB: 3072 })).toEqual([
      '--max-old-space-size=3072',
    ]);
  });

  it('does not mistake another V8 switch for the limit', () => {
    expect(serverNodeArgs({ nodeOptions: '--max-semi-space-size=16', execArgv: [], heapLimitMiB: 4288 })).toEqual(capped);
  });

  it('is a limit this Node.js takes', () => {
    const limit = (args: string[]) => {
      const result = spawnSync(process.execPath, [...args, '-p', 'require("node:v8").getHeapStatistics().heap_size_limit / 2 ** 20'], {
        encoding: 'utf8',
        env: { ...process.env, NODE_OPTIONS: '' },
      });
      expect(result.status).toBe(0);
      return Number(result.stdout);
    };
    const old = limit(capped);
    // The young generation comes on top of the old generation's limit.
    expect(old).toBeGreaterThanOrEqual(SERVER_HEAP_MIB);
    expect(old).toBeLessThan(SERVER_HEAP_MIB * 1.5);
  });
});
