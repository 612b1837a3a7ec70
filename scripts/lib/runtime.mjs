// The running Node.js against the production runtime of `.nvmrc`: for `npm start`'s notice and the
// benchmarks' reports. No dependencies, so `npm start` can load it on an install without dev packages.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/**
 * This Node.js against the production runtime named in `.nvmrc`. The scripts start
 * the server with their own `process.execPath`, so it is also the server's. Figures from another major
 * version are not the production figures: Node 20 runs this site's requests far slower than Node 24.
 */
export function runtime() {
  let production = null;
  try {
    production = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '') || null;
  } catch {
    // No .nvmrc: nothing to compare with.
  }
  const major = process.versions.node.split('.')[0];
  const isProduction = production === null || production.split('.')[0] === major;
  const text = isProduction
    ? `Node ${process.version}${production ? ` (the production runtime, .nvmrc: ${production})` : ''}`
    : `Node ${process.version}, not the production runtime (.nvmrc: ${production}); to measure on it: ` +
      `\`nvm use\`, or prefix the command with \`npx -y -p node@${production}\``;
  return { production, isProduction, text };
}
