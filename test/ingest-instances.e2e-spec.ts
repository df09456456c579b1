import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { deleteRedisKeys, redisTestsEnabled, testRedisUrl, until } from '@tidemark/infra/testing';
import type { Schemas } from './support/api-types';
import { startApp, type RunningApp } from './support/app';
import { call, type EventJson, type ReadStreamResponse } from './support/http';
import { newOrder, Shop } from './support/shop';
import { storeTargetKinds } from './support/store-targets';

jest.setTimeout(120_000);

const ORDERS = 8;
const T = Date.UTC(2026, 10, 29, 10, 0, 0);

/** Six reports of one payment of a `newOrder()` (1500 cents): two per source, in its precision. */
function reports(orderId: string): { source: string; body: unknown }[] {
  const provider = (created: number) => ({
    id: `evt_${randomUUID()}`,
    type: 'payment_intent.succeeded',
    created,
    data: {
      object: {
        id: `pi_${orderId}`,
        amount_received: 1500,
        currency: 'eur',
        metadata: { order_id: orderId },
      },
    },
  });
  const warehouse = (eventTime: number) => ({
    orderRef: orderId,
    status: 'PAYMENT_COLLECTED',
    eventTime,
    amountCents: 1500,
    receiptNo: `W-${orderId}`,
  });
  const client = (at: string) => ({
    orderId,
    action: 'payment-completed',
    at,
    amount: { value: '15.00', currency: 'EUR' },
    receipt: `r-${orderId}`,
  });
  return [
    { source: 'client', body: client(new Date(T + 900).toISOString()) },
    { source: 'payment-provider', body: provider(T / 1000) },
    { source: 'warehouse', body: warehouse(T + 1500) },
    { source: 'client', body: client(new Date(T + 1000).toISOString()) },
    { source: 'payment-provider', body: provider(T / 1000 + 1) },
    { source: 'warehouse', body: warehouse(T + 2000) },
  ];
}

type DedupReport = Schemas['DedupReportSchema'];

const postgres = storeTargetKinds('ingest on two app instances').find((t) => t.kind === 'postgres');
const redis = redisTestsEnabled('ingest on two app instances with the Redis store');

describe.each([
  ['sql', postgres?.enabled ?? false],
  ['redis', (postgres?.enabled ?? false) && redis],
])('POST /ingest/:source on two app instances of one PostgreSQL, DEDUP_STORE=%s', (store, on) => {
  (on ? it : it.skip)(
    'gives each fact exactly one Accept across both instances while they race on it',
    async () => {
      const target = await postgres!.create();
      const prefix = `tidemark:e2e:${randomUUID()}:`;
      const env = {
        EVENT_STORE_URL: target.url,
        DEDUP_STORE: store === 'sql' ? 'sql' : testRedisUrl(),
        DEDUP_REDIS_PREFIX: prefix,
      };
      const apps: RunningApp[] = [];
      try {
        apps.push(await startApp({ ...env, INSTANCE_ID: 'ingest-a' }));
        apps.push(await startApp({ ...env, INSTANCE_ID: 'ingest-b' }));
        const shop = new Shop(() => apps[0].url);
        const orderIds = await Promise.all(
          Array.from({ length: ORDERS }, () => shop.placed(newOrder())),
        );

        const answers = await Promise.all(
          orderIds.flatMap((orderId) =>
            reports(orderId).map(({ source, body }, i) =>
              call<{ decision?: string; error?: string }>(
                apps[i % 2].url,
                'POST',
                `/ingest/${source}`,
                body,
              ),
            ),
          ),
        );
        const kinds = answers.map((a) => `${a.status} ${a.body.decision ?? a.body.error}`);
        for (const kind of kinds) {
          expect(['201 Accept', '201 Replace', '200 Drop', '409 FactInFlight']).toContain(kind);
        }
        expect(kinds.filter((k) => k === '201 Accept')).toHaveLength(ORDERS);

        for (const orderId of orderIds) {
          const stream = await call<ReadStreamResponse>(
            apps[1].url,
            'GET',
            `/streams/order-${orderId}`,
          );
          const paid = stream.body.events.filter((e: EventJson) => e.type === 'OrderPaid');
          expect(paid).toHaveLength(1);
          // Every enrichment names the paid fact and comes from a better source than the last.
          const factIds = new Set(
            stream.body.events
              .filter((e) => e.type === 'OrderPaid' || e.type === 'OrderPaymentEnriched')
              .map((e) => e.metadata.factId),
          );
          expect(factIds.size).toBe(1);
        }

        const reported = await Promise.all(
          apps.map((app) => call<DedupReport>(app.url, 'GET', '/admin/dedup')),
        );
        const total = (outcome: string) =>
          reported
            .flatMap((r) => r.body.sources)
            .reduce((sum, s) => sum + (s.counts[outcome] ?? 0), 0);
        expect(reported.map((r) => r.body.store)).toEqual(
          store === 'sql' ? ['postgres', 'postgres'] : ['redis', 'redis'],
        );
        expect(total('Accept')).toBe(ORDERS);
        expect(total('Rejected')).toBe(0);
        expect(total('Accept') + total('Replace') + total('Drop') + total('InFlight')).toBe(
          ORDERS * 6,
        );
      } finally {
        await Promise.all(apps.map((app) => app.stop()));
        await target.dispose();
        if (store === 'redis') await deleteRedisKeys(testRedisUrl(), prefix);
      }
    },
  );
});

/*
 * The dedup writer is not fenced (issue 29, item 8): a writer that outlasts
 * DEDUP_PENDING_SECONDS is taken over as if it had died, and its write may still land after the
 * takeover's. Shown harmless for the shop: the order's rules record a payment once.
 */
describe('POST /ingest/:source: a writer that outlasts its pending time, taken over', () => {
  (postgres?.enabled ? it : it.skip)(
    'the overrun report and the one that took its claim over record the payment once',
    async () => {
      const target = await postgres!.create();
      const env = {
        EVENT_STORE_URL: target.url,
        DEDUP_STORE: 'sql',
        DEDUP_PENDING_SECONDS: '1',
        // The appends wait on the test's lock, well past the pending time.
        PG_LOCK_TIMEOUT_MS: '60000',
        PG_QUERY_TIMEOUT_MS: '90000',
      };
      const apps: RunningApp[] = [];
      const lock = new Client({ connectionString: target.url });
      try {
        apps.push(await startApp({ ...env, INSTANCE_ID: 'slow-writer' }));
        apps.push(await startApp({ ...env, INSTANCE_ID: 'takeover' }));
        const orderId = await new Shop(() => apps[0].url).placed(newOrder());
        // The only facts of this database: keys are hashes, so every row is this payment's.
        const claims = async () =>
          (
            await lock.query<{ fact_id: string; pending_until: string | null }>(
              'SELECT fact_id, pending_until FROM tidemark.dedup_seen',
            )
          ).rows;
        await lock.connect();
        await lock.query('BEGIN');
        // Appends wait; reads (the takeover's look for the first write) do not.
        await lock.query('LOCK TABLE tidemark.events IN EXCLUSIVE MODE');
        const [first] = reports(orderId).filter((r) => r.source === 'payment-provider');
        const slow = call<{ decision?: string; error?: string }>(
          apps[0].url,
          'POST',
          '/ingest/payment-provider',
          first.body,
        );
        await until(async () => (await claims()).length === 1, 'the first report’s claim');
        const [claim] = await claims();
        await until(() => Date.now() > Number(claim.pending_until), 'its pending time to pass');
        const [duplicate] = reports(orderId).filter((r) => r.source === 'client');
        const takeover = call<{ decision?: string; error?: string }>(
          apps[1].url,
          'POST',
          '/ingest/client',
          duplicate.body,
        );
        await until(
          async () => (await claims()).some((row) => row.fact_id !== claim.fact_id),
          'the takeover’s own claim',
        );
        await lock.query('ROLLBACK');

        const answers = (await Promise.all([slow, takeover])).map(
          (a) => `${a.status} ${a.body.decision ?? a.body.error}`,
        );
        expect(answers.filter((answer) => answer.startsWith('5'))).toEqual([]);
        const stream = await call<ReadStreamResponse>(
          apps[1].url,
          'GET',
          `/streams/order-${orderId}`,
        );
        expect(stream.body.events.filter((e: EventJson) => e.type === 'OrderPaid')).toHaveLength(1);
        // Both writes ran: one recorded the payment, the order refused the other.
        expect(answers.sort()).toEqual(['201 Accept', '409 OrderAlreadyPaid']);
      } finally {
        await lock.end().catch(() => undefined);
        await Promise.all(apps.map((app) => app.stop()));
        await target.dispose();
      }
    },
  );
});
