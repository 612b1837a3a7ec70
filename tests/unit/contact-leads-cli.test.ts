/** @jest-environment node */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openLeadStore, type LeadStore, type OpenStoreOptions } from '@/lib/contact/store';

jest.setTimeout(180_000);

const root = path.resolve(__dirname, '../..');
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const source = { page: '/engage', referrer: 'https://www.example.org/' };

type Run = { code: number; stdout: string; stderr: string };

function leads(args: string[], env: Record<string, string>): Promise<Run> {
  const base: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: '' };
  delete base.DATABASE_URL;
  delete base.LEADS_DATA_DIR;
  return new Promise((resolve) => {
    const options = { cwd: root, env: { ...base, ...env }, timeout: 60_000, encoding: 'utf8' as const };
    execFile('node', ['scripts/leads.mjs', ...args], options, (error, stdout, stderr) => {
      const code = error && typeof error.code === 'number' ? error.code : error ? 1 : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** A small RFC 4180 reader, to check the export from the outside. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}

async function seed(store: LeadStore) {
  await store.saveSubscriber({ email: 'ada@example.com', ...source }, { forward: false });
  await store.saveSubscriber({ email: '=cmd|calc@example.com', page: null, referrer: null }, { forward: true });
  await store.saveEnquiry(
    {
      name: 'Lovelace, Ada',
      email: 'ada@example.com',
      phone: '+44 20 7946 0958',
      service: 'Web Development',
      message: '=HYPERLINK("http://evil.example","click")\nSecond "quoted" line',
      ...source,
    },
    { forward: false },
  );
  await store.saveChat(
    {
      conversationId: randomUUID(),
      email: 'ada@example.com',
      transcript: [
        { id: '1', message: 'Hi! How can I help you ?', type: 'bot' },
        { id: '2', message: 'Ada', type: 'user' },
      ],
      ...source,
    },
    { forward: false },
  );
}

type Target = { name: string; env: () => Record<string, string>; options: () => OpenStoreOptions; cleanup: () => Promise<void> };

function pgliteTarget(): Target {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-cli-')), 'leads');
  return {
    name: 'the embedded store',
    env: () => ({ LEADS_DATA_DIR: dir }),
    options: () => ({ engine: 'pglite', dataDir: dir }),
    cleanup: async () => fs.rmSync(path.dirname(dir), { recursive: true, force: true }),
  };
}

function postgresTarget(url: string): Target {
  const schema = `leads_cli_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return {
    name: 'PostgreSQL',
    env: () => ({ DATABASE_URL: withSchema.toString() }),
    options: () => ({ engine: 'postgres', databaseUrl: url, schema }),
    cleanup: async () => {
      const client = new Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

describe('npm run leads (usage)', () => {
  it.each([
    [['list'], /Say which leads: subscribers, chats, enquiries\./],
    [['list', 'customers'], /Say which leads/],
    [['delete', 'subscribers'], /Unknown command "delete"\./],
    [['export', 'subscribers', '--out'], /--out needs a value\./],
    [['list', 'subscribers', '--limit', '0'], /--limit must be a positive whole number\./],
    [['list', 'subscribers', '--verbose'], /Unknown option --verbose\./],
  ])('%j is refused with usage help', async (args, message) => {
    const run = await leads(args, { LEADS_DATA_DIR: path.join(os.tmpdir(), `lumina-none-${randomUUID()}`) });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toContain('Usage:');
  });

  it('prints help', async () => {
    const run = await leads(['--help'], {});
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('npm run leads -- export <subscribers|chats|enquiries> [--out FILE.csv]');
  });

  it('says there is nothing yet when no store exists', async () => {
    const env = { LEADS_DATA_DIR: path.join(os.tmpdir(), `lumina-none-${randomUUID()}`) };
    expect((await leads(['list', 'subscribers'], env)).stdout).toMatch(/No subscribers stored yet\./);
    expect((await leads(['export', 'enquiries'], env)).stdout).toBe(
      'id,name,email,phone,service,message,page,referrer,created_at\r\n',
    );
    expect((await leads(['outbox'], env)).stdout).toMatch(/Every outbox entry has been delivered\./);
    expect(fs.existsSync(env.LEADS_DATA_DIR)).toBe(false);
  });
});

const targets: Target[] = [pgliteTarget(), ...(postgresUrl ? [postgresTarget(postgresUrl)] : [])];

describe.each(targets)('npm run leads on $name', (target) => {
  let store: LeadStore | undefined;

  beforeAll(async () => {
    const flags = `${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`;
    if (!flags.includes('--experimental-vm-modules')) {
      throw new Error('PGlite needs NODE_OPTIONS=--experimental-vm-modules under Jest.');
    }
    store = await openLeadStore(target.options());
    await seed(store);
    // The command must work while the site keeps the store open (a snapshot for PGlite).
  });

  afterAll(async () => {
    await store?.close();
    await target.cleanup();
  });

  it('lists each kind of lead', async () => {
    const subscribers = await leads(['list', 'subscribers'], target.env());
    expect(subscribers.code).toBe(0);
    expect(subscribers.stdout).toMatch(/^email\s+page\s+referrer\s+created_at/);
    expect(subscribers.stdout).toContain('ada@example.com');
    expect(subscribers.stderr).toContain('2 subscribers.');
    if (target.name !== 'PostgreSQL') expect(subscribers.stderr).toMatch(/reading a snapshot/);

    const chats = await leads(['list', 'chats', '--limit', '5'], target.env());
    expect(chats.stdout).toContain('bot: Hi! How can I help you ? user: Ada');
    const enquiries = await leads(['list', 'enquiries'], target.env());
    expect(enquiries.stdout).toContain('Lovelace, Ada');
  });

  it('exports CSV that a spreadsheet cannot mistake for formulas', async () => {
    const out = path.join(os.tmpdir(), `lumina-export-${randomUUID()}.csv`);
    const run = await leads(['export', 'enquiries', '--out', out], target.env());
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`Wrote 1 enquiries to ${out}.`);
    const text = fs.readFileSync(out, 'utf8');
    fs.rmSync(out);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, row] = parseCsv(text.slice(1));
    expect(header).toEqual(['id', 'name', 'email', 'phone', 'service', 'message', 'page', 'referrer', 'created_at']);
    expect(row).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      'Lovelace, Ada',
      'ada@example.com',
      "'+44 20 7946 0958",
      'Web Development',
      `'=HYPERLINK("http://evil.example","click")\nSecond "quoted" line`,
      '/engage',
      'https://www.example.org/',
      expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    ]);

    const subscribers = await leads(['export', 'subscribers'], target.env());
    const rows = parseCsv(subscribers.stdout);
    expect(rows.map((entry) => entry[0])).toEqual(['email', 'ada@example.com', "'=cmd|calc@example.com"]);
  });

  it('shows the outbox entries not yet delivered', async () => {
    const run = await leads(['outbox'], target.env());
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/subscribe\s+upstream\s+=cmd\|calc@example\.com\s+pending\s+0/);
    expect(run.stdout).toMatch(/subscribe:[0-9a-f]{37}…/);
    expect(run.stderr).toContain('1 undelivered outbox entry.');
  });

  it('keeps showing an entry parked as failed after its last retry', async () => {
    const [entry] = await store!.listOutbox({ status: 'pending' });
    await store!.markFailed(entry!.id, 'HTTP 503 (gave up after 50 attempts)');
    const run = await leads(['outbox'], target.env());
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/subscribe\s+upstream\s+=cmd\|calc@example\.com\s+failed\s+0\s+.*HTTP 503 \(gave up after 50 attempts\)/);
    expect(run.stderr).toContain('1 parked as failed after their last retry: the relay no longer tries them.');
  });

  it('reads the store directly once the site has stopped', async () => {
    await store?.close();
    store = undefined;
    const run = await leads(['list', 'subscribers'], target.env());
    expect(run.code).toBe(0);
    expect(run.stderr).not.toMatch(/snapshot/);
    expect(run.stderr).toContain('2 subscribers.');
    store = await openLeadStore(target.options());
  });
});
