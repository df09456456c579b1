import type { Schemas } from './support/api-types';
import { rows } from './support/app-tables';
import { call, unique } from './support/http';
import { until } from './support/read-models';
import { newOrder, Shop } from './support/shop';
import { storeTargetKinds, type StoreTargetKind } from './support/store-targets';
import { appPerSuite } from './support/suite';
import { zoneNearNoon } from './support/time-zones';

jest.setTimeout(120_000);

const POLL_MS = 60_000;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

interface WorkItemRow {
  saga_key: string;
  step: string;
  status: string;
  idempotency_key: string;
}

/** The shop saga's step work items of these orders (not the payment deadlines). */
async function stepsOf(url: string, orderIds: readonly string[]): Promise<WorkItemRow[]> {
  const all = await rows<WorkItemRow>(
    url,
    `SELECT saga_key, step, status, idempotency_key FROM work_items
      WHERE saga = 'shop' AND kind = 'step'`,
  );
  return all.filter((w) => orderIds.includes(w.saga_key));
}

const confirmationsOf = async (url: string, orderIds: readonly string[]) =>
  (
    await rows<{ order_id: string; idempotency_key: string }>(
      url,
      `SELECT order_id, idempotency_key FROM notifications WHERE kind = 'payment-confirmation'`,
    )
  ).filter((n) => orderIds.includes(n.order_id));

/** The shop saga's confirmations through the notification limits (docs/http-api.md, "Notification limits"). */
function describeNotificationLimits(target: StoreTargetKind): void {
  describe(`notification limits (${target.kind})`, () => {
    // Around local noon: the three confirmations fall on one calendar day in SHOP_TIME_ZONE.
    const zone = zoneNearNoon();
    const suite = appPerSuite(target, {
      NOTIFY_DAILY_LIMIT: '2',
      SHOP_TIME_ZONE: zone.timeZone,
    });
    const shop = new Shop(() => suite.app.url);
    const suppressed = (query: string) =>
      call<Schemas['SuppressedNotificationListSchema']>(
        suite.app.url,
        'GET',
        `/admin/notifications/suppressed${query}`,
      );

    /** Places and pays `count` orders of `customerId`; resolves once their saga steps are all done or dead. */
    async function paidOrders(customerId: string, count: number): Promise<string[]> {
      const orderIds: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const orderId = await shop.placed(newOrder(customerId));
        const paid = await shop.pay(orderId, {
          amountCents: 1500,
          paymentReference: `pay-${orderId}`,
        });
        expect(paid.status).toBe(200);
        orderIds.push(orderId);
      }
      await until(
        async () => {
          const steps = await stepsOf(suite.store.url, orderIds);
          return (
            steps.length === count * 2 &&
            steps.every((s) => s.status === 'done' || s.status === 'dead')
          );
        },
        'the saga steps of the paid orders',
        POLL_MS,
      );
      return orderIds;
    }

    it('with NOTIFY_DAILY_LIMIT=2, confirms 2 of a customer’s 3 paid orders and lists the 3rd as suppressed; every step succeeds', async () => {
      const customerId = unique('limited-');
      const orderIds = await paidOrders(customerId, 3);

      // Every step succeeded: the suppressed send too (retrying would not make it allowed).
      const steps = await stepsOf(suite.store.url, orderIds);
      expect(steps.map((s) => [s.step, s.status]).sort()).toEqual([
        ['grantPoints', 'done'],
        ['grantPoints', 'done'],
        ['grantPoints', 'done'],
        ['sendConfirmation', 'done'],
        ['sendConfirmation', 'done'],
        ['sendConfirmation', 'done'],
      ]);
      const dead = await call<{ items: { streamId: string }[] }>(
        suite.app.url,
        'GET',
        '/admin/dead-letters?listener=shop',
      );
      expect(dead.status).toBe(200);
      expect(
        dead.body.items.filter((d) => orderIds.some((id) => d.streamId === `order-${id}`)),
      ).toEqual([]);

      // Two confirmations sent (which two depends on the order the worker ran them in).
      const sent = await confirmationsOf(suite.store.url, orderIds);
      expect(sent).toHaveLength(2);
      const [notSent] = orderIds.filter((id) => !sent.some((n) => n.order_id === id));
      expect(notSent).toBeDefined();

      const listed = await suppressed(`?customerId=${customerId}`);
      expect(listed.status).toBe(200);
      const step = steps.find((s) => s.saga_key === notSent && s.step === 'sendConfirmation');
      expect(listed.body.items).toEqual([
        {
          idempotencyKey: step?.idempotency_key,
          reason: 'daily-limit',
          kind: 'payment-confirmation',
          channel: 'email',
          orderId: notSent,
          customerId,
          payload: {
            orderId: notSent,
            customerId,
            amountCents: 1500,
            paymentReference: `pay-${notSent}`,
          },
          suppressedAt: expect.stringMatching(ISO_TIME),
        },
      ]);
      // Its decision is recorded as suppressed; the other two as sent.
      const decisions = await rows<{ order_id: string; decision: string; reason: string | null }>(
        suite.store.url,
        'SELECT order_id, decision, reason FROM notification_decisions WHERE customer_id = $1',
        [customerId],
      );
      expect(decisions.map((d) => [d.order_id === notSent, d.decision, d.reason]).sort()).toEqual([
        [false, 'sent', null],
        [false, 'sent', null],
        [true, 'suppressed', 'daily-limit'],
      ]);
    });

    it('counts per customer: another customer’s confirmations are sent, and the list filters by customer', async () => {
      const first = unique('limited-');
      const second = unique('other-');
      const firstOrders = await paidOrders(first, 3);
      const secondOrders = await paidOrders(second, 2);
      expect(await confirmationsOf(suite.store.url, secondOrders)).toHaveLength(2);
      expect(await confirmationsOf(suite.store.url, firstOrders)).toHaveLength(2);

      expect((await suppressed(`?customerId=${second}`)).body.items).toEqual([]);
      const ofFirst = (await suppressed(`?customerId=${first}`)).body.items;
      expect(ofFirst.map((s) => [s.customerId, s.reason])).toEqual([[first, 'daily-limit']]);
      // Newest first over every customer; `limit` caps the page.
      const all = (await suppressed('')).body.items;
      expect(all.length).toBeGreaterThanOrEqual(2);
      expect(all[0]).toEqual(ofFirst[0]);
      const times = all.map((s) => s.suppressedAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect((await suppressed('?limit=1')).body.items).toEqual([all[0]]);

      const bad = await call<{ error: string; details: { path: string }[] }>(
        suite.app.url,
        'GET',
        '/admin/notifications/suppressed?limit=0&customerId=',
      );
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('ValidationError');
      expect(bad.body.details.map((d) => d.path).sort()).toEqual(['customerId', 'limit']);
    });
  });
}

for (const target of storeTargetKinds('notification limits e2e')) {
  if (target.enabled) describeNotificationLimits(target);
  else it.skip(`notification limits (${target.kind}): PostgreSQL not reachable`, () => undefined);
}
