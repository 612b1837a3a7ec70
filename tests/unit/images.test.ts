/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

describe('the illustrations in public/images/', () => {
  it('are exactly what `npm run images` (scripts/generate-images.mjs) draws, and nothing else', () => {
    const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'generate-images.mjs'), '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
