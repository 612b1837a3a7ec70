import os from 'node:os';
import path from 'node:path';
import { chromium, defineConfig, devices } from '@playwright/test';
import { playwrightBrowser } from './scripts/lib/find-browser.mjs';
import { E2E_PREVIEW_SECRET, E2E_REVALIDATE_SECRET } from './tests/fixtures/signing.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * The browser scripts/find-browser.mjs checked for (or installed) before the run: CHROMIUM_PATH, a system
 * headless shell, Chromium or Chrome, else Playwright's own, which Playwright launches itself.
 */
const { launchOptions } = playwrightBrowser({ headlessShell: true, playwrightExecutable: () => chromium.executablePath() });

// Upstream-mode servers (tests/e2e/blog-upstream.spec.ts reads the same variables and defaults): the fake
// backend, the build pointed at it, and the build pointed at a closed port (nothing listens on port 9).
const FAKE_UPSTREAM_PORT = Number(process.env.E2E_FAKE_UPSTREAM_PORT ?? 3201);
const UPSTREAM_SITE_PORT = Number(process.env.E2E_UPSTREAM_SITE_PORT ?? 3111);
const DOWN_SITE_PORT = Number(process.env.E2E_DOWN_SITE_PORT ?? 3112);
const CLOSED_UPSTREAM = 'http://127.0.0.1:9';

/**
 * The same build served in upstream mode against `upstream` (the fake backend, or a closed port), from a
 * private copy of the build so that its on-demand (ISR) pages are not the local-mode server's.
 */
function upstreamSite(sitePort: number, upstream: string) {
  return {
    command: 'node tests/fixtures/isolated-site.mjs',
    url: `http://127.0.0.1:${sitePort}/icon.svg`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(sitePort),
      HOSTNAME: '127.0.0.1',
      UPSTREAM_API_HOST: upstream,
      DATABASE_URL: '',
      REDIS_URL: '',
      LEADS_DATA_DIR: path.join(os.tmpdir(), `lumina-e2e-upstream-leads-${sitePort}`),
      // As for the main server: the tests' X-Forwarded-For stands for a proxy in front.
      TRUSTED_PROXY_HOPS: '1',
      REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
      PREVIEW_SECRET: E2E_PREVIEW_SECRET,
    },
  };
}

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // Recording a trace of every test costs about a fifth of the run on two cores; CI records one when a
    // test is retried (a failure), which is when it is read.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions } },
  ],
  // Started in order, each awaited: the first builds, the others reuse that build (tests/e2e/blog-upstream.spec.ts).
  webServer: [
    {
      command: `node scripts/e2e-server.mjs ${port}`,
      url: `${baseURL}/api/health`,
      timeout: 600_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: `node tests/fixtures/fake-upstream.mjs ${FAKE_UPSTREAM_PORT}`,
      url: `http://127.0.0.1:${FAKE_UPSTREAM_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: !process.env.CI,
    },
    upstreamSite(UPSTREAM_SITE_PORT, `http://127.0.0.1:${FAKE_UPSTREAM_PORT}`),
    upstreamSite(DOWN_SITE_PORT, CLOSED_UPSTREAM),
  ],
});
