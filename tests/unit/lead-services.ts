import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLeadServices, stopLeadServices } from '@/lib/contact/lifecycle';

/**
 * Starts the lead services as a server would at start-up, on a fresh embedded store in a temporary folder
 * named from `prefix`, with no database, Redis or upstream, and `env` set on top. Returns the folder, for
 * stopEmbeddedLeadServices.
 */
export async function startEmbeddedLeadServices(prefix: string, env: Record<string, string> = {}): Promise<string> {
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  process.env.LEADS_DATA_DIR = path.join(dataRoot, 'leads');
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'UPSTREAM_API_HOST']) delete process.env[name];
  Object.assign(process.env, env);
  // As instrumentation.ts would at server start: the store is ready before the first request.
  await startLeadServices();
  return dataRoot;
}

/** Stops the lead services and removes the folder startEmbeddedLeadServices made. */
export async function stopEmbeddedLeadServices(dataRoot: string): Promise<void> {
  await stopLeadServices();
  fs.rmSync(dataRoot, { recursive: true, force: true });
}
