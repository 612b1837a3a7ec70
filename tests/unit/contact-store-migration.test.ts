/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { openLeadStore, subscribeKey } from '@/lib/contact/store';

// Migration 2 on a store written before it: subscribe keys named the address (not a valid header value
// outside Latin-1), and outbox entries could not be parked as 'failed'.
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const describeWithPostgres = postgresUrl ? describe : describe.skip;

describeWithPostgres('outbox migration 2 on PostgreSQL', () => {
  const schema = `leads_mig_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const options = { engine: 'postgres' as const, databaseUrl: postgresUrl!, schema };
  let client: Client;

  beforeAll(async () => {
    client = new Client({ connectionString: postgresUrl });
    await client.connect();
  });

  afterAll(async () => {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it('rewrites an address key to its hash and allows parking an entry', async () => {
    const email = `иван-${randomUUID().slice(0, 8)}@пример.рф`;
    let store = await openLeadStore(options);
    await store.saveSubscriber({ email, page: null, referrer: null }, { forward: true });
    await store.close();

    // Back to the state before migration 2.
    await client.query(`SET search_path = ${schema}`);
    await client.query(`UPDATE outbox SET idempotency_key = 'subscribe:' || subject WHERE kind = 'subscribe'`);
    await client.query('ALTER TABLE outbox DROP CONSTRAINT outbox_status_check');
    await client.query(`ALTER TABLE outbox ADD CONSTRAINT outbox_status_check CHECK (status IN ('pending', 'delivered', 'rejected', 'superseded'))`);
    await client.query('DELETE FROM schema_migrations WHERE version = 2');

    store = await openLeadStore(options);
    try {
      const [entry] = await store.listOutbox({ status: 'pending' });
      expect(entry).toMatchObject({ subject: email, idempotency_key: subscribeKey(email) });
      await store.markFailed(entry!.id, 'HTTP 500 (gave up after 50 attempts)');
      expect(await store.countFailedOutbox()).toBe(1);
      expect(await store.countPendingOutbox()).toBe(0);
    } finally {
      await store.close();
    }
  });
});
