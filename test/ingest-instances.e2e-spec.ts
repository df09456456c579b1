import { randomUUID } from 'node:crypto';
import { deleteRedisKeys, redisTestsEnabled, testRedisUrl } from '@tidemark/infra/testing';
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
