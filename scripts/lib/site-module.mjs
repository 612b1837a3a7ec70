// The site's own TypeScript modules (lib/), for the plain scripts that run outside Next.js: loaded with jiti,
// with the `@/` alias the bundles use. jiti keeps the transpiled modules in node_modules/.cache/jiti, keyed
// by their content, so only the first load after a change pays for the transpiling.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let jiti;

/** The module at `relative` (from the project's root, e.g. `lib/config.ts`). */
export async function importSiteModule(relative) {
  if (!jiti) {
    const { createJiti } = await import('jiti');
    jiti = createJiti(import.meta.url, { alias: { '@/': `${root}/` } });
  }
  return jiti.import(path.join(root, relative));
}
