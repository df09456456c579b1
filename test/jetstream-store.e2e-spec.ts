import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { natsTestsEnabled, startNatsServer, until, type NatsNode } from '@tidemark/infra/testing';
import { startApp, type RunningApp } from './support/app';
import { call, type EventJson, type ReadAllResponse } from './support/http';
import { newOrder } from './support/shop';

jest.setTimeout(180_000);

/**
 * The built app on `EVENT_STORE_URL=nats://…` (state in a SQLite file): orders, projections,
 * the generic store API; a keyed command SIGKILLed mid-request runs once when retried; NATS
 * down answers 503 and /ready names it.
 */
if (natsTestsEnabled('the app on JetStream')) {
  describe('the app on NATS JetStream', () => {
    let nats: NatsNode & { close(): Promise<void> };
    let dir: string;
    let env: Record<string, string>;
    let app: RunningApp | undefined;

    beforeAll(async () => {
      nats = await startNatsServer();
      dir = mkdtempSync(join(tmpdir(), 'tidemark-js-e2e-'));
      env = {
        EVENT_STORE_URL: `${nats.url}?stream=E2E`,
        STATE_STORE_URL: `sqlite:${join(dir, 'state.db')}`,
        // A key left in flight by a crash is taken over at once.
        IDEMPOTENCY_LEASE_SECONDS: '1',
      };
      app = await startApp(env);
    });

    afterAll(async () => {
      await app?.stop('SIGTERM');
      await nats?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const url = () => (app as RunningApp).url;
    const keyed = () => ({ 'idempotency-key': randomUUID() });

    async function ordersOf(customerId: string): Promise<EventJson[]> {
      const page = await call<ReadAllResponse>(url(), 'GET', '/all?categories=order&limit=1000');
      return page.body.events.filter(
        (e) => e.type === 'OrderPlaced' && e.data.customerId === customerId,
      );
    }

    it('places and pays an order, projects it, runs the saga and serves the store API', async () => {
      const placed = await call<{ orderId: string }>(url(), 'POST', '/orders', newOrder(), keyed());
      expect(placed.status).toBe(201);
      await until(
        async () => (await call(url(), 'GET', `/orders/${placed.body.orderId}`)).status === 200,
        'the order projection to show the order',
      );
      // The saga grants loyalty points for a paid order.
      const paid = await call(
        url(),
        'POST',
        `/orders/${placed.body.orderId}/payments`,
        { amountCents: 1500, paymentReference: `pay-${randomUUID()}` },
        keyed(),
      );
      expect(paid.status).toBe(200);
      await until(async () => {
        const order = await call<{ customerId: string }>(
          url(),
          'GET',
          `/orders/${placed.body.orderId}`,
        );
        const loyalty = await call<{ points: number }>(
          url(),
          'GET',
          `/customers/${order.body.customerId}/loyalty`,
        );
        return loyalty.status === 200 && loyalty.body.points > 0;
      }, 'the saga to grant loyalty points');
      const appended = await call(url(), 'POST', '/streams/note.a-1/events', {
        expectedVersion: 'no_stream',
        events: [{ type: 'Noted', data: { n: 1 } }],
      });
      expect(appended.status).toBe(201);
      const read = await call<{ version: number }>(url(), 'GET', '/streams/note.a-1');
      expect(read.body.version).toBe(1);
      const stale = await call(url(), 'POST', '/streams/note.a-1/events', {
        expectedVersion: 0,
        events: [{ type: 'Noted', data: { n: 2 } }],
      });
      expect(stale.status).toBe(409);
    });

    it('runs a keyed command once when it is SIGKILLed mid-request and retried', async () => {
      for (const delayMs of [0, 5, 25, 100]) {
        const order = newOrder();
        const key = randomUUID();
        const headers = { 'content-type': 'application/json', 'idempotency-key': key };
        const body = JSON.stringify(order);
        const first = fetch(`${url()}/orders`, { method: 'POST', headers, body }).catch(
          () => undefined,
        );
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        await (app as RunningApp).stop('SIGKILL');
        await first;
        app = await startApp(env);
        const retried = await call<{ orderId: string }>(url(), 'POST', '/orders', order, {
          'idempotency-key': key,
        });
        expect([200, 201]).toContain(retried.status);
        const again = await call<{ orderId: string }>(url(), 'POST', '/orders', order, {
          'idempotency-key': key,
        });
        expect(again.body.orderId).toBe(retried.body.orderId);
        const placed = await ordersOf(order.customerId);
        expect(placed).toHaveLength(1);
        expect(placed[0].data.orderId).toBe(retried.body.orderId);
      }
    });

    it('DCB: a condition and a read by query answer 501 NotSupported; tags travel', async () => {
      const tag = `course:${randomUUID()}`;
      const query = { items: [{ tags: [tag] }] };
      const read = await call<{ error: string }>(url(), 'POST', '/dcb/read', { query });
      expect(read.status).toBe(501);
      expect(read.body.error).toBe('NotSupported');
      const event = { id: randomUUID(), type: 'CourseDefined', data: {}, tags: [tag] };
      const conditional = await call<{ error: string }>(url(), 'POST', '/dcb/events', {
        events: [event],
        condition: { failIfEventsMatch: query, after: '0' },
      });
      expect(conditional.status).toBe(501);
      expect(conditional.body.error).toBe('NotSupported');
      // Nothing was written; without a condition it is a plain append, tags and all.
      expect((await call(url(), 'GET', `/streams/dcb-${event.id}`)).status).toBe(404);
      expect((await call(url(), 'POST', '/dcb/events', { events: [event] })).status).toBe(201);
      const stream = await call<{ events: EventJson[] }>(url(), 'GET', `/streams/dcb-${event.id}`);
      expect(stream.body.events.map((e) => e.tags)).toEqual([[tag]]);
    });

    it('answers 503 while NATS is down and /ready names it; recovers when it is back', async () => {
      await nats.stop();
      try {
        const refused = await call<{ error: string; store: string }>(
          url(),
          'POST',
          '/orders',
          newOrder(),
          keyed(),
        );
        expect(refused.status).toBe(503);
        expect(refused.body).toMatchObject({ error: 'StoreUnavailable', store: 'jetstream' });
        expect(refused.headers.get('retry-after')).not.toBeNull();
        const ready = await call(url(), 'GET', '/ready');
        expect(ready.status).toBe(503);
        expect(JSON.stringify(ready.body)).toMatch(/NATS/);
      } finally {
        await nats.start();
      }
      await until(
        async () => (await call(url(), 'GET', '/ready')).status === 200,
        'GET /ready to answer 200 again',
      );
      expect((await call(url(), 'POST', '/orders', newOrder(), keyed())).status).toBe(201);
    });
  });
} else {
  it.skip('the app on NATS JetStream (no NATS server)', () => undefined);
}
