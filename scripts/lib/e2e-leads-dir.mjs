// @ts-check
import os from 'node:os';
import path from 'node:path';

/**
 * The embedded lead store of the e2e server on `port`: a fixed place, so a test can read what a visitor's
 * submission stored with `npm run leads` (scripts/leads.mjs reads a snapshot while the site runs).
 * @param {string | number} port
 */
export function e2eLeadsDir(port) {
  return path.join(os.tmpdir(), `lumina-e2e-leads-${port}`);
}
