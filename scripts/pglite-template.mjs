#!/usr/bin/env node
// After `next build` (scripts/postbuild.mjs): makes an empty PGlite
// database in the build folder. The embedded lead store copies it for a new store instead of running
// initdb on the server, whose memory peak is several times an open store's (lib/contact/pglite-process.ts
// names the folder; docs/operations.md, "Memory", has the figures).
//
//   node scripts/pglite-template.mjs     (SITE_DIST_DIR names the build folder, `.next` by default)
import fs from 'node:fs';
import path from 'node:path';
import { importSiteModule } from './lib/site-module.mjs';

const { storeTemplatePath } = await importSiteModule('lib/contact/pglite-process.ts');
const { PGlite } = await import('@electric-sql/pglite');

const target = storeTemplatePath();
// Made beside it, then renamed: a server starting meanwhile never copies half a database.
const partial = `${target}.${process.pid}.partial`;
fs.rmSync(partial, { recursive: true, force: true });
fs.mkdirSync(path.dirname(target), { recursive: true });
const db = await PGlite.create(partial);
await db.close();
fs.rmSync(target, { recursive: true, force: true });
fs.renameSync(partial, target);
console.log(`Empty lead database for new embedded stores: ${path.relative(process.cwd(), target)}`);
