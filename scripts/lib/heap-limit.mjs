// The production server's heap limits, for every script that starts it (`npm start`, `npm run start:server`,
// the benchmarks). No dependencies, so `npm start` can load it on an install without dev packages.
import v8 from 'node:v8';

/**
 * The old generation's limit the server gets on a large machine, MiB. V8 sizes a process's heap to the memory
 * it sees, and with a large limit it also lets the heap grow to several times what survived its last full
 * collection before the next one. On a machine with many GiB the server then held far more than it uses,
 * under load and idle alike (docs/operations.md, "Memory"). A container of a small server's size gets a lower
 * limit from V8 already, and keeps it.
 */
export const SERVER_HEAP_MIB = 1024;

/**
 * The young generation's semi-space the server gets with that cap, MiB: the one V8 itself gives a heap of that
 * size (in a 2 GiB container). V8 sizes the young generation from the machine's memory, not from the old
 * generation's limit, so the cap alone left the server a young generation sized for the large machine, which
 * fills under load and stays resident.
 */
export const SERVER_SEMI_SPACE_MIB = 32;

/** V8's own limit above which the caps apply, with a margin so that a limit near the cap is left as it is. */
const CAP_FROM_MIB = SERVER_HEAP_MIB * 1.5;

const HEAP_FLAG = /(^|\s)--max[-_](old|semi)[-_]space[-_]size(=|\s|$)/;

/**
 * The Node.js arguments that start the server: the heap caps where V8 would size the heap larger, nothing where
 * it would not. Heap sizes the operator set are the server's instead, both of them: set in `NODE_OPTIONS` they
 * reach it with the environment; given to the launcher (`node --max-old-space-size=... scripts/start.mjs`) they
 * are passed on. `heapLimitMiB` is V8's limit in this process, which runs where the server will (the same
 * machine or container, the same Node.js).
 */
export function serverNodeArgs({
  nodeOptions = process.env.NODE_OPTIONS ?? '',
  execArgv = process.execArgv,
  heapLimitMiB = v8.getHeapStatistics().heap_size_limit / 2 ** 20,
} = {}) {
  const launcherSizes = execArgv.filter((arg) => HEAP_FLAG.test(arg));
  if (launcherSizes.length > 0) return launcherSizes;
  if (HEAP_FLAG.test(nodeOptions) || heapLimitMiB <= CAP_FROM_MIB) return [];
  return [`--max-old-space-size=${SERVER_HEAP_MIB}`, `--max-semi-space-size=${SERVER_SEMI_SPACE_MIB}`];
}
