/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleHealth, handleSubscribe, type LeadDeps } from '@/lib/contact/handlers';
import { leadJsonResponse } from '@/lib/contact/http';
import { drainLeadRequests, resetLeadTraffic, trackLeadRequest } from '@/lib/contact/lifecycle';
import { createLeadRateLimiter } from '@/lib/contact/rate-limit';
import { OutboxRelay } from '@/lib/contact/relay';
import type { LeadStore, OutboxEntry } from '@/lib/contact/store';
import { shutDown } from '@/lib/shutdown';

const RESTARTING = 'The site is restarting and could not save your details. Please try again in a moment.';

afterEach(() => resetLeadTraffic());

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const refused = () => new Response('refused', { status: 503 });

describe('lead requests during shutdown', () => {
  it('waits for the requests in flight, then refuses new ones', async () => {
    const gate = deferred();
    const inFlight = trackLeadRequest(async () => {
      await gate.promise;
      return new Response('saved', { status: 200 });
    }, refused);

    let drained = false;
    const draining = drainLeadRequests(5_000).then((left) => {
      drained = true;
      return left;
    });
    // Refused from now on, while the first one is still being written.
    expect((await trackLeadRequest(async () => new Response('saved'), refused)).status).toBe(503);
    await new Promise((resolve) => setImmediate(resolve));
    expect(drained).toBe(false);

    gate.resolve();
    expect((await inFlight).status).toBe(200);
    expect(await draining).toBe(0);
  });

  it('gives up waiting after the time-out and reports what is left', async () => {
    const gate = deferred();
    const inFlight = trackLeadRequest(async () => {
      await gate.promise;
      return new Response('saved');
    }, refused);
    expect(await drainLeadRequests(50)).toBe(1);
    gate.resolve();
    await inFlight;
  });

  it('answers a signup 503 without touching the store once the store is closing', async () => {
    await drainLeadRequests(0);
    const getStore = jest.fn(() => Promise.reject(new Error('closed')));
    const deps: LeadDeps = { getStore, getRelay: () => null, getRateLimiter: () => createLeadRateLimiter() };
    const request = new Request('http://localhost/api/contact/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'late@example.com' }),
    });
    const response = leadJsonResponse(await handleSubscribe(request, deps));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ error: RESTARTING });
    expect(getStore).not.toHaveBeenCalled();
  });

  it('reports "stopping" on /api/health so a load balancer stops sending traffic', async () => {
    await drainLeadRequests(0);
    const getStore = jest.fn(() => Promise.reject(new Error('closed')));
    const getRateLimiter = jest.fn(() => createLeadRateLimiter());
    const response = await handleHealth({ getStore, getRelay: () => null, getRateLimiter });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'stopping', store: { ok: false } });
    // Neither the store nor Redis is opened again by a health probe during shutdown.
    expect(getStore).not.toHaveBeenCalled();
    expect(getRateLimiter).not.toHaveBeenCalled();
  });
});

describe('graceful shutdown of the HTTP server', () => {
  it('finishes the request in flight, takes no new connection, then resolves 0', async () => {
    const gate = deferred();
    const started = deferred();
    const server = http.createServer((request, response) => {
      void trackLeadRequest(async () => {
        started.resolve();
        await gate.promise;
        return new Response('saved');
      }, refused).then(async (answer) => {
        response.writeHead(answer.status);
        response.end(await answer.text());
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/`;
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);

    try {
      const first = fetch(url, { method: 'POST' });
      await started.promise;
      let finished = false;
      const stopping = shutDown('SIGTERM', 5_000).then((code) => {
        finished = true;
        return code;
      });
      // The listening socket is closed at once: a new visitor cannot connect.
      await expect(fetch(url, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow();
      expect(finished).toBe(false);

      gate.resolve();
      const response = await first;
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('saved');
      expect(await stopping).toBe(0);
      expect(server.listening).toBe(false);
    } finally {
      log.mockRestore();
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('stopping the relay', () => {
  const entry = (id: number): OutboxEntry => ({
    id: String(id),
    kind: 'subscribe',
    channel: 'upstream',
    subject: `${id}@example.com`,
    payload: { email: `${id}@example.com` },
    idempotency_key: `subscribe:${id}@example.com`,
    status: 'pending',
    attempts: 1,
    next_attempt_at: new Date(),
    delivered_at: null,
    last_error: null,
    created_at: new Date(),
  });

  it('ends a pass after the batch in flight, which is recorded, and reports what the upstream did', async () => {
    let next = 0;
    const delivered: string[] = [];
    const fake = {
      claimDueOutbox: jest.fn(async (limit: number) => Array.from({ length: limit }, () => entry((next += 1)))),
      markDelivered: jest.fn(async (id: string) => {
        delivered.push(id);
      }),
      markRetry: jest.fn(async () => undefined),
      markRejected: jest.fn(async () => undefined),
    };
    const gate = deferred();
    const reached = deferred();
    const relay = new OutboxRelay(fake as unknown as LeadStore, {
      upstream: 'http://upstream.invalid',
      batchSize: 2,
      fetch: async () => {
        reached.resolve();
        await gate.promise;
        return new Response('{"message":"ok"}', { status: 200 });
      },
    });
    expect(relay.status).toEqual({ reachable: null, lastDeliveredAt: null, lastError: null });

    relay.start();
    await reached.promise;
    const stopped = relay.stop();
    gate.resolve();
    await stopped;
    expect(fake.claimDueOutbox).toHaveBeenCalledTimes(1);
    expect(delivered).toEqual(['1', '2']);
    expect(relay.status).toMatchObject({ reachable: true, lastError: null });
    expect(relay.status.lastDeliveredAt).toEqual(expect.any(String));
  });
});
