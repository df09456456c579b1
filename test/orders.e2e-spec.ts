import { randomUUID } from 'node:crypto';
import { call, type ReadStreamResponse } from './support/http';
import { newOrder, Shop } from './support/shop';
import { storeTargetKinds, type StoreTargetKind } from './support/store-targets';
import { appPerSuite } from './support/suite';

jest.setTimeout(60_000);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const POSITION = /^[1-9]\d*$/;
const payment = (paymentReference = 'pay-1', amountCents = 1500) => ({
  amountCents,
  paymentReference,
});

/** The shop's orders over REST (DESIGN "Commands over HTTP"), against the built app. */
function describeOrders(target: StoreTargetKind): void {
  describe(`orders over HTTP (${target.kind})`, () => {
    const suite = appPerSuite(target);
    const shop = new Shop(() => suite.app.url);

    it('places, shows, pays and ships an order; each answer carries the version as ETag', async () => {
      const order = newOrder();
      const placed = await shop.place(order, {
        'idempotency-key': randomUUID(),
        'x-correlation-id': 'checkout-42',
      });
      expect(placed.status).toBe(201);
      expect(placed.body).toEqual({
        orderId: expect.stringMatching(UUID),
        version: 1,
        position: expect.stringMatching(POSITION),
      });
      const { orderId } = placed.body;
      expect(placed.headers.get('location')).toBe(`/orders/${orderId}`);
      expect(placed.headers.get('etag')).toBe('W/"1"');

      const shown = await shop.get(orderId);
      expect(shown.status).toBe(200);
      expect(shown.headers.get('etag')).toBe('W/"1"');
      expect(shown.body).toEqual({
        orderId,
        status: 'placed',
        customerId: order.customerId,
        lines: order.lines,
        totalCents: 1500,
        placedAt: expect.stringMatching(ISO_TIME),
        paymentReference: null,
        paidAt: null,
        cancelledAt: null,
        cancelReason: null,
        shippedAt: null,
        carrier: null,
        trackingNumber: null,
        version: 1,
      });
      // The same field order on every store.
      expect(Object.keys(shown.body)[0]).toBe('orderId');
      expect(Object.keys(shown.body.lines[0])).toEqual(['sku', 'quantity', 'unitPriceCents']);
      const unchanged = await shop.get(orderId, { 'if-none-match': 'W/"1"' });
      expect(unchanged.status).toBe(304);
      expect(unchanged.headers.get('etag')).toBe('W/"1"');

      const paid = await shop.pay(orderId, payment('psp-123'));
      expect(paid.status).toBe(200);
      expect(paid.body).toEqual({ orderId, version: 2, position: expect.stringMatching(POSITION) });
      expect(paid.headers.get('etag')).toBe('W/"2"');
      expect(BigInt(paid.body.position ?? 0) > BigInt(placed.body.position ?? 0)).toBe(true);

      const shipped = await shop.ship(orderId, { carrier: 'DHL' });
      expect(shipped.status).toBe(200);
      expect(shipped.body).toMatchObject({ orderId, version: 3 });
      expect(shipped.headers.get('etag')).toBe('W/"3"');

      const final = await shop.get(orderId, { 'if-none-match': 'W/"1"' });
      expect(final.status).toBe(200);
      expect(final.headers.get('etag')).toBe('W/"3"');
      expect(final.body).toMatchObject({
        status: 'shipped',
        paymentReference: 'psp-123',
        paidAt: expect.stringMatching(ISO_TIME),
        shippedAt: expect.stringMatching(ISO_TIME),
        carrier: 'DHL',
        version: 3,
      });

      const stream = await call<ReadStreamResponse>(shop.url, 'GET', `/streams/order-${orderId}`);
      expect(stream.body.events.map((e) => e.type)).toEqual([
        'OrderPlaced',
        'OrderPaid',
        'OrderShipped',
      ]);
      expect(stream.body.events[0].metadata).toMatchObject({
        correlationId: 'checkout-42',
        source: 'http',
      });
      expect(stream.body.events[1].metadata).toMatchObject({
        correlationId: expect.stringMatching(UUID),
        source: 'http',
      });
    });

    it('refuses a total that is not the sum of the lines: 422 TotalMismatch, nothing written', async () => {
      const order = { ...newOrder(), totalCents: 1499 };
      const placed = await shop.place(order);
      expect(placed.status).toBe(422);
      expect(placed.body).toEqual({ error: 'TotalMismatch', message: expect.any(String) });
      expect(await shop.placedFor(order.customerId)).toHaveLength(0);
    });

    it('refuses a payment of another amount: 422 AmountMismatch', async () => {
      const orderId = await shop.placed();
      const paid = await shop.pay(orderId, payment('pay-1', 1499));
      expect(paid.status).toBe(422);
      expect(paid.body).toEqual({ error: 'AmountMismatch', message: expect.any(String) });
      expect(await shop.versionOf(orderId)).toBe(1);
    });

    it('answers the same payment reported again with 200 and no change; another is 409 OrderAlreadyPaid', async () => {
      const orderId = await shop.placed();
      expect((await shop.pay(orderId, payment('pay-1'))).status).toBe(200);
      const again = await shop.pay(orderId, payment('pay-1'));
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ orderId, version: 2, position: null });
      expect(again.headers.get('etag')).toBe('W/"2"');

      const other = await shop.pay(orderId, payment('pay-2'));
      expect(other.status).toBe(409);
      expect(other.body).toEqual({ error: 'OrderAlreadyPaid', message: expect.any(String) });
      expect(await shop.versionOf(orderId)).toBe(2);
    });

    it('ships only a paid order (409 OrderNotPaid), and only once (409 OrderAlreadyShipped)', async () => {
      const orderId = await shop.placed();
      const unpaid = await shop.ship(orderId, { carrier: 'DHL' });
      expect(unpaid.status).toBe(409);
      expect(unpaid.body).toEqual({ error: 'OrderNotPaid', message: expect.any(String) });

      await shop.pay(orderId, payment());
      expect((await shop.ship(orderId, { carrier: 'DHL' })).status).toBe(200);
      const twice = await shop.ship(orderId, { carrier: 'UPS' });
      expect(twice.status).toBe(409);
      expect(twice.body.error).toBe('OrderAlreadyShipped');
      const cancelShipped = await shop.cancel(orderId, { reason: 'too late' });
      expect(cancelShipped.status).toBe(409);
      expect(cancelShipped.body.error).toBe('OrderAlreadyShipped');
      expect(await shop.versionOf(orderId)).toBe(3);
    });

    it('cancels an order: then payment and shipping are 409 OrderCancelled, cancelling again changes nothing', async () => {
      const orderId = await shop.placed();
      const cancelled = await shop.cancel(orderId, { reason: 'changed my mind' });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toEqual({
        orderId,
        version: 2,
        position: expect.stringMatching(POSITION),
      });
      expect(cancelled.headers.get('etag')).toBe('W/"2"');

      const again = await shop.cancel(orderId);
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ orderId, version: 2, position: null });

      for (const refused of [
        await shop.pay(orderId, payment()),
        await shop.ship(orderId, { carrier: 'DHL' }),
      ]) {
        expect(refused.status).toBe(409);
        expect(refused.body).toEqual({ error: 'OrderCancelled', message: expect.any(String) });
      }
      const shown = await shop.get(orderId);
      expect(shown.body).toMatchObject({
        status: 'cancelled',
        cancelReason: 'changed my mind',
        cancelledAt: expect.stringMatching(ISO_TIME),
        version: 2,
      });
    });

    it('cancels without a body, with an empty reason', async () => {
      const orderId = await shop.placed();
      expect((await shop.cancel(orderId)).status).toBe(200);
      expect((await shop.get(orderId)).body.cancelReason).toBe('');
    });

    it('answers 404 OrderNotFound for an order that does not exist, and writes nothing', async () => {
      const missing = randomUUID();
      const shown = await shop.get(missing);
      expect(shown.status).toBe(404);
      expect(shown.body).toEqual({ error: 'OrderNotFound', message: expect.any(String) });
      for (const refused of [
        await shop.pay(missing, payment()),
        await shop.cancel(missing),
        await shop.ship(missing, { carrier: 'DHL' }),
      ]) {
        expect(refused.status).toBe(404);
        expect(refused.body.error).toBe('OrderNotFound');
      }
      expect(await shop.versionOf(missing)).toBe(0);
    });

    describe('If-Match', () => {
      it('runs a command whose If-Match names the current version (W/"n", "n" or n)', async () => {
        const orderId = await shop.placed();
        const paid = await shop.pay(orderId, payment(), { 'if-match': 'W/"1"' });
        expect(paid.status).toBe(200);
        expect(paid.body.version).toBe(2);
        const shipped = await shop.ship(orderId, { carrier: 'DHL' }, { 'if-match': '"2"' });
        expect(shipped.status).toBe(200);
        const missing = await shop.cancel(randomUUID(), undefined, { 'if-match': '0' });
        expect(missing.status).toBe(404);
      });

      it('answers 412 WrongExpectedVersion for a stale version, without retrying or writing', async () => {
        const orderId = await shop.placed();
        await shop.pay(orderId, payment());
        const stale = await shop.ship(orderId, { carrier: 'DHL' }, { 'if-match': 'W/"1"' });
        expect(stale.status).toBe(412);
        expect(stale.body).toEqual({
          error: 'WrongExpectedVersion',
          streamId: `order-${orderId}`,
          expectedVersion: 1,
          actualVersion: 2,
        });
        expect(await shop.versionOf(orderId)).toBe(2);
      });

      it('answers 400 for a malformed If-Match', async () => {
        const orderId = await shop.placed();
        for (const ifMatch of ['*', 'W/1', '"1", "2"', 'W/"-1"', 'abc']) {
          const refused = await shop.cancel(orderId, {}, { 'if-match': ifMatch });
          expect(refused.status).toBe(400);
          expect(refused.body.details).toEqual([{ path: 'If-Match', message: expect.any(String) }]);
        }
        expect(await shop.versionOf(orderId)).toBe(1);
      });
    });

    describe('invalid input', () => {
      it('answers 400 listing every problem of a new order, and writes nothing', async () => {
        const customerId = `customer-${randomUUID()}`;
        const placed = await shop.place({
          customerId,
          lines: [
            { sku: '', quantity: 0, unitPriceCents: 1.5 },
            'not a line',
            { sku: 'ok', quantity: 1, unitPriceCents: -1, colour: 'red' },
          ],
          totalCents: '1500',
          coupon: 'FREE',
        });
        expect(placed.status).toBe(400);
        expect(placed.body.error).toBe('ValidationError');
        expect(placed.body.details?.map((d) => d.path).sort()).toEqual([
          'coupon',
          'lines[0].quantity',
          'lines[0].sku',
          'lines[0].unitPriceCents',
          'lines[1]',
          'lines[2].colour',
          'lines[2].unitPriceCents',
          'totalCents',
        ]);
        expect(await shop.placedFor(customerId)).toHaveLength(0);
      });

      it('answers 400 for no lines, too many lines or a body that is not an object', async () => {
        const line = { sku: 'a', quantity: 1, unitPriceCents: 1 };
        for (const [body, path] of [
          [{ ...newOrder(), lines: [], totalCents: 0 }, 'lines'],
          [{ ...newOrder(), lines: Array(101).fill(line), totalCents: 101 }, 'lines'],
          [{ ...newOrder(), customerId: 'c'.repeat(201) }, 'customerId'],
          [[newOrder()], ''],
        ] as const) {
          const placed = await shop.place(body);
          expect(placed.status).toBe(400);
          expect(placed.body.details?.map((d) => d.path)).toEqual([path]);
        }
      });

      it('answers 400 listing the problems of the id, the body and the headers of a command', async () => {
        const refused = await shop.pay(
          'not-a-uuid',
          { amountCents: -5, paymentReference: '' },
          { 'if-match': 'soon', 'x-correlation-id': 'x'.repeat(201) },
        );
        expect(refused.status).toBe(400);
        expect(refused.body.details?.map((d) => d.path).sort()).toEqual([
          'If-Match',
          'X-Correlation-Id',
          'amountCents',
          'id',
          'paymentReference',
        ]);
        const orderId = await shop.placed();
        for (const invalid of [
          await shop.ship(orderId, { carrier: '' }),
          await shop.ship(orderId, {}),
          await shop.cancel(orderId, { reason: 'r'.repeat(501) }),
          await shop.pay(orderId, { ...payment(), amountCents: 15.5 }),
        ]) {
          expect(invalid.status).toBe(400);
          expect(invalid.body.error).toBe('ValidationError');
        }
        expect(await shop.versionOf(orderId)).toBe(1);
        expect((await shop.get('42')).status).toBe(400);
      });
    });
  });
}

for (const target of storeTargetKinds('orders e2e')) {
  if (target.enabled) describeOrders(target);
  else it.skip(`orders over HTTP (${target.kind}): PostgreSQL not reachable`, () => undefined);
}
