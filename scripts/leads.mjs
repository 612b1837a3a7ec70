#!/usr/bin/env node
// Operator command for the lead store: list and export subscribers, chats and enquiries, and show
// outbox entries not yet delivered to the upstream.
//
//   npm run leads -- list subscribers|chats|enquiries [--limit N]
//   npm run leads -- export subscribers|chats|enquiries [--out FILE.csv]
//   npm run leads -- outbox [--all]
//
// Reads the same variables as the site: DATABASE_URL (PostgreSQL) or else LEADS_DATA_DIR (the embedded
// PGlite store, default .data/leads relative to the current directory). Plain JavaScript without a build:
// the site's own config and store modules (lib/config.ts, lib/contact/store.ts: the queries, the lock and the
// snapshot of a store the site holds open) are loaded with jiti, as next-sitemap.config.js does.
import fs from 'node:fs';
import path from 'node:path';
import { importSiteModule } from './lib/site-module.mjs';

const KINDS = ['subscribers', 'chats', 'enquiries'];

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

// ---------- leads (rows as lib/contact/store.ts lists them) ----------

function transcriptText(transcript) {
  return transcript.map((entry) => `${entry.type}: ${entry.message}`).join('\n');
}

const LISTS = {
  // Only confirmed addresses that have not unsubscribed are subscribers (double opt-in).
  subscribers: {
    list: (store, limit) => store.listSubscribers({ limit }),
    header: ['email', 'page', 'referrer', 'created_at'],
    row: (r) => [r.email, r.page, r.referrer, r.created_at],
  },
  chats: {
    list: (store, limit) => store.listChats({ limit }),
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
    list: (store, limit) => store.listEnquiries({ limit }),
    header: ['id', 'name', 'email', 'phone', 'service', 'message', 'page', 'referrer', 'created_at'],
    row: (r) => [r.id, r.name, r.email, r.phone, r.service, r.message, r.page, r.referrer, r.created_at],
  },
};

// 'failed' entries were parked after the relay's last retry: shown until an operator deals with them.
const UNDELIVERED = ['pending', 'rejected', 'failed'];
const OUTBOX_LIMIT = 10_000;
const OUTBOX_HEADER = ['id', 'kind', 'channel', 'subject', 'status', 'attempts', 'next_attempt_at', 'last_error', 'idempotency_key', 'created_at'];

// ---------- store access ----------

/** The site's store, through its own module; null when no store exists yet (none is created). */
async function openStore() {
  const { openLeadStoreToRead, storeOptionsFromConfig } = await importSiteModule('lib/contact/store.ts');
  const opened = await openLeadStoreToRead(storeOptionsFromConfig());
  if (opened?.snapshotOf !== null && opened?.snapshotOf !== undefined) {
    console.error(`Note: the site (process ${opened.snapshotOf}) has the ${opened.label} open; reading a snapshot taken just now.`);
  }
  return opened;
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

export async function main(argv) {
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

  const opened = await openStore();
  const store = opened?.store;
  try {
    if (command === 'outbox') {
      const rows = store ? await store.listOutbox({ status: flags.all ? undefined : UNDELIVERED, limit: OUTBOX_LIMIT }) : [];
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
    const leads = LISTS[kind];
    const rows = store ? (await leads.list(store, limit)).map(leads.row) : [];
    if (command === 'export') {
      const csv = toCsv(leads.header, rows);
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
      console.log(`No ${kind} stored yet${opened ? ` in the ${opened.label}` : ''}.`);
      return 0;
    }
    printTable(leads.header, rows);
    console.error(`${rows.length} ${kind}.`);
    return 0;
  } finally {
    await store?.close();
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
