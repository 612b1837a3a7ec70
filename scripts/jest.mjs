#!/usr/bin/env node
// `npm run test:unit`: Jest with the two Node flags its suites need; arguments pass through
// (`npm run test:unit -- tests/unit/chat-machine.test.ts`). Jest's workers inherit both.
//
// --experimental-vm-modules (in NODE_OPTIONS): PGlite and the ES-module-only packages load as ES modules.
//
// --no-memory-protection-keys: a workaround for https://github.com/nodejs/node/issues/64500. On CPUs with
// memory protection keys (PKU: AMD EPYC, Intel Xeon), V8 guards its JIT and WebAssembly code pages with
// them, and the code churn of many PGlite instances in one worker can desync that bookkeeping: the worker
// aborts with "Check failed: jit_page.has_value()" though no test failed. The flag turns that guard off in
// the test runner only; the site's own server is untouched. Remove it once a Node 24 release closes that issue.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const jest = require.resolve('jest/bin/jest');

const child = spawn(process.execPath, ['--no-memory-protection-keys', jest, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' ') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
