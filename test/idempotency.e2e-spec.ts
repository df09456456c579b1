import { randomUUID } from 'node:crypto';
import { openStorage, uuidv7 } from '@tidemark/infra';
import { requestFingerprint } from '@tidemark/infra/nestjs';
import { append, call, newEvent, unique, type ReadStreamResponse } from './support/http';
import { newOrder, Shop } from './support/shop';
import { storeTargetKinds, type StoreTargetKind } from './support/store-targets';
import { appPerSuite } from './support/suite';

jest.setTimeout(60_000);

/** DESIGN "Commands over HTTP": `Idempotency-Key` with Stripe semantics, on every command route. */
function describeIdempotency(target: StoreTargetKind): void {
  describe(`Idempotency-Key (${target.kind})`, () => {
    const suite = appPerSuite(target);
    const shop = new Shop(() => suite.app.url);

    const keyed = (key: string) => ({ 'idempotency-key': key });

    it('replays the first response for the same key and body, and runs the command once', async () => {
      const key = randomUUID();
      const order = newOrder();
      const first = await shop.place(order, keyed(key));
      expect(first.status).toBe(201);
      expect(first.headers.get('idempotent-replayed')).toBeNull();

      // The same JSON with its keys in another order is the same request.
      const reordered = {
        totalCents: order.totalCents,
        lines: order.lines,
        customerId: order.customerId,
      };
      const again = await shop.place(reordered, keyed(key));
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.headers.get('location')).toBe(first.headers.get('location'));
      expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(await shop.placedFor(order.customerId)).toHaveLength(1);
    });

    it('answers 422 IdempotencyKeyReused for the same key with another body or If-Match', async () => {
      const key = randomUUID();
      const order = newOrder();
      expect((await shop.place(order, keyed(key))).status).toBe(201);
      const other = await shop.place({ ...order, customerId: `${order.customerId}-2` }, keyed(key));
      expect(other.status).toBe(422);
      expect(other.body).toEqual({ error: 'IdempotencyKeyReused', message: expect.any(String) });
      const otherIfMatch = await shop.place(order, { ...keyed(key), 'if-match': '0' });
      expect(otherIfMatch.status).toBe(422);
      expect(await shop.placedFor(`${order.customerId}-2`)).toHaveLength(0);
    });

    it('answers 409 IdempotencyKeyInFlight while the first request with the key is in progress', async () => {
      const key = randomUUID();
      const order = newOrder();
      // A request that claimed the key and has not finished: the claim it holds in the store.
      const fingerprint = requestFingerprint({
        method: 'POST',
        path: '/orders',
        body: order,
        ifMatch: undefined,
      });
      const storage = await openStorage(suite.store.url);
      try {
        const claim = {
          key,
          fingerprint,
          leaseMs: 60_000,
          retentionMs: 60_000,
          commandId: uuidv7(),
        };
        expect(await storage.idempotency.claim({ ...claim, now: new Date() })).toEqual({
          kind: 'claimed',
          commandId: claim.commandId,
        });
        const busy = await shop.place(order, keyed(key));
        expect(busy.status).toBe(409);
        expect(busy.body).toEqual({ error: 'IdempotencyKeyInFlight', message: expect.any(String) });
        expect(busy.headers.get('retry-after')).toBe('1');
        expect(await shop.placedFor(order.customerId)).toHaveLength(0);

        // The first request failed and let go of its key: the retry runs.
        await storage.idempotency.release(key, fingerprint);
        expect((await shop.place(order, keyed(key))).status).toBe(201);
      } finally {
        await storage.close();
      }
    });

    it('runs two identical requests sent at once only once', async () => {
      const key = randomUUID();
      const order = newOrder();
      const answers = await Promise.all([
        shop.place(order, keyed(key)),
        shop.place(order, keyed(key)),
      ]);
      const fresh = answers.filter(
        (a) => a.status === 201 && a.headers.get('idempotent-replayed') === null,
      );
      expect(fresh).toHaveLength(1);
      const [other] = answers.filter((a) => a !== fresh[0]);
      if (other.status === 201) {
        expect(other.headers.get('idempotent-replayed')).toBe('true');
        expect(other.body).toEqual(fresh[0].body);
      } else {
        expect(other.status).toBe(409);
        expect(other.body.error).toBe('IdempotencyKeyInFlight');
      }
      expect(await shop.placedFor(order.customerId)).toHaveLength(1);
    });

    it('requires a key of 1-255 visible ASCII characters on POST /orders (400), writing nothing', async () => {
      const order = newOrder();
      for (const headers of [
        {},
        keyed('k'.repeat(256)),
        keyed(''),
        keyed('with space'),
        keyed('caf\u00e9'),
      ]) {
        const refused = await shop.place(order, headers);
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual({
          error: 'ValidationError',
          details: [{ path: 'Idempotency-Key', message: expect.any(String) }],
        });
      }
      expect((await shop.place(order, keyed('k'.repeat(255)))).status).toBe(201);
      expect(await shop.placedFor(order.customerId)).toHaveLength(1);
    });

    it('stores nothing for a request that fails validation: the key then takes a valid body', async () => {
      const key = randomUUID();
      const order = newOrder();
      const invalid = await shop.place({ ...order, lines: [] }, keyed(key));
      expect(invalid.status).toBe(400);
      const valid = await shop.place(order, keyed(key));
      expect(valid.status).toBe(201);
      expect(valid.headers.get('idempotent-replayed')).toBeNull();
    });

    it('stores and replays a refusal (4xx) like any decision', async () => {
      const key = randomUUID();
      const order = { ...newOrder(), totalCents: 1 };
      const refused = await shop.place(order, keyed(key));
      expect(refused.status).toBe(422);
      const again = await shop.place(order, keyed(key));
      expect(again.status).toBe(422);
      expect(again.body).toEqual(refused.body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
    });

    it('is optional on the other order commands, and replays them with a key', async () => {
      const orderId = await shop.placed();
      const body = { amountCents: 1500, paymentReference: 'pay-1' };
      const key = randomUUID();
      const paid = await shop.pay(orderId, body, keyed(key));
      expect(paid.status).toBe(200);
      expect(paid.body.position).not.toBeNull();
      // Without the key the same payment is a no-op decision (position null); with it, a replay.
      const replayed = await shop.pay(orderId, body, keyed(key));
      expect(replayed.body).toEqual(paid.body);
      expect(replayed.headers.get('idempotent-replayed')).toBe('true');
      expect(replayed.headers.get('etag')).toBe('W/"2"');
      expect((await shop.pay(orderId, body)).body.position).toBeNull();

      const shipKey = randomUUID();
      expect((await shop.ship(orderId, { carrier: 'DHL' }, keyed(shipKey))).status).toBe(200);
      const shipAgain = await shop.ship(orderId, { carrier: 'DHL' }, keyed(shipKey));
      expect(shipAgain.status).toBe(200);
      expect(shipAgain.headers.get('idempotent-replayed')).toBe('true');
      expect((await shop.ship(orderId, { carrier: 'UPS' }, keyed(shipKey))).status).toBe(422);
      expect(await shop.versionOf(orderId)).toBe(3);
    });

    it('applies to POST /streams/:streamId/events too', async () => {
      const streamId = unique('ledger-');
      const key = randomUUID();
      const body = { events: [{ type: 'Credited', data: { cents: 5 } }] };
      const path = `/streams/${streamId}/events`;
      const first = await call(shop.url, 'POST', path, body, keyed(key));
      expect(first.status).toBe(201);
      // No event ids: without the key a retry would append again.
      const again = await call(shop.url, 'POST', path, body, keyed(key));
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      const other = await call(shop.url, 'POST', path, { events: [newEvent()] }, keyed(key));
      expect(other.status).toBe(422);
      const read = await call<ReadStreamResponse>(shop.url, 'GET', `/streams/${streamId}`);
      expect(read.body.version).toBe(1);

      const tooLong = await call(shop.url, 'POST', path, body, keyed('k'.repeat(256)));
      expect(tooLong.status).toBe(400);
      expect((await append(shop.url, streamId, [newEvent()])).status).toBe(201);
    });
  });
}

for (const target of storeTargetKinds('idempotency e2e')) {
  if (target.enabled) describeIdempotency(target);
  else it.skip(`Idempotency-Key (${target.kind}): PostgreSQL not reachable`, () => undefined);
}
