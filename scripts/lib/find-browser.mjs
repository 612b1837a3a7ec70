// Which Chromium the end-to-end tests drive: shared by scripts/find-browser.mjs (run before Playwright) and
// playwright.config.ts, so both pick the same one. No dependencies, so unit tests can load it as it is.
import fs from 'node:fs';

/** Where Debian, Ubuntu, Fedora, snap and macOS put Chromium or Chrome, in the order they are tried. */
export const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`), the build Playwright itself runs headless
 * tests on: the same Blink without the browser's windows, so each new page costs about half the CPU. The
 * end-to-end tests prefer it; Lighthouse and the bench keep the full browser, which is what phones run.
 */
export const SYSTEM_HEADLESS_SHELLS = ['/usr/bin/chromium-headless-shell'];

/** Whether `file` is a file this process may execute. */
export function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The browser to use: CHROMIUM_PATH when set (an error when it names nothing executable, rather than a
 * silent fallback to another browser), else (with `headlessShell`) a system headless shell, else the first
 * system browser found, else Playwright's own when `npx playwright install chromium` has put it in its
 * cache; null when there is none. `playwrightExecutable` is Playwright's `chromium.executablePath()` (it may
 * throw); `exists` is injectable for tests.
 * @param {{ env?: Record<string, string | undefined>, playwrightExecutable?: () => string | null, exists?: (file: string) => boolean, headlessShell?: boolean }} [options]
 * @returns {{ path: string, source: 'CHROMIUM_PATH' | 'system' | 'playwright' } | { error: string } | null}
 */
export function findBrowser({ env = process.env, playwrightExecutable = () => null, exists = isExecutable, headlessShell = false } = {}) {
  const configured = env.CHROMIUM_PATH?.trim();
  if (configured) {
    return exists(configured)
      ? { path: configured, source: 'CHROMIUM_PATH' }
      : { error: `CHROMIUM_PATH=${configured} is not an executable file: point it at Chromium or Chrome, or unset it.` };
  }
  const system = [...(headlessShell ? SYSTEM_HEADLESS_SHELLS : []), ...SYSTEM_BROWSERS].find((candidate) => exists(candidate));
  if (system) return { path: system, source: 'system' };
  let own = null;
  try {
    own = playwrightExecutable();
  } catch {
    // Playwright not installed or no build for this platform: treated as no browser.
  }
  if (own && exists(own)) return { path: own, source: 'playwright' };
  return null;
}

/**
 * Playwright's `use` options for the browser `findBrowser` picks: its path and SYSTEM_BROWSER_ARGS for a
 * configured or system browser; for Playwright's own, nothing (Playwright then runs its headless shell) or,
 * when the full browser is asked for, Playwright's `chromium` channel.
 * @param {{ headlessShell: boolean, env?: Record<string, string | undefined>, playwrightExecutable?: () => string | null, exists?: (file: string) => boolean }} options
 * @returns {{ channel?: string, launchOptions: { executablePath?: string, args?: string[] } }}
 */
export function playwrightBrowser({ headlessShell, ...options }) {
  const found = findBrowser({ ...options, headlessShell });
  if (found && 'path' in found && found.source !== 'playwright') {
    return { launchOptions: { executablePath: found.path, args: SYSTEM_BROWSER_ARGS } };
  }
  return headlessShell ? { launchOptions: {} } : { channel: 'chromium', launchOptions: {} };
}

/** Chromium flags for a system browser in a container or CI machine (no sandbox, GPU or background traffic). */
export const SYSTEM_BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Chromium 156's full browser, headless, loads its address bar's pop-up (a page of its own, in a renderer
  // of its own) for every new window: CPU taken from the page under test, and from a throttled phone's run.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
