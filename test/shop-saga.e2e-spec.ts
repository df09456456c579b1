import type { Schemas } from './support/api-types';
import { startApp, type RunningApp } from './support/app';
import { rows } from './support/app-tables';
import { call } from './support/http';
import { PROJECTIONS, ReadModels, until } from './support/read-models';
import { newOrder, Shop, type OrderJson } from './support/shop';
import { storeTargetKinds, type StoreTarget, type StoreTargetKind } from './support/store-targets';
import { appPerSuite } from './support/suite';

jest.setTimeout(180_000);

const POLL_MS = 60_000;
const payment = (paymentReference = 'pay-1', amountCents = 1500) => ({
  amountCents,
  paymentReference,
});

interface LedgerRow {
  kind: string;
  customer_id: string;
  points: number | string;
}

const ledgerOf = (url: string, orderId: string) =>
  rows<LedgerRow>(
    url,
    'SELECT kind, customer_id, points FROM loyalty_ledger WHERE order_id = $1 ORDER BY kind',
    [orderId],
  );

const confirmationsOf = (url: string, orderId: string) =>
  rows<{ idempotency_key: string }>(
    url,
    `SELECT idempotency_key FROM notifications WHERE order_id = $1 AND kind = 'payment-confirmation'`,
    [orderId],
  );

type DeadLetterJson = Schemas['DeadLetterSchema'];

function describeShopSaga(target: StoreTargetKind): void {
  describe(`the shop saga (${target.kind})`, () => {
    describe('with the default configuration', () => {
      const suite = appPerSuite(target);
      const shop = new Shop(() => suite.app.url);
      const reads = new ReadModels(() => suite.app.url);
      const loyalty = async (customerId: string) =>
        call<Schemas['LoyaltyBalanceSchema']>(
          suite.app.url,
          'GET',
          `/customers/${customerId}/loyalty`,
        );

      it('runs its listener beside the read-model projections', async () => {
        const names = (await reads.allListeners()).map((l) => l.name).sort();
        expect(names).toEqual([...PROJECTIONS, 'shop'].sort());
      });

      it('grants points once and sends one confirmation for a paid order; a later cancel revokes them', async () => {
        const order = newOrder();
        const orderId = await shop.placed(order);
        expect((await loyalty(order.customerId)).body).toEqual({
          customerId: order.customerId,
          points: 0,
        });
        expect((await shop.pay(orderId, payment())).status).toBe(200);

        await until(
          async () =>
            (await ledgerOf(suite.store.url, orderId)).length === 1 &&
            (await confirmationsOf(suite.store.url, orderId)).length === 1,
          'the grant and the confirmation',
          POLL_MS,
        );
        const ledger = await ledgerOf(suite.store.url, orderId);
        expect(ledger.map((r) => ({ ...r, points: Number(r.points) }))).toEqual([
          { kind: 'grant', customer_id: order.customerId, points: 15 },
        ]);
        expect(await confirmationsOf(suite.store.url, orderId)).toHaveLength(1);
        // The payment cancelled the order's payment deadline: it will never run.
        expect(
          await rows<{ status: string }>(
            suite.store.url,
            `SELECT status FROM work_items WHERE saga = 'shop' AND saga_key = $1 AND kind = 'deadline'`,
            [orderId],
          ),
        ).toEqual([{ status: 'cancelled' }]);
        const balance = await loyalty(order.customerId);
        expect(balance.status).toBe(200);
        expect(balance.body).toEqual({ customerId: order.customerId, points: 15 });

        expect((await shop.cancel(orderId, { reason: 'changed my mind' })).status).toBe(200);
        await until(
          async () => (await loyalty(order.customerId)).body.points === 0,
          'the points to be revoked',
          POLL_MS,
        );
        expect(
          (await ledgerOf(suite.store.url, orderId)).map((r) => [r.kind, Number(r.points)]),
        ).toEqual([
          ['grant', 15],
          ['revoke', 15],
        ]);
        // Exactly once each, even after the reactor and worker caught up.
        await reads.caughtUp();
        expect(await ledgerOf(suite.store.url, orderId)).toHaveLength(2);
        expect(await confirmationsOf(suite.store.url, orderId)).toHaveLength(1);
      });
    });

    describe('with ORDER_PAYMENT_DEADLINE_SECONDS=1', () => {
      const suite = appPerSuite(target, { ORDER_PAYMENT_DEADLINE_SECONDS: '1' });
      const shop = new Shop(() => suite.app.url);

      it('cancels an unpaid order at its deadline', async () => {
        const unpaidId = await shop.placed();

        let unpaid: OrderJson | undefined;
        await until(
          async () => {
            unpaid = (await shop.get(unpaidId)).body;
            return unpaid.status === 'cancelled';
          },
          'the deadline to cancel the unpaid order',
          POLL_MS,
        );
        expect(unpaid?.cancelReason).toBe('payment deadline passed');
      });
    });

    describe('with NOTIFIER_PERMANENT_FAILURE=true, then without', () => {
      let store: StoreTarget | undefined;
      let app: RunningApp | undefined;
      beforeAll(async () => {
        store = await target.create();
      });
      afterAll(async () => {
        await app?.stop('SIGKILL');
        await store?.dispose();
      });

      it('dead-letters the confirmation at once; a re-drive after a restart sends it', async () => {
        if (!store) throw new Error('no store');
        const url = store.url;
        app = await startApp({ EVENT_STORE_URL: url, NOTIFIER_PERMANENT_FAILURE: 'true' });
        const faulty = app;
        const shop = new Shop(() => faulty.url);
        const orderId = await shop.placed();
        expect((await shop.pay(orderId, payment())).status).toBe(200);

        let dead: DeadLetterJson[] = [];
        await until(
          async () => {
            const page = await call<Schemas['DeadLetterPageSchema']>(
              faulty.url,
              'GET',
              '/admin/dead-letters?listener=shop&step=sendConfirmation',
            );
            dead = page.body.items.filter((d) => d.streamId === `order-${orderId}`);
            return dead.length === 1;
          },
          'the confirmation to be dead-lettered',
          POLL_MS,
        );
        expect(dead[0]).toMatchObject({ listener: 'shop', step: 'sendConfirmation' });
        expect(dead[0].status).toBe('pending');
        await until(
          async () => (await ledgerOf(url, orderId)).length === 1,
          'the points to be granted',
          POLL_MS,
        );
        expect(await confirmationsOf(url, orderId)).toHaveLength(0);
        expect((await faulty.stop('SIGTERM')).code).toBe(0);

        app = await startApp({ EVENT_STORE_URL: url });
        const healthy = app;
        const retried = await call<Schemas['RedriveReportSchema']>(
          healthy.url,
          'POST',
          `/admin/dead-letters/${dead[0].id}/retry`,
        );
        expect(retried.status).toBe(200);
        await until(
          async () => (await confirmationsOf(url, orderId)).length === 1,
          'the re-driven confirmation',
          POLL_MS,
        );
        const after = await call<DeadLetterJson>(
          healthy.url,
          'GET',
          `/admin/dead-letters/${dead[0].id}`,
        );
        expect(after.body.status).toBe('redriven');
        expect(await ledgerOf(url, orderId)).toHaveLength(1);
        expect((await healthy.stop('SIGTERM')).code).toBe(0);
        app = undefined;
      });
    });
  });
}

for (const target of storeTargetKinds('shop saga e2e')) {
  if (target.enabled) describeShopSaga(target);
  else it.skip(`the shop saga (${target.kind}): PostgreSQL not reachable`, () => undefined);
}
