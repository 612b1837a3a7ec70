import { execFile } from 'node:child_process';
import path from 'node:path';
import { e2eLeadsDir } from '../../scripts/lib/e2e-leads-dir.mjs';

const root = path.resolve(__dirname, '../..');

/**
 * What the e2e server stored, as the operator reads it: `npm run leads -- export <kind>` (CSV) against the
 * server's embedded store. Only for the suite's own server, not for a reused one started elsewhere.
 */
export function exportLeads(kind: 'subscribers' | 'chats' | 'enquiries'): Promise<string> {
  const port = process.env.E2E_PORT ?? '3100';
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(root, 'scripts/leads.mjs'), 'export', kind],
      { cwd: root, env: { ...process.env, DATABASE_URL: '', LEADS_DATA_DIR: e2eLeadsDir(port) }, timeout: 120_000 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}
