import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/** Runs `scripts/<script> --check` and expects it to pass: exit code 0 and nothing on stderr. */
export function expectScriptCheckPasses(script: string): void {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', script), '--check'], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
}
