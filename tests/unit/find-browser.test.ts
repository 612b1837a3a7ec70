/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { findBrowser, isExecutable, playwrightBrowser, SYSTEM_BROWSER_ARGS, SYSTEM_BROWSERS, SYSTEM_HEADLESS_SHELLS } from '@/scripts/lib/find-browser.mjs';

const root = path.resolve(__dirname, '..', '..');
const playwrightOwn = '/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/** A machine on which exactly `present` are executable files. */
function machine(...present: string[]) {
  return (file: string) => present.includes(file);
}

describe('the browser the end-to-end tests use', () => {
  it('is CHROMIUM_PATH when it names an executable, ahead of any other', () => {
    expect(
      findBrowser({
        env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
        playwrightExecutable: () => playwrightOwn,
        exists: machine('/opt/chrome/chrome', '/usr/bin/chromium', playwrightOwn),
      }),
    ).toEqual({ path: '/opt/chrome/chrome', source: 'CHROMIUM_PATH' });
  });

  it('is an error naming CHROMIUM_PATH when it points at nothing, not a silent fallback to another browser', () => {
    const found = findBrowser({ env: { CHROMIUM_PATH: '/opt/none' }, exists: machine('/usr/bin/chromium') });
    expect(found).toEqual({ error: expect.stringContaining('CHROMIUM_PATH=/opt/none is not an executable file') });
  });

  it('is the first system Chromium or Chrome at the usual paths when CHROMIUM_PATH is unset or empty', () => {
    const exists = machine('/usr/bin/google-chrome', '/usr/bin/chromium-browser', playwrightOwn);
    expect(findBrowser({ env: {}, playwrightExecutable: () => playwrightOwn, exists })).toEqual({
      path: '/usr/bin/chromium-browser',
      source: 'system',
    });
    expect(findBrowser({ env: { CHROMIUM_PATH: ' ' }, exists: machine('/usr/bin/chromium') })).toEqual({
      path: '/usr/bin/chromium',
      source: 'system',
    });
    expect(SYSTEM_BROWSERS).toEqual(
      expect.arrayContaining(['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']),
    );
  });

  it("is the system headless shell, ahead of the full browser, when the tests ask for one; the bench's full browser otherwise", () => {
    const shell = SYSTEM_HEADLESS_SHELLS[0]!;
    const exists = machine(shell, '/usr/bin/chromium', playwrightOwn);
    expect(findBrowser({ env: {}, playwrightExecutable: () => playwrightOwn, exists, headlessShell: true })).toEqual({
      path: shell,
      source: 'system',
    });
    expect(findBrowser({ env: {}, playwrightExecutable: () => playwrightOwn, exists })).toEqual({
      path: '/usr/bin/chromium',
      source: 'system',
    });
    // Without a shell the tests drive the full browser, and CHROMIUM_PATH still comes first.
    expect(findBrowser({ env: {}, exists: machine('/usr/bin/chromium'), headlessShell: true })).toEqual({
      path: '/usr/bin/chromium',
      source: 'system',
    });
    expect(findBrowser({ env: { CHROMIUM_PATH: '/opt/chrome/chrome' }, exists: machine('/opt/chrome/chrome', shell), headlessShell: true })).toEqual({
      path: '/opt/chrome/chrome',
      source: 'CHROMIUM_PATH',
    });
  });

  it("gives Playwright a system browser's path and flags, or for its own browser the full one's channel when asked", () => {
    const shell = SYSTEM_HEADLESS_SHELLS[0]!;
    expect(playwrightBrowser({ headlessShell: true, env: {}, exists: machine(shell, '/usr/bin/chromium') })).toEqual({
      launchOptions: { executablePath: shell, args: SYSTEM_BROWSER_ARGS },
    });
    expect(playwrightBrowser({ headlessShell: false, env: {}, exists: machine(shell, '/usr/bin/chromium') })).toEqual({
      launchOptions: { executablePath: '/usr/bin/chromium', args: SYSTEM_BROWSER_ARGS },
    });
    const playwrightOnly = { env: {}, playwrightExecutable: () => playwrightOwn, exists: machine(playwrightOwn) };
    expect(playwrightBrowser({ headlessShell: true, ...playwrightOnly })).toEqual({ launchOptions: {} });
    expect(playwrightBrowser({ headlessShell: false, ...playwrightOnly })).toEqual({ channel: 'chromium', launchOptions: {} });
  });

  it("is Playwright's own Chromium when no system browser exists and Playwright has installed it", () => {
    expect(findBrowser({ env: {}, playwrightExecutable: () => playwrightOwn, exists: machine(playwrightOwn) })).toEqual({
      path: playwrightOwn,
      source: 'playwright',
    });
  });

  it('is none when nothing is installed, or when Playwright cannot name a build for this platform', () => {
    expect(findBrowser({ env: {}, playwrightExecutable: () => playwrightOwn, exists: machine() })).toBeNull();
    const unsupported = () => {
      throw new Error('unsupported platform');
    };
    expect(findBrowser({ env: {}, playwrightExecutable: unsupported, exists: machine() })).toBeNull();
  });

  it('counts only executable files', () => {
    expect(isExecutable(process.execPath)).toBe(true);
    expect(isExecutable(path.join(root, 'package.json'))).toBe(false);
    expect(isExecutable(root)).toBe(false);
    expect(isExecutable(path.join(root, 'no-such-file'))).toBe(false);
  });

  it('stops `npm test` at once with one line when CHROMIUM_PATH names nothing', () => {
    const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'find-browser.mjs')], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CHROMIUM_PATH: path.join(root, 'no-such-browser') },
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([
      `CHROMIUM_PATH=${path.join(root, 'no-such-browser')} is not an executable file: point it at Chromium or Chrome, or unset it.`,
    ]);
  });
});
