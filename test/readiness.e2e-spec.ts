import type { Schemas } from './support/api-types';
import { rows } from './support/app-tables';
import { call, unique } from './support/http';
import { ReadModels, until } from './support/read-models';
import { whileRefusingConnections } from './support/outages';
import { newOrder, Shop } from './support/shop';
import { storeTargetKinds, type StoreTargetKind } from './support/store-targets';
import { appPerSuite } from './support/suite';

jest.setTimeout(120_000);

interface ReadinessJson {
  status: 'ok' | 'error';
  info: Record<string, { status: string }>;
  error: {
    projections?: { status: string; failed?: { name: string; lastError: string | null }[] };
    store?: { status: string; message?: string };
  };
}

function describeReadiness(target: StoreTargetKind): void {
  describe('GET /ready (postgres)', () => {
    const suite = appPerSuite(target);
    const shop = new Shop(() => suite.app.url);
    const reads = new ReadModels(() => suite.app.url);
    const ready = () => call<ReadinessJson>(suite.app.url, 'GET', '/ready');
    const health = () => call<Schemas['HealthResponseSchema']>(suite.app.url, 'GET', '/health');

    it('answers 503 naming a read model stopped by a database error (/health stays 200); repaired and resumed, 200 and caught up', async () => {
      expect((await ready()).status).toBe(200);
      // Break order_list's table from outside: its next write for this customer is refused.
      const customerId = unique('refused-');
      const [{ active_slot: slot }] = await rows<{ active_slot: string }>(
        suite.store.url,
        `SELECT active_slot FROM projections WHERE name = 'order_list'`,
      );
      const table = `rm_order_list_${slot}_orders`;
      const constraint = unique('refuse_');
      await rows(
        suite.store.url,
        `ALTER TABLE ${table} ADD CONSTRAINT ${constraint} CHECK (customer_id <> '${customerId}') NOT VALID`,
      );
      const orderId = await shop.placed(newOrder(customerId));

      await until(
        async () => (await reads.listener('order_list')).body.status === 'failed',
        'order_list to stop',
      );
      const failed = (await reads.listener('order_list')).body;
      expect(failed.lastError).toContain(constraint);
      expect(failed.failedEvent).toMatchObject({
        streamId: `order-${orderId}`,
        type: 'OrderPlaced',
      });
      const notReady = await ready();
      expect(notReady.status).toBe(503);
      expect(notReady.body).toMatchObject({
        status: 'error',
        info: { store: { status: 'up' } },
        error: {
          projections: {
            status: 'down',
            failed: [{ name: 'order_list', lastError: failed.lastError }],
          },
        },
      });
      expect(await health()).toMatchObject({ status: 200, body: { status: 'ok' } });
      const metrics = await (await fetch(`${suite.app.url}/metrics`)).text();
      expect(metrics).toContain('tidemark_projection_failed{listener="order_list"} 1');
      // Stopped, not skipped: nothing dead-lettered, and the other read models went on.
      const letters = await call<{ items: unknown[] }>(
        suite.app.url,
        'GET',
        '/admin/dead-letters?listener=order_list',
      );
      expect(letters.body.items).toEqual([]);
      expect((await reads.summary(customerId)).body).toMatchObject({ ordersPlaced: 1 });
      const later = await shop.placed();
      expect((await reads.listener('order_list')).body.checkpoint).toBe(failed.checkpoint);

      await rows(suite.store.url, `ALTER TABLE ${table} DROP CONSTRAINT ${constraint}`);
      const resumed = await reads.admin('order_list', 'resume');
      expect(resumed.status).toBe(200);
      await until(async () => (await ready()).status === 200, 'GET /ready to answer 200');
      await reads.caughtUp();
      const listed = await reads.allOrders({ customerId });
      expect(listed.map((o) => o.orderId)).toEqual([orderId]);
      expect((await reads.allOrders()).map((o) => o.orderId)).toContain(later);
    });

    it('answers 503 while the database refuses connections (/health too), and 200 once it accepts them again', async () => {
      // The app's connections end; new ones are refused (superusers' too).
      await whileRefusingConnections(suite.store.url, async () => {
        await until(async () => (await ready()).status === 503, 'GET /ready to answer 503');
        const notReady = await ready();
        expect(notReady.body.status).toBe('error');
        expect(notReady.body.error.store).toMatchObject({
          status: 'down',
          message: expect.stringContaining('not currently accepting connections'),
        });
        const probe = await call<Schemas['HealthResponseSchema']>(
          suite.app.url,
          'GET',
          '/health',
          undefined,
          {
            'x-correlation-id': 'probe-during-outage',
          },
        );
        expect(probe).toMatchObject({ status: 503, body: { status: 'unavailable' } });
        // The warning logged while serving that request carries the request's id.
        const warning = () =>
          suite.app
            .stdout()
            .split('\n')
            .filter((line) => line.includes('"probe-during-outage"') && line.endsWith('}'))
            .map((line) => JSON.parse(line) as Record<string, unknown>)
            .find((line) => line.context === 'Health');
        await until(async () => warning() !== undefined, 'the warning in the log');
        expect(warning()).toMatchObject({ level: 'warn', correlationId: 'probe-during-outage' });
      });
      await until(async () => (await ready()).status === 200, 'GET /ready to answer 200 again');
      expect(await health()).toMatchObject({ status: 200, body: { status: 'ok' } });
      const orderId = await shop.placed();
      await reads.caughtUp();
      expect((await reads.allOrders()).map((o) => o.orderId)).toContain(orderId);
    });
  });
}

const postgres = storeTargetKinds('readiness e2e').find((target) => target.kind === 'postgres');
if (postgres?.enabled) describeReadiness(postgres);
else it.skip('GET /ready (postgres): PostgreSQL not reachable', () => undefined);
