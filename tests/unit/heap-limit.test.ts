/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { SERVER_HEAP_MIB, SERVER_SEMI_SPACE_MIB, serverNodeArgs } from '@/scripts/lib/heap-limit.mjs';

const capped = [`--max-old-space-size=${SERVER_HEAP_MIB}`, `--max-semi-space-size=${SERVER_SEMI_SPACE_MIB}`];

describe('the heap sizes the production server starts with', () => {
  it('caps the heap and its young generation where V8 sized them to a large machine', () => {
    expect(serverNodeArgs({ nodeOptions: '', execArgv: [], heapLimitMiB: 4288 })).toEqual(capped);
  });

  it("keeps V8's own limit in a small server's container and near the cap", () => {
    expect(serverNodeArgs({ nodeOptions: '', execArgv: [], heapLimitMiB: 259 })).toEqual([]);
    expect(serverNodeArgs({ nodeOptions: '', execArgv: [], heapLimitMiB: SERVER_HEAP_MIB * 1.2 })).toEqual([]);
  });

  it.each([
    ['NODE_OPTIONS', '--trace-warnings --max-old-space-size=3072'],
    ['NODE_OPTIONS, spelled with underscores', '--max_old_space_size=3072'],
    ['NODE_OPTIONS, the young generation alone', '--max-semi-space-size=64'],
  ])('leaves the heap sizes the operator set in %s to reach the server with the environment', (_where, nodeOptions) => {
    expect(serverNodeArgs({ nodeOptions, execArgv: [], heapLimitMiB: 4288 })).toEqual([]);
  });

  it("passes on the heap sizes given to the launcher's own Node.js, which the server would not inherit", () => {
    expect(serverNodeArgs({ nodeOptions: '', execArgv: ['--trace-warnings', '--max-old-space-size=3072'], heapLimitMiB: 3072 })).toEqual([
      '--max-old-space-size=3072',
    ]);
    expect(serverNodeArgs({ nodeOptions: '', execArgv: ['--max-semi-space-size=8', '--inspect'], heapLimitMiB: 4288 })).toEqual([
      '--max-semi-space-size=8',
    ]);
  });

  it('does not mistake another V8 switch for a heap size', () => {
    expect(serverNodeArgs({ nodeOptions: '--stack-size=2048 --trace-gc', execArgv: [], heapLimitMiB: 4288 })).toEqual(capped);
  });

  it('gives limits this Node.js takes', () => {
    const heapLimitMiB = (args: string[]) => {
      const result = spawnSync(process.execPath, [...args, '-p', 'require("node:v8").getHeapStatistics().heap_size_limit / 2 ** 20'], {
        encoding: 'utf8',
        env: { ...process.env, NODE_OPTIONS: '' },
      });
      expect(result.status).toBe(0);
      return Number(result.stdout);
    };
    // V8's limit is the old generation's plus the young generation's: three semi-spaces.
    expect(heapLimitMiB(capped)).toBe(SERVER_HEAP_MIB + 3 * SERVER_SEMI_SPACE_MIB);
  });
});
