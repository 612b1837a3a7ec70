#!/usr/bin/env node
// After `next build` (the postbuild step, and scripts/start.mjs when it builds): writes an empty PGlite
// database as a tarball into the build folder. The embedded lead store unpacks a new database from it
// instead of running initdb on the server, whose memory peak is several times an open store's
// (lib/contact/pglite-thread.ts names the file; docs/operations.md, "Memory", has the figures).
//
//   node scripts/pglite-template.mjs     (SITE_DIST_DIR names the build folder, `.next` by default)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { createJiti } = await import('jiti');
const jiti = createJiti(import.meta.url, { alias: { '@/': `${root}/` } });
const { storeTemplatePath } = await jiti.import('../lib/contact/pglite-thread.ts');
const { PGlite } = await import('@electric-sql/pglite');

const file = storeTemplatePath();
fs.mkdirSync(path.dirname(file), { recursive: true });
const db = await PGlite.create('memory://');
const tarball = await db.dumpDataDir('gzip');
await db.close();
// Written whole, then renamed: a server starting meanwhile never unpacks half a file.
const partial = `${file}.${process.pid}.partial`;
fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
fs.renameSync(partial, file);
console.log(`Empty lead database for new embedded stores: ${path.relative(process.cwd(), file)}`);
