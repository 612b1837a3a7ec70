import { processSlot } from '@/lib/process-slot';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Pool, PoolClient } from 'pg';
import { z } from 'zod';
import { getConfig } from '@/lib/config';
import { acquireDirLock, findLockOwner, LOCK_FILE_NAME } from './dir-lock';
import { openPgliteProcess, storeTemplatePath, type PgliteProcess } from './pglite-process';
import type { ChatMessage } from './schemas';

/**
 * The lead store: one interface and the same SQL on two engines.
 *
 * - PGlite (embedded PostgreSQL in WebAssembly) is the default, with its data in LEADS_DATA_DIR. It is
 *   single-process per data directory: the directory is locked (see dir-lock.ts), so run one server
 *   process per directory and use `npm run leads` (which reads a snapshot while the server runs).
 * - PostgreSQL through a `pg` pool when DATABASE_URL is set; any number of app instances may share it.
 *
 * Outbox policy: an outbox entry is written (in the lead's own transaction) only when an upstream host
 * is configured (`forward: true`). Leads taken while no upstream is configured stay local, so that
 * configuring an upstream later does not replay the site's whole history to it.
 */

export type StoreEngine = 'pglite' | 'postgres';
export type LeadKind = 'subscribers' | 'chats' | 'enquiries';
export const outboxKinds = ['subscribe', 'chat', 'enquiry'] as const;
export type OutboxKind = (typeof outboxKinds)[number];
// 'failed': parked after the relay's last retry, kept for an operator (never retried on its own).
export const outboxStatuses = ['pending', 'delivered', 'rejected', 'superseded', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];
// Where an entry goes: the agency backend, the mail server (notification or confirmation), the webhook.
export const outboxChannels = ['upstream', 'email', 'webhook'] as const;
export type OutboxChannel = (typeof outboxChannels)[number];
export type NotifyChannel = Exclude<OutboxChannel, 'upstream'>;

type Row = Record<string, unknown>;
type SqlRunner = {
  query(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
};
type SqlDriver = SqlRunner & {
  readonly engine: StoreEngine;
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded store, closed while idle: what it held when it closed (see `sleepingDriver`). */
  asleep?(): { failedOutbox: number } | null;
};

const MIGRATION_LOCK_KEY = 7_305_914_221;

const MIGRATIONS: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'lead tables and outbox',
    sql: `
      CREATE TABLE IF NOT EXISTS subscribers (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email text NOT NULL UNIQUE,
        page text,
        referrer text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE IF NOT EXISTS chats (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        conversation_id uuid NOT NULL UNIQUE,
        email text NOT NULL,
        transcript jsonb NOT NULL,
        message_count integer NOT NULL,
        page text,
        referrer text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE IF NOT EXISTS enquiries (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        phone text,
        service text NOT NULL,
        message text NOT NULL,
        page text,
        referrer text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE IF NOT EXISTS outbox (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('subscribe', 'chat', 'enquiry')),
        subject text NOT NULL,
        payload jsonb NOT NULL,
        idempotency_key text NOT NULL UNIQUE,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'delivered', 'rejected', 'superseded')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX IF NOT EXISTS outbox_due_idx ON outbox (next_attempt_at, id) WHERE status = 'pending';
      CREATE INDEX IF NOT EXISTS outbox_subject_idx ON outbox (kind, subject) WHERE status = 'pending';
      CREATE INDEX IF NOT EXISTS enquiries_created_idx ON enquiries (created_at);
    `,
  },
  {
    version: 2,
    name: 'ascii subscribe keys and parked (failed) outbox entries',
    // A key goes out as an HTTP header, which carries ASCII only: a subscriber's key names the hash of the
    // address, not the address.
    sql: `
      ALTER TABLE outbox DROP CONSTRAINT IF EXISTS outbox_status_check;
      ALTER TABLE outbox ADD CONSTRAINT outbox_status_check
        CHECK (status IN ('pending', 'delivered', 'rejected', 'superseded', 'failed'));
      UPDATE outbox SET idempotency_key = 'subscribe:' || encode(sha256(convert_to(subject, 'UTF8')), 'hex')
        WHERE kind = 'subscribe' AND idempotency_key = 'subscribe:' || subject;
    `,
  },
  {
    version: 3,
    name: 'notification channels and newsletter confirmation',
    // An outbox entry goes to the upstream, to the mail server or to the webhook; a subscriber counts once
    // confirmed (every row before this migration was taken without confirmation and stays as it was).
    sql: `
      ALTER TABLE outbox ADD COLUMN IF NOT EXISTS channel text NOT NULL DEFAULT 'upstream'
        CHECK (channel IN ('upstream', 'email', 'webhook'));
      DROP INDEX IF EXISTS outbox_subject_idx;
      CREATE INDEX IF NOT EXISTS outbox_subject_idx ON outbox (kind, channel, subject) WHERE status = 'pending';
      ALTER TABLE subscribers ADD COLUMN IF NOT EXISTS confirmed_at timestamptz;
      ALTER TABLE subscribers ADD COLUMN IF NOT EXISTS unsubscribed_at timestamptz;
      UPDATE subscribers SET confirmed_at = created_at WHERE confirmed_at IS NULL;
      ALTER TABLE chats ADD COLUMN IF NOT EXISTS bytes integer NOT NULL DEFAULT 0;
      UPDATE chats SET bytes = octet_length(transcript::text) WHERE bytes = 0;
    `,
  },
];

/** The outbox key of a subscriber: ASCII whatever the address, the same for the same address. */
export function subscribeKey(email: string): string {
  return `subscribe:${sha256(email)}`;
}

// ---------- rows (the database is a border too) ----------

// Coerced: rows from the PGlite process carry Dates made in another realm under Jest.
const date = z.coerce.date();
const nullableText = z.string().nullable();

const subscriberRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  page: nullableText,
  referrer: nullableText,
  created_at: date,
});
export type SubscriberRow = z.infer<typeof subscriberRowSchema>;

const storedMessageSchema = z.object({ id: z.string(), message: z.string(), type: z.enum(['bot', 'user', 'custom']) });
const chatRowSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  email: z.string(),
  transcript: z.array(storedMessageSchema),
  message_count: z.number().int(),
  page: nullableText,
  referrer: nullableText,
  created_at: date,
  updated_at: date,
});
export type ChatRow = z.infer<typeof chatRowSchema>;

const enquiryRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: nullableText,
  service: z.string(),
  message: z.string(),
  page: nullableText,
  referrer: nullableText,
  created_at: date,
});
export type EnquiryRow = z.infer<typeof enquiryRowSchema>;

const outboxRowSchema = z.object({
  id: z.string(),
  kind: z.enum(outboxKinds),
  channel: z.enum(outboxChannels),
  subject: z.string(),
  payload: z.unknown(),
  idempotency_key: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  next_attempt_at: date,
  delivered_at: date.nullable(),
  last_error: nullableText,
  created_at: date,
});
export type OutboxEntry = z.infer<typeof outboxRowSchema>;

const OUTBOX_COLUMNS = `id::text AS id, kind, channel, subject, payload, idempotency_key, status, attempts,
  next_attempt_at, delivered_at, last_error, created_at`;

function parseRows<T>(schema: z.ZodType<T>, rows: Row[]): T[] {
  return rows.map((row) => schema.parse(row));
}

// ---------- inputs ----------

export type LeadSource = { page: string | null; referrer: string | null };
export type SubscriberLead = LeadSource & { email: string };
export type ChatLead = LeadSource & { conversationId: string; email: string; transcript: ChatMessage[] };
export type EnquiryLead = LeadSource & {
  name: string;
  email: string;
  phone: string | undefined;
  service: string;
  message: string;
};

export type SaveOptions = {
  /** Write an outbox entry for the upstream (true when an upstream host is configured). */
  forward: boolean;
  /**
   * Hand the entry to the caller with a lease of this many ms instead of leaving it to the relay,
   * so the caller can deliver it at once (subscribe relays the upstream's answer to the visitor).
   */
  claimForMs?: number;
  /** Double opt-in: the subscriber starts unconfirmed and is sent a confirmation email (subscribe only). */
  confirm?: boolean;
  /** Tell the agency of a new lead through these channels (an outbox entry each, in the same transaction). */
  notify?: readonly NotifyChannel[];
};

export type SaveOutcome = {
  /** False for a repeat (same subscriber, or a chat transcript that was not newer). */
  created: boolean;
  /** The outbox entry leased to the caller, when `claimForMs` was given and one is due. */
  claimed: OutboxEntry | null;
};

export type ListOptions = { limit?: number; offset?: number };

/** What a notification entry carries: the lead as it was taken, where from and when. */
export type NotificationPayload =
  | ({ lead: 'enquiry'; name: string; email: string; phone: string | null; service: string; message: string } & NotificationSource)
  | ({ lead: 'chat'; email: string; transcript: ChatMessage[] } & NotificationSource);
/** An email to a subscriber asking them to confirm the address. */
export type ConfirmationPayload = { mail: 'confirm'; subscriberId: string; email: string };
type NotificationSource = { page: string | null; referrer: string | null; at: string };

export type LeadStore = {
  readonly engine: StoreEngine;
  saveSubscriber(lead: SubscriberLead, options: SaveOptions): Promise<SaveOutcome>;
  saveChat(lead: ChatLead, options: SaveOptions): Promise<SaveOutcome>;
  saveEnquiry(lead: EnquiryLead, options: SaveOptions): Promise<SaveOutcome & { id: string }>;
  listSubscribers(options?: ListOptions): Promise<SubscriberRow[]>;
  listChats(options?: ListOptions): Promise<ChatRow[]>;
  listEnquiries(options?: ListOptions): Promise<EnquiryRow[]>;
  countLeads(kind: LeadKind): Promise<number>;
  /**
   * Double opt-in: marks the subscriber confirmed (and queues it for the upstream when `forward`); 'unknown'
   * for no such row or one that has unsubscribed since.
   */
  confirmSubscriber(id: string, options: { forward: boolean }): Promise<'confirmed' | 'already' | 'unknown'>;
  /** One-click unsubscribe: the row stays, no longer counted as a subscriber. */
  unsubscribe(id: string): Promise<'unsubscribed' | 'unknown'>;
  /** Bytes of every stored chat transcript (the store's size limit counts these). */
  storedChatBytes(): Promise<number>;
  /** Leases up to `limit` due entries; `SKIP LOCKED` keeps two relays on one database apart. */
  claimDueOutbox(limit: number, leaseMs: number, channels?: readonly OutboxChannel[]): Promise<OutboxEntry[]>;
  claimOutboxEntry(id: string, leaseMs: number): Promise<OutboxEntry | null>;
  markDelivered(id: string): Promise<void>;
  markRetry(id: string, delayMs: number, error: string): Promise<void>;
  markRejected(id: string, error: string): Promise<void>;
  /** Parks an entry that used up its retries: status 'failed', left for an operator. */
  markFailed(id: string, error: string): Promise<void>;
  listOutbox(options?: { status?: OutboxStatus | readonly OutboxStatus[] } & ListOptions): Promise<OutboxEntry[]>;
  countPendingOutbox(): Promise<number>;
  countFailedOutbox(): Promise<number>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type OpenStoreOptions =
  /**
   * `template`: the empty database a new store is copied from; by default the build's, null for none (initdb).
   * `idleCloseMs`: how long the store waits with nothing to do before its process ends (0: never).
   */
  | { engine: 'pglite'; dataDir: string; template?: string | null; idleCloseMs?: number }
  | { engine: 'postgres'; databaseUrl: string; schema?: string };

// ---------- drivers ----------

/**
 * How long an embedded store with nothing to do keeps its process: long enough that the messages of a chat,
 * or a burst of sign-ups, find it open. The first lead after it waits for one start of the process.
 */
export const STORE_IDLE_CLOSE_MS = 60_000;

/** The build's empty database (pglite-process.ts), when this build has one. */
function buildTemplate(): string | undefined {
  try {
    const dir = storeTemplatePath();
    return fs.existsSync(path.join(dir, 'PG_VERSION')) ? dir : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Makes a new database in `dir` by initdb, in a process that then ends, or as a copy of `template`: the
 * names copied are returned. Anything else in the folder is left as it is, as initdb leaves it. PG_VERSION,
 * which marks a database as made, is copied last, so a copy cut short is copied again at the next start
 * (over what it left).
 */
async function createPgliteDatabase(dir: string, template: string | undefined): Promise<string[]> {
  if (template) {
    const names = fs.readdirSync(template).sort((a, b) => Number(a === 'PG_VERSION') - Number(b === 'PG_VERSION'));
    for (const name of names) fs.cpSync(path.join(template, name), path.join(dir, name), { recursive: true });
    return names;
  }
  await (await openPgliteProcess(dir)).close();
  return [];
}

async function openPglite(
  dataDir: string,
  template: string | null | undefined,
  idleCloseMs: number,
  onCrash?: () => void,
): Promise<SqlDriver> {
  const dir = path.resolve(dataDir);
  // PGlite does not create missing parent folders.
  fs.mkdirSync(dir, { recursive: true });
  const release = acquireDirLock(dir);
  const open = () =>
    // In its own process: loaded into the web thread, PGlite slows every response (pglite-process.ts).
    openPgliteProcess(dir, (error) => {
      console.error('[leads] the embedded store stopped:', error.message);
      release();
      onCrash?.();
    });
  let db: PgliteProcess;
  try {
    // Creating a new database with initdb grows PGlite's WebAssembly memory beyond what an open store
    // needs, and WebAssembly memory never shrinks: the build makes one to copy (pglite-process.ts), and
    // without it a process of its own runs initdb and ends before the store opens in a new one.
    const source = template === null ? undefined : (template ?? buildTemplate());
    const copied = fs.existsSync(path.join(dir, 'PG_VERSION')) ? [] : await createPgliteDatabase(dir, source);
    try {
      db = await open();
    } catch (error) {
      // A copy that does not open holds nothing yet: reported, removed, and made again with initdb.
      if (copied.length === 0) throw error;
      console.error(`[leads] a new store copied from ${source} did not open (${error instanceof Error ? error.message : String(error)}); creating one with initdb instead.`);
      for (const name of copied) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
      await createPgliteDatabase(dir, undefined);
      db = await open();
    }
  } catch (error) {
    release();
    throw error;
  }
  return sleepingDriver(db, open, idleCloseMs, release);
}

/** Outbox entries in one status: what the relay has left to send ('pending'), or what it gave up ('failed'). */
async function countOutbox(runner: SqlRunner, status: 'pending' | 'failed'): Promise<number> {
  const rows = await runner.query('SELECT count(*)::int AS count FROM outbox WHERE status = $1', [status]);
  return countSchema.parse(rows[0]).count;
}

/**
 * The embedded store's process, ended when the store has had nothing to do for `idleMs` and no outbox
 * entry waits, and started again by the next call. An idle site then holds none of PGlite's memory, most
 * of what it would hold otherwise; the data directory stays locked meanwhile. No entry waiting means the
 * relay has nothing to send until a new lead, which wakes the store: in this mode the server is the store's
 * one writer. Health checks are answered from what the store held when it closed (`asleep()`).
 */
function sleepingDriver(first: PgliteProcess, open: () => Promise<PgliteProcess>, idleMs: number, release: () => void): SqlDriver {
  let current: Promise<PgliteProcess> | null = Promise.resolve(first);
  // A close in progress, which a call arriving meanwhile waits for before it starts a new process.
  let ending: Promise<void> | null = null;
  let asleep: { failedOutbox: number } | null = null;
  let calls = 0;
  let timer: NodeJS.Timeout | undefined;
  let closing: Promise<void> | undefined;

  const schedule = () => {
    clearTimeout(timer);
    if (idleMs <= 0 || closing || !current) return;
    timer = setTimeout(() => void sleep(), idleMs);
    timer.unref();
  };
  const sleep = async () => {
    const running = current;
    if (calls > 0 || !running || closing) return;
    try {
      const db = await running;
      const pending = await countOutbox(db, 'pending');
      const failed = pending > 0 ? 0 : await countOutbox(db, 'failed');
      // A call that came in meanwhile schedules the next attempt when it ends.
      if (calls > 0 || current !== running || closing) return;
      if (pending > 0) return schedule();
      asleep = { failedOutbox: failed };
      current = null;
      ending = db.close().finally(() => {
        ending = null;
      });
    } catch (error) {
      // A shutdown that closed the process meanwhile is no failure.
      if (!closing) console.error('[leads] the idle embedded store could not be closed:', error instanceof Error ? error.message : error);
    }
  };
  const withProcess = async <T>(fn: (db: PgliteProcess) => Promise<T>): Promise<T> => {
    if (closing) throw new Error('The lead store is closed.');
    calls += 1;
    clearTimeout(timer);
    try {
      if (!current) {
        asleep = null;
        const waking: Promise<PgliteProcess> = (async () => {
          await ending;
          return open();
        })();
        current = waking;
        // A start that fails is tried again by the next call.
        waking.catch(() => {
          if (current === waking) current = null;
        });
      }
      return await fn(await current);
    } finally {
      calls -= 1;
      if (calls === 0) schedule();
    }
  };

  return {
    engine: 'pglite',
    query: (sql, params) => withProcess((db) => db.query(sql, params)),
    exec: (sql) => withProcess((db) => db.exec(sql)),
    transaction: (fn) => withProcess((db) => db.transaction(fn)),
    asleep: () => asleep,
    close: () => {
      closing ??= (async () => {
        clearTimeout(timer);
        try {
          await ending;
          const running = current;
          current = null;
          await (await running?.catch(() => null))?.close();
        } finally {
          release();
        }
      })();
      return closing;
    },
  };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function openPostgres(databaseUrl: string, schema: string | undefined): Promise<SqlDriver> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name "${schema}".`);
  const { default: pg } = await import('pg');
  const pool: Pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client's error (database restart) must not crash the server; the pool replaces it.
  pool.on('error', (error) => console.error('[leads] PostgreSQL connection error:', error.message));
  const runner = (target: Pool | PoolClient): SqlRunner => ({
    query: async (sql, params) => (await target.query<Row>(sql, params)).rows,
    exec: async (sql) => {
      await target.query(sql);
    },
  });
  let closing: Promise<void> | undefined;
  try {
    if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return {
    engine: 'postgres',
    ...runner(pool),
    transaction: async (fn) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(runner(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => {
      closing ??= pool.end();
      return closing;
    },
  };
}

async function migrate(driver: SqlDriver): Promise<void> {
  await driver.transaction(async (tx) => {
    // Two app instances starting together on one PostgreSQL: one migrates, the other waits.
    await tx.query('SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock($1)) AS l', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => z.number().parse(row.version)));
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    }
  });
}

// ---------- the store ----------

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

const countSchema = z.object({ count: z.number().int() });
const createdSchema = z.object({ created: z.boolean() });

function pageOf(options: ListOptions | undefined): [number, number] {
  const limit = Math.min(Math.max(Math.trunc(options?.limit ?? 1000), 1), 100_000);
  const offset = Math.max(Math.trunc(options?.offset ?? 0), 0);
  return [limit, offset];
}

async function insertOutbox(
  tx: SqlRunner,
  entry: { kind: OutboxKind; channel?: OutboxChannel; subject: string; payload: unknown; key: string },
  claimForMs: number | undefined,
): Promise<OutboxEntry | null> {
  // A claimed entry starts leased to the caller, so the background relay leaves it alone.
  const claimed = claimForMs !== undefined;
  const rows = await tx.query(
    `INSERT INTO outbox (kind, channel, subject, payload, idempotency_key, attempts, next_attempt_at)
     VALUES ($1, $7, $2, $3::jsonb, $4, $5, now() + ($6::double precision * interval '1 millisecond'))
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING ${OUTBOX_COLUMNS}`,
    [
      entry.kind,
      entry.subject,
      JSON.stringify(entry.payload),
      entry.key,
      claimed ? 1 : 0,
      claimForMs ?? 0,
      entry.channel ?? 'upstream',
    ],
  );
  if (rows.length > 0) return claimed ? parseRows(outboxRowSchema, rows)[0] ?? null : null;
  // The same key is already queued: take it over if it is due.
  return claimed ? claimByKey(tx, entry.key, claimForMs) : null;
}

async function claimByKey(tx: SqlRunner, key: string, leaseMs: number): Promise<OutboxEntry | null> {
  const rows = await tx.query(
    `UPDATE outbox SET attempts = attempts + 1,
       next_attempt_at = now() + ($2::double precision * interval '1 millisecond')
     WHERE id = (SELECT id FROM outbox WHERE idempotency_key = $1 AND status = 'pending'
                 AND next_attempt_at <= now() FOR UPDATE SKIP LOCKED)
     RETURNING ${OUTBOX_COLUMNS}`,
    [key, leaseMs],
  );
  return parseRows(outboxRowSchema, rows)[0] ?? null;
}

type SubscriberJob = { lead: SubscriberLead; options: SaveOptions };
const emailRowSchema = z.object({ email: z.string(), id: z.string() });

const resubscribedRowSchema = z.object({ id: z.string(), email: z.string(), round: z.string() });

/**
 * Saves many subscribers in one transaction with one statement per table. Signups are the hot path
 * (a newsletter mailing can bring thousands a minute) and PGlite pays per statement and per commit.
 */
async function saveSubscriberBatch(tx: SqlRunner, jobs: SubscriberJob[]): Promise<SaveOutcome[]> {
  // A sign-up that must be confirmed (double opt-in) starts unconfirmed; it counts once its link is followed.
  const inserted = await tx.query(
    `INSERT INTO subscribers (email, page, referrer, confirmed_at)
     SELECT email, page, referrer, CASE WHEN pending THEN NULL ELSE now() END
     FROM unnest($1::text[], $2::text[], $3::text[], $4::boolean[]) AS t(email, page, referrer, pending)
     ON CONFLICT (email) DO NOTHING RETURNING email, id::text AS id`,
    [
      jobs.map((job) => job.lead.email),
      jobs.map((job) => job.lead.page),
      jobs.map((job) => job.lead.referrer),
      jobs.map((job) => job.options.confirm === true),
    ],
  );
  const fresh = new Map(parseRows(emailRowSchema, inserted).map((row) => [row.email, row.id]));
  // The same address twice in one batch: only its first request created the row.
  const ids = jobs.map((job) => {
    const id = fresh.get(job.lead.email);
    fresh.delete(job.lead.email);
    return id;
  });
  const created = ids.map((id) => id !== undefined);
  const confirmations = jobs.flatMap((job, index) => {
    const id = ids[index];
    return job.options.confirm && id !== undefined ? [{ id, email: job.lead.email, key: `email:confirm:${id}` }] : [];
  });
  // Someone who unsubscribed and signs up again starts over, unconfirmed, with a new confirmation email
  // (keyed by the unsubscribe it follows, so repeating this signup sends no second one).
  const again = jobs.filter((job, index) => job.options.confirm && ids[index] === undefined).map((job) => job.lead.email);
  if (again.length > 0) {
    const rows = await tx.query(
      `WITH old AS (SELECT id, unsubscribed_at FROM subscribers
                    WHERE email = ANY($1::text[]) AND unsubscribed_at IS NOT NULL FOR UPDATE)
       UPDATE subscribers s SET confirmed_at = NULL, unsubscribed_at = NULL FROM old WHERE s.id = old.id
       RETURNING s.id::text AS id, s.email, floor(extract(epoch FROM old.unsubscribed_at) * 1000)::text AS round`,
      [again],
    );
    for (const row of parseRows(resubscribedRowSchema, rows)) {
      confirmations.push({ id: row.id, email: row.email, key: `email:confirm:${row.id}:${row.round}` });
    }
  }
  for (const { id, email, key } of confirmations) {
    await insertOutbox(
      tx,
      {
        kind: 'subscribe',
        channel: 'email',
        subject: id,
        payload: { mail: 'confirm', subscriberId: id, email } satisfies ConfirmationPayload,
        key,
      },
      undefined,
    );
  }

  const claimed: (OutboxEntry | null)[] = jobs.map(() => null);
  const forwarded = jobs.flatMap((job, index) => (job.options.forward ? [{ job, index }] : []));
  if (forwarded.length > 0) {
    const key = (job: SubscriberJob) => subscribeKey(job.lead.email);
    const rows = await tx.query(
      `INSERT INTO outbox (kind, subject, payload, idempotency_key, attempts, next_attempt_at)
       SELECT 'subscribe', subject, payload::jsonb, key, attempts,
              now() + (lease * interval '1 millisecond')
       FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::double precision[])
         AS t(subject, payload, key, attempts, lease)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING ${OUTBOX_COLUMNS}`,
      [
        forwarded.map(({ job }) => job.lead.email),
        forwarded.map(({ job }) => JSON.stringify({ email: job.lead.email })),
        forwarded.map(({ job }) => key(job)),
        // A claimed entry starts leased to the caller, so the background relay leaves it alone.
        forwarded.map(({ job }) => (job.options.claimForMs === undefined ? 0 : 1)),
        forwarded.map(({ job }) => job.options.claimForMs ?? 0),
      ],
    );
    const byKey = new Map(parseRows(outboxRowSchema, rows).map((entry) => [entry.idempotency_key, entry]));
    for (const { job, index } of forwarded) {
      if (job.options.claimForMs === undefined) continue;
      const entry = byKey.get(key(job));
      if (entry) {
        byKey.delete(key(job));
        claimed[index] = entry;
      } else {
        // Already queued by an earlier signup: take it over if it is due.
        claimed[index] = await claimByKey(tx, key(job), job.options.claimForMs);
      }
    }
  }
  return jobs.map((_, index) => ({ created: created[index] ?? false, claimed: claimed[index] ?? null }));
}

/**
 * Group commit: requests that arrive while a write is in flight are written together by the next
 * one. No added delay when idle; under load one transaction carries many leads. A failed batch is
 * retried one request at a time, so one bad row cannot fail its neighbours.
 */
function createBatcher<J, R>(run: (jobs: J[]) => Promise<R[]>, maxBatch: number) {
  type Waiting = { job: J; resolve: (result: R) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let flushing = false;

  async function runOne(item: Waiting) {
    try {
      const [result] = await run([item.job]);
      if (result === undefined) throw new Error('The store returned no result.');
      item.resolve(result);
    } catch (error) {
      item.reject(error);
    }
  }

  async function flush() {
    flushing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      if (batch.length === 1) {
        await runOne(batch[0]!);
        continue;
      }
      try {
        const results = await run(batch.map((item) => item.job));
        batch.forEach((item, index) => item.resolve(results[index]!));
      } catch {
        for (const item of batch) await runOne(item);
      }
    }
    flushing = false;
  }

  return (job: J) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ job, resolve, reject });
      if (!flushing) void flush();
    });
}

/** Notification entries of a new lead, one per channel, each under a key of its own. */
async function insertNotifications(
  tx: SqlRunner,
  channels: readonly NotifyChannel[] | undefined,
  kind: OutboxKind,
  subject: string,
  payload: NotificationPayload,
): Promise<void> {
  for (const channel of channels ?? []) {
    await insertOutbox(tx, { kind, channel, subject, payload, key: `${channel}:${kind}:${subject}` }, undefined);
  }
}

const needsTransaction = (options: SaveOptions) =>
  options.forward || options.confirm === true || (options.notify?.length ?? 0) > 0;

/** Who counts as a subscriber: confirmed (or taken before confirmation existed), and not unsubscribed. */
const SUBSCRIBED = 'confirmed_at IS NOT NULL AND unsubscribed_at IS NULL';
const subscriberChangeSchema = z.object({ email: z.string(), changed: z.boolean() });

function createStore(driver: SqlDriver): LeadStore {
  /** A lead with an outbox entry is written in a transaction; a lead alone is one statement, atomic by itself. */
  const writeLead = <T>(forward: boolean, fn: (tx: SqlRunner) => Promise<T>): Promise<T> =>
    forward ? driver.transaction(fn) : fn(driver);

  // With PGlite on its own thread, BEGIN and COMMIT are two more round trips per batch, and a batch of
  // signups with nothing to forward is a single statement.
  const saveSubscriber = createBatcher<SubscriberJob, SaveOutcome>(
    (jobs) => writeLead(jobs.some((job) => needsTransaction(job.options)), (tx) => saveSubscriberBatch(tx, jobs)),
    200,
  );

  return {
    engine: driver.engine,

    saveSubscriber: (lead, options) => saveSubscriber({ lead, options }),

    saveChat: (lead, options) =>
      writeLead(needsTransaction(options), async (tx) => {
        const transcript = JSON.stringify(lead.transcript);
        // A transcript only grows: it is replaced only by one that starts with every message it holds, so
        // neither a late older save nor another client naming the same conversation can shorten or rewrite it.
        const rows = await tx.query(
          `INSERT INTO chats AS c (conversation_id, email, transcript, message_count, page, referrer, bytes)
           VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)
           ON CONFLICT (conversation_id) DO UPDATE SET
             transcript = EXCLUDED.transcript, message_count = EXCLUDED.message_count,
             bytes = EXCLUDED.bytes, updated_at = now(),
             page = COALESCE(c.page, EXCLUDED.page), referrer = COALESCE(c.referrer, EXCLUDED.referrer)
           WHERE EXCLUDED.message_count >= c.message_count AND EXCLUDED.email = c.email
             AND (SELECT COALESCE(jsonb_agg(m.item ORDER BY m.n), '[]'::jsonb)
                  FROM jsonb_array_elements(EXCLUDED.transcript) WITH ORDINALITY AS m(item, n)
                  WHERE m.n <= c.message_count) = c.transcript
           RETURNING (xmax::text = '0') AS created`,
          [lead.conversationId, lead.email, transcript, lead.transcript.length, lead.page, lead.referrer, Buffer.byteLength(transcript)],
        );
        const written = rows[0] ? createdSchema.parse(rows[0]) : null;
        if (!written) return { created: false, claimed: null };
        // Told once per conversation: the first save is the first time it holds an address.
        if (written.created) {
          await insertNotifications(tx, options.notify, 'chat', lead.conversationId, {
            lead: 'chat',
            email: lead.email,
            transcript: lead.transcript,
            page: lead.page,
            referrer: lead.referrer,
            at: new Date().toISOString(),
          });
        }
        if (!options.forward) return { created: written.created, claimed: null };
        const key = `chat:${lead.conversationId}:${sha256(`${lead.email}\n${transcript}`).slice(0, 32)}`;
        // Only the newest transcript of a conversation needs to reach the upstream.
        await tx.query(
          `UPDATE outbox SET status = 'superseded', last_error = 'superseded by a newer transcript'
           WHERE kind = 'chat' AND channel = 'upstream' AND subject = $1 AND status = 'pending'
             AND idempotency_key <> $2`,
          [lead.conversationId, key],
        );
        const claimed = await insertOutbox(
          tx,
          {
            kind: 'chat',
            subject: lead.conversationId,
            payload: { message: lead.transcript, userEmail: lead.email, conversationId: lead.conversationId },
            key,
          },
          options.claimForMs,
        );
        return { created: written.created, claimed };
      }),

    saveEnquiry: (lead, options) =>
      writeLead(needsTransaction(options), async (tx) => {
        const id = randomUUID();
        await tx.query(
          `INSERT INTO enquiries (id, name, email, phone, service, message, page, referrer)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [id, lead.name, lead.email, lead.phone ?? null, lead.service, lead.message, lead.page, lead.referrer],
        );
        const fields = {
          name: lead.name,
          email: lead.email,
          phone: lead.phone ?? null,
          service: lead.service,
          message: lead.message,
        };
        await insertNotifications(tx, options.notify, 'enquiry', id, {
          lead: 'enquiry',
          ...fields,
          page: lead.page,
          referrer: lead.referrer,
          at: new Date().toISOString(),
        });
        const claimed = options.forward
          ? await insertOutbox(tx, { kind: 'enquiry', subject: id, payload: fields, key: `enquiry:${id}` }, options.claimForMs)
          : null;
        return { id, created: true, claimed };
      }),

    confirmSubscriber: (id, options) =>
      driver.transaction(async (tx) => {
        const rows = await tx.query(
          // An unsubscribed address is not subscribed again by a confirmation link from before it left
          // (still unexpired): only signing up again, with its new confirmation, does that.
          `WITH target AS (SELECT id, email, confirmed_at FROM subscribers
                          WHERE id = $1::bigint AND unsubscribed_at IS NULL FOR UPDATE)
           UPDATE subscribers s SET confirmed_at = COALESCE(s.confirmed_at, now())
           FROM target WHERE s.id = target.id
           RETURNING s.email, (target.confirmed_at IS NULL) AS changed`,
          [id],
        );
        const row = rows[0] ? subscriberChangeSchema.parse(rows[0]) : null;
        if (!row) return 'unknown';
        // Relayed upstream only now that the address is confirmed.
        if (row.changed && options.forward) {
          await insertOutbox(
            tx,
            { kind: 'subscribe', subject: row.email, payload: { email: row.email }, key: subscribeKey(row.email) },
            undefined,
          );
        }
        return row.changed ? 'confirmed' : 'already';
      }),

    unsubscribe: async (id) => {
      const rows = await driver.query(
        `UPDATE subscribers SET unsubscribed_at = COALESCE(unsubscribed_at, now()) WHERE id = $1::bigint
         RETURNING email, true AS changed`,
        [id],
      );
      return rows.length > 0 ? 'unsubscribed' : 'unknown';
    },

    storedChatBytes: async () => {
      const rows = await driver.query(`SELECT COALESCE(sum(bytes), 0)::float8 AS bytes FROM chats`);
      return z.object({ bytes: z.number() }).parse(rows[0]).bytes;
    },

    listSubscribers: async (options) =>
      parseRows(
        subscriberRowSchema,
        await driver.query(
          `SELECT id::text AS id, email, page, referrer, created_at FROM subscribers
           WHERE ${SUBSCRIBED} ORDER BY created_at, id LIMIT $1 OFFSET $2`,
          pageOf(options),
        ),
      ),

    listChats: async (options) =>
      parseRows(
        chatRowSchema,
        await driver.query(
          `SELECT id::text AS id, conversation_id::text AS conversation_id, email, transcript, message_count,
             page, referrer, created_at, updated_at
           FROM chats ORDER BY created_at, id LIMIT $1 OFFSET $2`,
          pageOf(options),
        ),
      ),

    listEnquiries: async (options) =>
      parseRows(
        enquiryRowSchema,
        await driver.query(
          `SELECT id::text AS id, name, email, phone, service, message, page, referrer, created_at
           FROM enquiries ORDER BY created_at, id LIMIT $1 OFFSET $2`,
          pageOf(options),
        ),
      ),

    countLeads: async (kind) => {
      const from = { subscribers: `subscribers WHERE ${SUBSCRIBED}`, chats: 'chats', enquiries: 'enquiries' }[kind];
      const rows = await driver.query(`SELECT count(*)::int AS count FROM ${from}`);
      return countSchema.parse(rows[0]).count;
    },

    claimDueOutbox: async (limit, leaseMs, channels = outboxChannels) =>
      parseRows(
        outboxRowSchema,
        await driver.query(
          `UPDATE outbox SET attempts = attempts + 1,
             next_attempt_at = now() + ($2::double precision * interval '1 millisecond')
           WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= now()
                          AND channel = ANY($3::text[])
                        ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
           RETURNING ${OUTBOX_COLUMNS}`,
          [limit, leaseMs, [...channels]],
        ),
      ).sort((a, b) => Number(a.id) - Number(b.id)),

    claimOutboxEntry: async (id, leaseMs) =>
      parseRows(
        outboxRowSchema,
        await driver.query(
          `UPDATE outbox SET attempts = attempts + 1,
             next_attempt_at = now() + ($2::double precision * interval '1 millisecond')
           WHERE id = (SELECT id FROM outbox WHERE id = $1::bigint AND status = 'pending'
                       AND next_attempt_at <= now() FOR UPDATE SKIP LOCKED)
           RETURNING ${OUTBOX_COLUMNS}`,
          [id, leaseMs],
        ),
      )[0] ?? null,

    markDelivered: async (id) => {
      // A superseded chat entry that still got through counts as delivered.
      await driver.query(
        `UPDATE outbox SET status = 'delivered', delivered_at = now(), last_error = NULL
         WHERE id = $1::bigint AND status IN ('pending', 'superseded')`,
        [id],
      );
    },

    markRetry: async (id, delayMs, error) => {
      await driver.query(
        `UPDATE outbox SET next_attempt_at = now() + ($2::double precision * interval '1 millisecond'),
           last_error = $3
         WHERE id = $1::bigint AND status = 'pending'`,
        [id, delayMs, error.slice(0, 1000)],
      );
    },

    markRejected: async (id, error) => {
      await driver.query(
        `UPDATE outbox SET status = 'rejected', last_error = $2 WHERE id = $1::bigint AND status = 'pending'`,
        [id, error.slice(0, 1000)],
      );
    },

    markFailed: async (id, error) => {
      await driver.query(
        `UPDATE outbox SET status = 'failed', last_error = $2 WHERE id = $1::bigint AND status = 'pending'`,
        [id, error.slice(0, 1000)],
      );
    },

    listOutbox: async (options) => {
      const [limit, offset] = pageOf(options);
      const statuses = options?.status === undefined ? [] : [options.status].flat();
      const rows = statuses.length
        ? await driver.query(
            `SELECT ${OUTBOX_COLUMNS} FROM outbox WHERE status IN (${statuses.map((_, i) => `$${i + 3}`).join(', ')})
             ORDER BY id LIMIT $1 OFFSET $2`,
            [limit, offset, ...statuses],
          )
        : await driver.query(`SELECT ${OUTBOX_COLUMNS} FROM outbox ORDER BY id LIMIT $1 OFFSET $2`, [
            limit,
            offset,
          ]);
      return parseRows(outboxRowSchema, rows);
    },

    // A sleeping embedded store closed with no entry pending and is woken by any write.
    countPendingOutbox: async () => (driver.asleep?.() ? 0 : countOutbox(driver, 'pending')),

    countFailedOutbox: async () => driver.asleep?.()?.failedOutbox ?? countOutbox(driver, 'failed'),

    // A sleeping embedded store closed cleanly after its last query: health checks leave it asleep.
    ping: async () => {
      if (driver.asleep?.()) return;
      await driver.query('SELECT 1 AS ok');
    },

    close: () => driver.close(),
  };
}

/** Opens a store and brings its schema up to date (idempotent on every start). */
export async function openLeadStore(
  options: OpenStoreOptions,
  hooks: { onCrash?: () => void } = {},
): Promise<LeadStore> {
  const driver =
    options.engine === 'pglite'
      ? await openPglite(options.dataDir, options.template, options.idleCloseMs ?? STORE_IDLE_CLOSE_MS, hooks.onCrash)
      : await openPostgres(options.databaseUrl, options.schema);
  try {
    await migrate(driver);
  } catch (error) {
    await driver.close().catch(() => undefined);
    throw error;
  }
  return createStore(driver);
}

/** Copies a live PGlite directory like a base backup: control file first, WAL last. */
function snapshotPgliteDir(dir: string): string {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-leads-snapshot-'));
  const order = (name: string) => (name === 'global' ? 0 : name === 'pg_wal' ? 2 : 1);
  const entries = fs.readdirSync(dir).filter((name) => name !== LOCK_FILE_NAME);
  for (const name of entries.sort((a, b) => order(a) - order(b))) {
    fs.cpSync(path.join(dir, name), path.join(target, name), { recursive: true });
  }
  return target;
}

export type StoreToRead = {
  store: LeadStore;
  /** Where the leads are, for the operator's messages. */
  label: string;
  /** The site process holding the embedded store open, whose snapshot is read instead. */
  snapshotOf: number | null;
};

/**
 * The store as the operator command (`npm run leads`) opens it: null when there is none yet, and none
 * is created. PGlite allows one process per directory, so an embedded store the running site holds is
 * read from a copy taken now (removed when the store is closed).
 */
export async function openLeadStoreToRead(options: OpenStoreOptions): Promise<StoreToRead | null> {
  if (options.engine === 'postgres') {
    const where = new URL(options.databaseUrl);
    return { store: await openLeadStore(options), label: `PostgreSQL ${where.hostname}${where.pathname}`, snapshotOf: null };
  }
  const dir = path.resolve(options.dataDir);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) return null;
  const label = `embedded store ${dir}`;
  const owner = findLockOwner(dir);
  if (owner === null) return { store: await openLeadStore(options), label, snapshotOf: null };
  const copy = snapshotPgliteDir(dir);
  const remove = () => fs.rmSync(copy, { recursive: true, force: true });
  try {
    const store = await openLeadStore({ engine: 'pglite', dataDir: copy });
    return { store: { ...store, close: () => store.close().finally(remove) }, label, snapshotOf: owner };
  } catch (error) {
    remove();
    throw error;
  }
}

/** PostgreSQL when DATABASE_URL is set, the embedded store otherwise. */
export function storeOptionsFromConfig(): OpenStoreOptions {
  const config = getConfig();
  return config.databaseUrl
    ? { engine: 'postgres', databaseUrl: config.databaseUrl }
    : { engine: 'pglite', dataDir: config.leadsDataDir };
}

// One store per server process, shared across route modules and hot reloads.
const storeSlot = processSlot<Promise<LeadStore>>('leadStore');

/** The process's store, opened on first use; a failed open is retried by the next caller. */
export function getLeadStore(): Promise<LeadStore> {
  const current = storeSlot.get();
  if (current) return current;
  // A crashed embedded store is opened again by the next caller.
  const forget = () => {
    if (storeSlot.get() === opening) storeSlot.set(undefined);
  };
  const opening: Promise<LeadStore> = openLeadStore(storeOptionsFromConfig(), { onCrash: forget });
  storeSlot.set(opening);
  opening.catch(forget);
  return opening;
}

/** Closes the process's store (tests, graceful shutdown). */
export async function closeLeadStore(): Promise<void> {
  const current = storeSlot.get();
  storeSlot.set(undefined);
  if (!current) return;
  const store = await current.catch(() => null);
  await store?.close();
}
