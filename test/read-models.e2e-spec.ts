import { unique } from './support/http';
import { ReadModels } from './support/read-models';
import { newOrder, Shop } from './support/shop';
import { storeTargetKinds, type StoreTargetKind } from './support/store-targets';
import { appPerSuite } from './support/suite';

jest.setTimeout(60_000);

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const POSITION = /^\d+$/;
const FAR_AHEAD = '1000000000000000';

/** The shop's read models over REST: `GET /orders` and `GET /customers/:id/summary`. */
function describeReadModels(target: StoreTargetKind): void {
  describe(`read models over HTTP (${target.kind})`, () => {
    const suite = appPerSuite(target);
    const shop = new Shop(() => suite.app.url);
    const reads = new ReadModels(() => suite.app.url);

    async function command(answer: Promise<{ status: number; body: { position: string | null } }>) {
      const { status, body } = await answer;
      expect(status).toBeLessThan(300);
      return body.position ?? '0';
    }

    it('lists orders by customer and status, and sums up customers with refunds', async () => {
      const alice = unique('alice-');
      const bob = unique('bob-');
      const [shipped, refunded, dropped] = [
        await shop.placed(newOrder(alice)),
        await shop.placed(newOrder(alice)),
        await shop.placed(newOrder(alice)),
      ];
      const bobs = await shop.placed(newOrder(bob));
      await command(shop.pay(shipped, { amountCents: 1500, paymentReference: 'p-1' }));
      await command(shop.ship(shipped, { carrier: 'DHL' }));
      await command(shop.pay(refunded, { amountCents: 1500, paymentReference: 'p-2' }));
      await command(shop.cancel(refunded, { reason: 'refund me' }));
      await command(shop.cancel(dropped, { reason: 'changed my mind' }));
      const last = await command(shop.pay(bobs, { amountCents: 1500, paymentReference: 'p-3' }));

      const listed = await reads.orders({ customerId: alice, minPosition: last });
      expect(listed.status).toBe(200);
      expect(BigInt(listed.headers.get('tidemark-checkpoint') ?? '')).toBeGreaterThanOrEqual(
        BigInt(last),
      );
      const item = (orderId: string, status: string, version: number) => ({
        orderId,
        customerId: alice,
        status,
        totalCents: 1500,
        lineCount: 2,
        placedAt: expect.stringMatching(ISO_TIME),
        updatedAt: expect.stringMatching(ISO_TIME),
        version,
      });
      const byId = (a: { orderId: string }, b: { orderId: string }) =>
        a.orderId < b.orderId ? -1 : 1;
      expect(listed.body).toEqual({
        orders: [
          item(shipped, 'shipped', 3),
          item(refunded, 'cancelled', 3),
          item(dropped, 'cancelled', 2),
        ].sort(byId),
        next: null,
      });
      // The list agrees with the order itself.
      const shown = await shop.get(shipped);
      expect(listed.body.orders.find((o) => o.orderId === shipped)).toMatchObject({
        placedAt: shown.body.placedAt,
        updatedAt: shown.body.shippedAt,
      });

      const cancelled = await reads.orders({ customerId: alice, status: 'cancelled' });
      expect(cancelled.body.orders.map((o) => o.orderId)).toEqual([refunded, dropped].sort());
      const paid = await reads.orders({ status: 'paid', customerId: bob });
      expect(paid.body.orders.map((o) => [o.orderId, o.status])).toEqual([[bobs, 'paid']]);
      expect((await reads.orders({ customerId: alice, status: 'placed' })).body).toEqual({
        orders: [],
        next: null,
      });

      const summary = await reads.summary(alice, { minPosition: last });
      expect(summary.status).toBe(200);
      expect(summary.headers.get('tidemark-checkpoint')).toMatch(POSITION);
      // Paid 2 × 1500, one of them refunded by its cancellation.
      expect(summary.body).toEqual({
        customerId: alice,
        ordersPlaced: 3,
        ordersPaid: 2,
        ordersCancelled: 2,
        totalSpentCents: 1500,
      });
      expect((await reads.summary(bob, { minPosition: last })).body).toEqual({
        customerId: bob,
        ordersPlaced: 1,
        ordersPaid: 1,
        ordersCancelled: 0,
        totalSpentCents: 1500,
      });
    });

    it('pages by order id: 20 by default, `after` = the previous page’s `next`', async () => {
      const carol = unique('carol-');
      const placed: string[] = [];
      for (let i = 0; i < 23; i += 1) placed.push(await shop.placed(newOrder(carol)));
      const position = await command(shop.cancel(placed[22]));

      // Ids are UUIDv7: in creation order, except within one millisecond.
      const ids = [...placed].sort();
      const first = await reads.orders({ customerId: carol, minPosition: position });
      expect(first.body.orders.map((o) => o.orderId)).toEqual(ids.slice(0, 20));
      expect(first.body.next).toBe(ids[19]);
      const rest = await reads.orders({ customerId: carol, after: first.body.next ?? '' });
      expect(rest.body.orders.map((o) => o.orderId)).toEqual(ids.slice(20));
      expect(rest.body.next).toBeNull();

      const seen: string[] = [];
      let after: string | null = null;
      do {
        const page = await reads.orders({
          customerId: carol,
          limit: '5',
          ...(after ? { after } : {}),
        });
        expect(page.body.orders.length).toBeLessThanOrEqual(5);
        seen.push(...page.body.orders.map((o) => o.orderId));
        after = page.body.next;
      } while (after !== null);
      expect(seen).toEqual(ids);
      expect(await reads.allOrders({ customerId: carol, status: 'cancelled' })).toEqual([
        expect.objectContaining({ orderId: placed[22], status: 'cancelled' }),
      ]);
    });

    it('reads its own writes: a read with minPosition = the command’s position reflects it', async () => {
      const dave = unique('dave-');
      for (let i = 1; i <= 5; i += 1) {
        const placed = await shop.place(newOrder(dave));
        const { orderId } = placed.body;
        const listed = await reads.orders({
          customerId: dave,
          minPosition: placed.body.position ?? '',
        });
        expect(listed.status).toBe(200);
        expect(listed.body.orders.map((o) => o.orderId)).toContain(orderId);

        const paid = await command(
          shop.pay(orderId, { amountCents: 1500, paymentReference: `pay-${i}` }),
        );
        const summary = await reads.summary(dave, { minPosition: paid });
        expect(summary.status).toBe(200);
        expect(summary.body).toMatchObject({ ordersPlaced: i, ordersPaid: i });
        expect(BigInt(summary.headers.get('tidemark-checkpoint') ?? '')).toBeGreaterThanOrEqual(
          BigInt(paid),
        );
      }
    });

    it('answers 404 CustomerNotFound for a customer without orders, with the checkpoint', async () => {
      const missing = await reads.summary(unique('nobody-'));
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({
        error: 'CustomerNotFound',
        customerId: expect.stringMatching(/^nobody-/),
        message: expect.any(String),
      });
      expect(missing.headers.get('tidemark-checkpoint')).toMatch(POSITION);
    });

    it('answers 400 listing every problem of a read’s query, and keeps /orders/:id apart', async () => {
      const refused = await reads.orders({
        status: 'lost',
        customerId: 'c'.repeat(201),
        limit: '101',
        after: '',
        minPosition: '-1',
        waitMs: 'soon',
        unknown: 'ignored',
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe('ValidationError');
      expect(refused.body.details?.map((d) => d.path).sort()).toEqual([
        'after',
        'customerId',
        'limit',
        'minPosition',
        'status',
        'waitMs',
      ]);
      expect((await reads.orders({ limit: '0' })).status).toBe(400);
      const summary = await reads.summary('c'.repeat(201), { minPosition: 'x', waitMs: '1.5' });
      expect(summary.status).toBe(400);
      expect(summary.body.details?.map((d) => d.path).sort()).toEqual([
        'customerId',
        'minPosition',
        'waitMs',
      ]);
      const orderId = await shop.placed();
      expect((await shop.get(orderId)).body.orderId).toBe(orderId);
      expect((await shop.get('not-a-uuid')).status).toBe(400);
    });
  });

  describe(`read models over HTTP, waits capped at 1 s (${target.kind})`, () => {
    // Reads wait at most 1 s, whatever they ask for: only reads that cannot succeed here.
    const suite = appPerSuite(target, { READ_WAIT_TIMEOUT_MS: '1000' });
    const shop = new Shop(() => suite.app.url);
    const reads = new ReadModels(() => suite.app.url);

    it('answers 503 ProjectionBehind with Retry-After when the projection does not reach minPosition in time', async () => {
      const erin = unique('erin-');
      await shop.placed(newOrder(erin));
      for (const [answer, projection] of [
        [await reads.orders({ minPosition: FAR_AHEAD, waitMs: '50' }), 'order_list'],
        [await reads.summary(erin, { minPosition: FAR_AHEAD, waitMs: '50' }), 'customer_summary'],
        // waitMs is capped by READ_WAIT_TIMEOUT_MS (1 s here), absent or not.
        [await reads.orders({ minPosition: FAR_AHEAD, waitMs: '600000' }), 'order_list'],
        [await reads.summary(erin, { minPosition: FAR_AHEAD }), 'customer_summary'],
      ] as const) {
        expect(answer.status).toBe(503);
        expect(answer.headers.get('retry-after')).toBe('1');
        const checkpoint = answer.headers.get('tidemark-checkpoint');
        expect(checkpoint).toMatch(POSITION);
        expect(answer.body).toEqual({
          error: 'ProjectionBehind',
          projection,
          checkpoint,
          minPosition: FAR_AHEAD,
        });
      }
    });
  });
}

for (const target of storeTargetKinds('read models e2e')) {
  if (target.enabled) describeReadModels(target);
  else it.skip(`read models over HTTP (${target.kind}): PostgreSQL not reachable`, () => undefined);
}
