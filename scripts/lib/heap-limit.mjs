// The production server's heap limit, for every script that starts it (`npm start`, `npm run start:server`,
// the benchmarks). No dependencies, so `npm start` can load it on an install without dev packages.
import v8 from 'node:v8';

/**
 * The old generation's limit the server gets on a large machine, MiB. V8 sizes a process's heap to the memory
 * it sees, and with a large limit it also lets the heap grow to several times what survived its last full
 * collection before the next one, with a young generation to match. On a machine with many GiB the server
 * then held far more than it uses, under load and idle alike (docs/operations.md, "Memory"). A container of a
 * small server's size gets a lower limit from V8 already, and keeps it.
 */
export const SERVER_HEAP_MIB = 1024;

/** V8's own limit above which the cap applies, with a margin so that a limit near the cap is left as it is. */
const CAP_FROM_MIB = SERVER_HEAP_MIB * 1.5;

const OLD_SPACE_FLAG = /(^|\s)--max[-_]old[-_]space[-_]size(=|\s|$)/;

/**
 * The Node.js arguments that start the server: the heap cap where V8 would size the heap larger, nothing where
 * it would not. A limit the operator set is the server's instead: one in `NODE_OPTIONS` reaches it with the
 * environment, one given to the launcher (`node --max-old-space-size=... scripts/start.mjs`) is passed on.
 * `heapLimitMiB` is V8's limit in this process, which runs where the server will (the same machine or
 * container, the same Node.js).
 */
export function serverNodeArgs({
  nodeOptions = process.env.NODE_OPTIONS ?? '',
  execArgv = process.execArgv,
  heapLimitMiB = v8.getHeapStatistics().heap_size_limit / 2 ** 20,
} = {}) {
  const launcherLimit = execArgv.filter((arg) => OLD_SPACE_FLAG.test(arg));
  if (launcherLimit.length > 0) return launcherLimit;
  if (OLD_SPACE_FLAG.test(nodeOptions) || heapLimitMiB <= CAP_FROM_MIB) return [];
  return [`--max-old-space-size=${SERVER_HEAP_MIB}`];
}
