#!/usr/bin/env node
// Operator command for the lead store: list and export subscribers, chats and enquiries, and show
// outbox entries not yet delivered to the upstream.
//
//   npm run leads -- list subscribers|chats|enquiries [--limit N]
//   npm run leads -- export subscribers|chats|enquiries [--out FILE.csv]
//   npm run leads -- outbox [--all]
//
// Reads the same variables as the site: DATABASE_URL (PostgreSQL) or else LEADS_DATA_DIR (the embedded
// PGlite store, default .data/leads relative to the current directory). Plain JavaScript so it runs
// on Node 20 without a build; the table layout is the one lib/contact/store.ts migrates.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const KINDS = ['subscribers', 'chats', 'enquiries'];
const LOCK_FILE_NAME = '.lumina-store.lock'; // lib/contact/dir-lock.ts
const LOCK_STALE_AFTER_MS = 60_000;

const USAGE = `Usage:
  npm run leads -- list <subscribers|chats|enquiries> [--limit N]
  npm run leads -- export <subscribers|chats|enquiries> [--out FILE.csv]
  npm run leads -- outbox [--all]

Store: PostgreSQL when DATABASE_URL is set, otherwise the embedded store in LEADS_DATA_DIR
(default .data/leads).`;

class UsageError extends Error {}

// ---------- arguments ----------

function parseArgs(argv) {
  const positional = [];
  const flags = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') flags.help = true;
    else if (arg === '--all') flags.all = true;
    else if (arg === '--out' || arg === '--limit') {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value.`);
      flags[arg.slice(2)] = value;
      i += 1;
    } else if (arg.startsWith('--out=') || arg.startsWith('--limit=')) {
      const [name, ...rest] = arg.slice(2).split('=');
      flags[name] = rest.join('=');
    } else if (arg.startsWith('-')) throw new UsageError(`Unknown option ${arg}.`);
    else positional.push(arg);
  }
  return { positional, flags };
}

// ---------- CSV ----------

// Control, zero-width and bidi characters: printed raw they would move the cursor, hide text or reorder a
// line on the operator's terminal. Line breaks and tabs of multi-line cells are kept where a format has them.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const INVISIBLE_BUT_LINES = /(?![\t\n\r])[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** Shows each control or invisible character as a visible `\u{...}` escape. */
export function escapeInvisible(text, keepLines = false) {
  return text.replace(keepLines ? INVISIBLE_BUT_LINES : INVISIBLE, (char) => `\\u{${char.codePointAt(0).toString(16).toUpperCase()}}`);
}

/** One CSV cell: formula-looking text is neutralised, then RFC 4180 quoting. */
export function csvCell(value) {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  text = escapeInvisible(text, true);
  // A spreadsheet would run =, +, -, @ (and tab/CR-led) cells as formulas (CSV injection).
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header, rows) {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

// ---------- queries (columns as in lib/contact/store.ts) ----------

function transcriptText(transcript) {
  if (!Array.isArray(transcript)) return '';
  return transcript
    .map((entry) => (entry && typeof entry === 'object' ? `${entry.type ?? '?'}: ${entry.message ?? ''}` : ''))
    .join('\n');
}

const QUERIES = {
  subscribers: {
    // Only confirmed addresses that have not unsubscribed are subscribers (double opt-in, schema 3).
    sql: `SELECT email, page, referrer, created_at FROM subscribers
          WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL ORDER BY created_at, id LIMIT $1`,
    legacySql: 'SELECT email, page, referrer, created_at FROM subscribers ORDER BY created_at, id LIMIT $1',
    header: ['email', 'page', 'referrer', 'created_at'],
    row: (r) => [r.email, r.page, r.referrer, r.created_at],
  },
  chats: {
    sql: `SELECT conversation_id::text AS conversation_id, email, message_count, transcript, page, referrer,
            created_at, updated_at FROM chats ORDER BY created_at, id LIMIT $1`,
    header: ['conversation_id', 'email', 'message_count', 'transcript', 'page', 'referrer', 'created_at', 'updated_at'],
    row: (r) => [
      r.conversation_id,
      r.email,
      r.message_count,
      transcriptText(r.transcript),
      r.page,
      r.referrer,
      r.created_at,
      r.updated_at,
    ],
  },
  enquiries: {
    sql: `SELECT id::text AS id, name, email, phone, service, message, page, referrer, created_at
          FROM enquiries ORDER BY created_at, id LIMIT $1`,
    header: ['id', 'name', 'email', 'phone', 'service', 'message', 'page', 'referrer', 'created_at'],
    row: (r) => [r.id, r.name, r.email, r.phone, r.service, r.message, r.page, r.referrer, r.created_at],
  },
};

// 'failed' entries were parked after the relay's last retry: shown until an operator deals with them.
const OUTBOX_SQL = (channel) => `SELECT id::text AS id, kind, ${channel ? 'channel' : "'upstream' AS channel"}, subject, status, attempts, next_attempt_at, last_error, idempotency_key, created_at
  FROM outbox WHERE ($1::boolean OR status IN ('pending', 'rejected', 'failed')) ORDER BY id LIMIT 10000`;
const OUTBOX_HEADER = ['id', 'kind', 'channel', 'subject', 'status', 'attempts', 'next_attempt_at', 'last_error', 'idempotency_key', 'created_at'];

// ---------- store access ----------

function lockOwner(dir) {
  const lockPath = path.join(dir, LOCK_FILE_NAME);
  try {
    const { pid, host } = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
    if (Date.now() - fs.statSync(lockPath).mtimeMs > LOCK_STALE_AFTER_MS) return null;
    if (host !== os.hostname() || typeof pid !== 'number') return null;
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return error && error.code === 'EPERM' ? -1 : null;
  }
}

/** Copies a live PGlite directory like a base backup: control file first, WAL last. */
function snapshot(dir) {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-leads-snapshot-'));
  const entries = fs.readdirSync(dir).filter((name) => name !== LOCK_FILE_NAME);
  const order = (name) => (name === 'global' ? 0 : name === 'pg_wal' ? 2 : 1);
  for (const name of entries.sort((a, b) => order(a) - order(b))) {
    fs.cpSync(path.join(dir, name), path.join(target, name), { recursive: true });
  }
  return target;
}

async function openPglite(dataDir) {
  const dir = path.resolve(dataDir);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) return null;
  let workDir = dir;
  let cleanup = () => {};
  const owner = lockOwner(dir);
  if (owner !== null) {
    // PGlite allows one process per directory: read a copy while the site keeps running.
    workDir = snapshot(dir);
    cleanup = () => fs.rmSync(workDir, { recursive: true, force: true });
    console.error(`Note: the site (process ${owner}) has ${dir} open; reading a snapshot taken just now.`);
  } else {
    const lockPath = path.join(dir, LOCK_FILE_NAME);
    fs.writeFileSync(lockPath, JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() }));
    cleanup = () => fs.rmSync(lockPath, { force: true });
  }
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(workDir);
    return {
      label: `embedded store ${dir}`,
      query: async (sql, params) => (await db.query(sql, params)).rows,
      close: async () => {
        await db.close();
        cleanup();
      },
    };
  } catch (error) {
    cleanup();
    throw error;
  }
}

async function openPostgres(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  const where = new URL(databaseUrl);
  return {
    label: `PostgreSQL ${where.hostname}${where.pathname}`,
    query: async (sql, params) => (await client.query(sql, params)).rows,
    close: () => client.end(),
  };
}

async function openStore(env) {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) return openPostgres(databaseUrl);
  return openPglite(env.LEADS_DATA_DIR?.trim() || '.data/leads');
}

async function hasTables(db) {
  const rows = await db.query("SELECT to_regclass('outbox') IS NOT NULL AS ready");
  return rows[0]?.ready === true;
}

/** The store's schema version: a store the site has not opened since an update lacks the newer columns. */
async function schemaVersion(db) {
  const rows = await db.query('SELECT max(version)::int AS version FROM schema_migrations');
  return Number(rows[0]?.version ?? 0);
}

// ---------- output ----------

function printTable(header, rows) {
  if (rows.length === 0) return;
  const cells = rows.map((row) =>
    row.map((value) => {
      const text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
      const flat = escapeInvisible(text.replace(/[\t\n\r ]+/g, ' '));
      return flat.length > 48 ? `${flat.slice(0, 47)}…` : flat;
    }),
  );
  const widths = header.map((name, i) => Math.max(name.length, ...cells.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd();
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of cells) console.log(line(row));
}

function parseLimit(value) {
  if (value === undefined) return 100_000;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit must be a positive whole number.');
  return limit;
}

// ---------- commands ----------

export async function main(argv, env = process.env) {
  const { positional, flags } = parseArgs(argv);
  const [command, kind] = positional;
  if (flags.help || !command) {
    console.log(USAGE);
    return 0;
  }
  if (!['list', 'export', 'outbox'].includes(command)) throw new UsageError(`Unknown command "${command}".`);
  if (command !== 'outbox' && !KINDS.includes(kind)) {
    throw new UsageError(`Say which leads: ${KINDS.join(', ')}.`);
  }
  const limit = parseLimit(flags.limit);

  const db = await openStore(env);
  const ready = db ? await hasTables(db) : false;
  const current = ready && (await schemaVersion(db)) >= 3;
  try {
    if (command === 'outbox') {
      const rows = ready ? await db.query(OUTBOX_SQL(current), [Boolean(flags.all)]) : [];
      if (rows.length === 0) {
        console.log(flags.all ? 'The outbox is empty.' : 'Every outbox entry has been delivered.');
        return 0;
      }
      printTable(OUTBOX_HEADER, rows.map((r) => OUTBOX_HEADER.map((column) => r[column])));
      console.error(`${rows.length} ${flags.all ? '' : 'undelivered '}outbox entr${rows.length === 1 ? 'y' : 'ies'}.`);
      const parked = rows.filter((r) => r.status === 'failed').length;
      if (parked > 0) console.error(`${parked} parked as failed after their last retry: the relay no longer tries them.`);
      return 0;
    }
    const query = QUERIES[kind];
    const sql = !current && query.legacySql ? query.legacySql : query.sql;
    const rows = ready ? (await db.query(sql, [limit])).map(query.row) : [];
    if (command === 'export') {
      const csv = toCsv(query.header, rows);
      if (flags.out) {
        // The byte-order mark makes spreadsheet programs read the file as UTF-8.
        fs.writeFileSync(flags.out, `\uFEFF${csv}`);
        console.error(`Wrote ${rows.length} ${kind} to ${flags.out}.`);
      } else {
        process.stdout.write(csv);
      }
      return 0;
    }
    if (rows.length === 0) {
      console.log(`No ${kind} stored yet${db ? ` in the ${db.label}` : ''}.`);
      return 0;
    }
    printTable(query.header, rows);
    console.error(`${rows.length} ${kind}.`);
    return 0;
  } finally {
    await db?.close();
  }
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname;
if (invokedDirectly) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      if (error instanceof UsageError) {
        console.error(`${error.message}\n\n${USAGE}`);
        process.exitCode = 2;
      } else {
        console.error(`leads: ${error instanceof Error ? error.message : error}`);
        process.exitCode = 1;
      }
    },
  );
}
