import { startApp, type RunningApp } from './support/app';
import { rows } from './support/app-tables';
import { until } from './support/read-models';
import { newOrder, Shop } from './support/shop';
import { storeTargetKinds, type StoreTarget, type StoreTargetKind } from './support/store-targets';

jest.setTimeout(120_000);

const POLL_MS = 60_000;
const POINTS_PER_ORDER = 15; // newOrder() totals 1500 cents

interface WorkItemRow {
  id: string;
  saga_key: string;
  step: string;
  kind: string;
  status: string;
}

interface AttemptRow {
  work_item_id: string;
  worker: string;
  started_at: number | string;
  finished_at: number | string;
  outcome: string;
}

const workItemsOf = async (url: string, orderIds: readonly string[]): Promise<WorkItemRow[]> => {
  const all = await rows<WorkItemRow>(
    url,
    `SELECT id, saga_key, step, kind, status FROM work_items WHERE saga = 'shop'`,
  );
  const wanted = new Set(orderIds);
  return all.filter((w) => wanted.has(w.saga_key));
};

/** Every step of these orders done (and their payment deadlines cancelled). */
async function allSettled(url: string, orderIds: readonly string[]): Promise<boolean> {
  const items = await workItemsOf(url, orderIds);
  const steps = items.filter((w) => w.kind === 'step');
  const keys = new Set(steps.map((w) => w.saga_key));
  return (
    orderIds.every((id) => keys.has(id)) &&
    steps.length >= orderIds.length * 2 &&
    items.every((w) => w.status === 'done' || w.status === 'cancelled')
  );
}

/** Exactly one grant of the right points, one confirmation, at most one success per step. */
async function expectExactlyOnce(
  url: string,
  orders: readonly { orderId: string; customerId: string }[],
): Promise<void> {
  const orderIds = orders.map((o) => o.orderId);
  const items = await workItemsOf(url, orderIds);
  expect(items.filter((w) => !['done', 'cancelled'].includes(w.status))).toEqual([]);
  expect(items.filter((w) => w.kind === 'deadline' && w.status !== 'cancelled')).toEqual([]);

  const ledger = await rows<{
    order_id: string;
    kind: string;
    customer_id: string;
    points: number | string;
  }>(url, 'SELECT order_id, kind, customer_id, points FROM loyalty_ledger');
  const notifications = await rows<{ order_id: string; kind: string }>(
    url,
    'SELECT order_id, kind FROM notifications',
  );
  for (const { orderId, customerId } of orders) {
    expect(
      ledger
        .filter((r) => r.order_id === orderId)
        .map((r) => ({ kind: r.kind, customerId: r.customer_id, points: Number(r.points) })),
    ).toEqual([{ kind: 'grant', customerId, points: POINTS_PER_ORDER }]);
    expect(
      notifications.filter((n) => n.order_id === orderId && n.kind === 'payment-confirmation'),
    ).toHaveLength(1);
  }

  // A step that succeeded is never run again: at most one succeeded attempt per work item.
  const attempts = await rows<AttemptRow>(
    url,
    'SELECT work_item_id, worker, started_at, finished_at, outcome FROM work_attempts',
  );
  const ids = new Set(items.map((w) => w.id));
  const succeeded = new Map<string, number>();
  for (const a of attempts) {
    if (!ids.has(a.work_item_id) || a.outcome !== 'succeeded') continue;
    succeeded.set(a.work_item_id, (succeeded.get(a.work_item_id) ?? 0) + 1);
  }
  for (const w of items.filter((i) => i.kind === 'step')) {
    expect({ id: w.id, step: w.step, succeeded: succeeded.get(w.id) ?? 0 }).toEqual({
      id: w.id,
      step: w.step,
      succeeded: 1,
    });
  }
}

async function placeAndPay(shop: Shop, count: number) {
  const placed: { orderId: string; customerId: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const order = newOrder();
    const orderId = await shop.placed(order);
    const paid = await shop.pay(orderId, {
      amountCents: 1500,
      paymentReference: `pay-${orderId}`,
    });
    expect(paid.status).toBe(200);
    placed.push({ orderId, customerId: order.customerId });
  }
  return placed;
}

function describeSagaCrashes(target: StoreTargetKind): void {
  describe(`the shop saga killed mid-step (${target.kind})`, () => {
    let store: StoreTarget | undefined;
    let app: RunningApp | undefined;
    beforeAll(async () => {
      store = await target.create();
    });
    afterAll(async () => {
      await app?.stop('SIGKILL');
      await store?.dispose();
    });

    it('after repeated SIGKILLs every saga completes, granting and confirming each paid order once', async () => {
      if (!store) throw new Error('no store');
      const url = store.url;
      // The lease is short in every run: the claims a killed worker held are retaken soon.
      const faulty = {
        EVENT_STORE_URL: url,
        SAGA_LEASE_MS: '1000',
        NOTIFIER_LATENCY_MS: '200',
        NOTIFIER_FAILURE_RATE: '0.25',
      };
      const orders: { orderId: string; customerId: string }[] = [];
      const KILLS = 4;
      let killedInFlight = 0;
      for (let round = 0; round < KILLS; round += 1) {
        app = await startApp(faulty);
        const running = app;
        const shop = new Shop(() => running.url);
        const placed = await placeAndPay(shop, 3);
        orders.push(...placed);
        const ids = orders.map((o) => o.orderId);
        // Kill while a step is in flight (or, if all already finished, anyway).
        await until(
          async () => {
            const items = await workItemsOf(url, ids);
            return items.some((w) => w.status === 'running') || (await allSettled(url, ids));
          },
          'a saga step in flight',
          POLL_MS,
          10,
        );
        const inFlight = (await workItemsOf(url, ids)).filter((w) => w.status === 'running');
        expect((await running.stop('SIGKILL')).signal).toBe('SIGKILL');
        if (inFlight.length > 0) killedInFlight += 1;
        app = undefined;
      }

      app = await startApp({ EVENT_STORE_URL: url, SAGA_LEASE_MS: '1000' });
      const ids = orders.map((o) => o.orderId);
      await until(() => allSettled(url, ids), 'every saga step to be done', POLL_MS, 200);
      await expectExactlyOnce(url, orders);
      // Steps were in flight at (almost) every kill; at least one was, certainly.
      expect(killedInFlight).toBeGreaterThan(0);
      expect((await app.stop('SIGTERM')).code).toBe(0);
      app = undefined;
    });
  });
}

function describeTwoInstances(target: StoreTargetKind): void {
  describe('the shop saga on two instances of one PostgreSQL', () => {
    let store: StoreTarget | undefined;
    const apps: RunningApp[] = [];
    beforeAll(async () => {
      store = await target.create();
    });
    afterAll(async () => {
      for (const app of apps) await app.stop('SIGKILL');
      await store?.dispose();
    });

    it('never runs one work item in two workers at once, and runs every step once', async () => {
      if (!store) throw new Error('no store');
      const url = store.url;
      const env = (instanceId: string) => ({
        EVENT_STORE_URL: url,
        INSTANCE_ID: instanceId,
        // Nobody dies here: a lease a busy machine's pause cannot outlast, so that an overlap
        // would be a defect, not an expired claim taken over.
        SAGA_LEASE_MS: '30000',
        NOTIFIER_LATENCY_MS: '100',
      });
      const a = await startApp(env('saga-a'));
      apps.push(a);
      const b = await startApp(env('saga-b'));
      apps.push(b);
      const [viaA, viaB] = await Promise.all([
        placeAndPay(new Shop(() => a.url), 8),
        placeAndPay(new Shop(() => b.url), 8),
      ]);
      const orders = [...viaA, ...viaB];
      const ids = orders.map((o) => o.orderId);
      await until(() => allSettled(url, ids), 'every saga step to be done', POLL_MS, 200);
      await expectExactlyOnce(url, orders);

      const itemIds = new Set((await workItemsOf(url, ids)).map((w) => w.id));
      const attempts = (
        await rows<AttemptRow>(
          url,
          'SELECT work_item_id, worker, started_at, finished_at, outcome FROM work_attempts',
        )
      ).filter((x) => itemIds.has(x.work_item_id));
      expect(attempts.length).toBeGreaterThanOrEqual(orders.length * 2);
      const overlaps: string[] = [];
      for (const x of attempts) {
        for (const y of attempts) {
          if (x === y || x.work_item_id !== y.work_item_id || x.worker === y.worker) continue;
          if (
            Number(x.started_at) < Number(y.finished_at) &&
            Number(y.started_at) < Number(x.finished_at)
          )
            overlaps.push(`${x.work_item_id}: ${x.worker} and ${y.worker}`);
        }
      }
      expect(overlaps).toEqual([]);

      for (const app of apps.splice(0)) expect((await app.stop('SIGTERM')).code).toBe(0);
    });
  });
}

for (const target of storeTargetKinds('shop saga faults e2e')) {
  if (target.enabled) {
    describeSagaCrashes(target);
    if (target.kind === 'postgres') describeTwoInstances(target);
  } else {
    it.skip(`the shop saga under faults (${target.kind}): PostgreSQL not reachable`, () =>
      undefined);
  }
}
