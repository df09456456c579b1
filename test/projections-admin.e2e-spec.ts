import { randomUUID } from 'node:crypto';
import type { Schemas } from './support/api-types';
import { append, call, newEvent, unique } from './support/http';
import {
  expectBuiltFromScratch,
  PROJECTIONS,
  ReadModels,
  until,
  type ListenerJson,
} from './support/read-models';
import { newOrder, Shop } from './support/shop';
import { ShopLoad } from './support/shop-load';
import { storeTargetKinds, type StoreTargetKind } from './support/store-targets';
import { appPerSuite } from './support/suite';

jest.setTimeout(120_000);

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** `/admin/projections`: list, pause, resume, replay and rebuild against the running app. */
function describeProjectionsAdmin(target: StoreTargetKind): void {
  describe(`projections admin (${target.kind})`, () => {
    const suite = appPerSuite(target, { PROJECTIONS_BATCH_SIZE: '10' });
    const shop = new Shop(() => suite.app.url);
    const reads = new ReadModels(() => suite.app.url);

    const listener = async (name: string): Promise<ListenerJson> => {
      const answer = await reads.listener(name);
      expect(answer.status).toBe(200);
      return answer.body;
    };

    it('lists every projection with its checkpoint, the head and the lag; unknown names are 404', async () => {
      await shop.placed();
      const listed = await reads.caughtUp();
      expect(listed.map((l) => l.name)).toEqual([...PROJECTIONS]);
      for (const info of listed) {
        expect(info).toEqual({
          name: info.name,
          kind: 'projection',
          status: 'running',
          checkpoint: info.headPosition,
          headPosition: expect.stringMatching(/^[1-9]\d*$/),
          lag: '0',
          leaseOwner: expect.any(String),
          leaseUntil: expect.stringMatching(ISO_TIME),
          applied: 1,
          skipped: 0,
          lastError: null,
          failedEvent: null,
          rebuild: null,
        });
      }
      expect(await listener('order_list')).toMatchObject({ name: 'order_list', lag: '0' });

      for (const answer of [
        await reads.listener('nope'),
        await reads.admin('nope', 'pause'),
        await reads.admin('nope', 'resume'),
        await reads.admin('nope', 'rebuild'),
        await reads.admin('nope', 'replay', { streamId: 'order-1' }),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({
          error: 'ListenerNotFound',
          listener: 'nope',
          message: expect.any(String),
        });
      }
      const invalid = await reads.admin('order_list', 'replay', { streamId: '$bad', force: 'yes' });
      expect(invalid.status).toBe(400);
      expect(invalid.body.details?.map((d) => d.path).sort()).toEqual(['force', 'streamId']);
      const missing = await reads.admin('order_list', 'replay', { streamId: unique('order-') });
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe('StreamNotFound');
    });

    it('pause holds a projection’s checkpoint while writes go on; resume catches up', async () => {
      await reads.caughtUp();
      const paused = await reads.admin('order_list', 'pause');
      expect(paused.status).toBe(200);
      expect(paused.body).toMatchObject({ name: 'order_list', status: 'paused' });
      const held = paused.body.checkpoint;

      const customerId = unique('paused-');
      const orderIds: string[] = [];
      let last = '0';
      for (let i = 0; i < 3; i += 1) {
        const placed = await shop.place(newOrder(customerId));
        orderIds.push(placed.body.orderId);
        last = placed.body.position ?? '';
      }
      const behind = await reads.orders({ customerId, minPosition: last, waitMs: '300' });
      expect(behind.status).toBe(503);
      expect(behind.body).toMatchObject({ projection: 'order_list', checkpoint: held });
      const stale = await reads.orders({ customerId });
      expect(stale.status).toBe(200);
      expect(stale.headers.get('tidemark-checkpoint')).toBe(held);
      expect(stale.body.orders).toEqual([]);
      const info = await listener('order_list');
      expect(info).toMatchObject({ status: 'paused', checkpoint: held });
      expect(BigInt(info.lag)).toBeGreaterThan(0n);
      // The other projection runs on.
      const summary = await reads.summary(customerId, { minPosition: last });
      expect(summary.body.ordersPlaced).toBe(3);

      const resumed = await reads.admin('order_list', 'resume');
      expect(resumed.status).toBe(200);
      expect(resumed.body.status).toBe('running');
      const caughtUp = await reads.orders({ customerId, minPosition: last });
      expect(caughtUp.status).toBe(200);
      expect(caughtUp.body.orders.map((o) => o.orderId).sort()).toEqual(orderIds.sort());
    });

    it('replays one order stream: applied once, skipped the second time; force applies again', async () => {
      await reads.caughtUp();
      expect((await reads.admin('order_list', 'pause')).status).toBe(200);
      const before = await listener('order_list');
      const customerId = unique('replayed-');
      const orderId = await shop.placed(newOrder(customerId));
      const paid = await shop.pay(orderId, { amountCents: 1500, paymentReference: 'r-1' });
      const position = paid.body.position ?? '';
      const streamId = `order-${orderId}`;

      // Paused: the replay applies the stream ahead of the checkpoint.
      const first = await reads.replay('order_list', { streamId });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        streamId,
        applied: 2,
        skipped: 0,
        deadLettered: 0,
        failed: 0,
        notReplayed: 0,
        events: ['OrderPlaced', 'OrderPaid'].map((type, i) => ({
          eventId: expect.any(String),
          type,
          version: i + 1,
          position: expect.stringMatching(/^[1-9]\d*$/),
          outcome: 'applied',
          error: null,
          attempts: 1,
          deadLetterId: null,
        })),
      });
      const ahead = await reads.orders({ customerId });
      expect(BigInt(ahead.headers.get('tidemark-checkpoint') ?? '')).toBeLessThan(BigInt(position));
      expect(ahead.body.orders).toMatchObject([{ orderId, status: 'paid', version: 2 }]);

      const second = await reads.replay('order_list', { streamId });
      expect(second.body).toMatchObject({ applied: 0, skipped: 2, deadLettered: 0, failed: 0 });

      // The projection then meets both events again and skips them too: nothing applied twice.
      await reads.admin('order_list', 'resume');
      const listed = await reads.orders({ customerId, minPosition: position });
      expect(listed.body.orders).toMatchObject([{ orderId, status: 'paid', version: 2 }]);
      expect(await listener('order_list')).toMatchObject({
        applied: before.applied + 2,
        skipped: before.skipped + 4,
      });

      const forced = await reads.replay('order_list', { streamId, force: true });
      expect(forced.body).toMatchObject({ applied: 2, skipped: 0, deadLettered: 0, failed: 0 });
      expect((await reads.orders({ customerId })).body).toEqual(listed.body);
    });

    it('dead-letters a malformed order event written through the generic API, and moves on', async () => {
      await reads.caughtUp();
      const before = await reads.listeners();
      const bad = await append(shop.url, `order-${randomUUID()}`, [
        newEvent('OrderPlaced', { customerId: 42, lines: 'none' }),
      ]);
      expect(bad.status).toBe(201);
      const customerId = unique('after-poison-');
      const placed = await shop.place(newOrder(customerId));
      const listed = await reads.orders({ customerId, minPosition: placed.body.position ?? '' });
      expect(listed.status).toBe(200);
      expect(listed.body.orders.map((o) => o.orderId)).toEqual([placed.body.orderId]);
      expect(
        (await reads.summary(customerId, { minPosition: placed.body.position ?? '' })).status,
      ).toBe(200);
      const sources = await call(
        shop.url,
        'GET',
        `/orders/${placed.body.orderId}/sources?minPosition=${placed.body.position ?? ''}`,
      );
      expect(sources.status).toBe(200);
      // Retried, then skipped (its event is in dead_letters); the good one after it applied.
      const after = await reads.listeners();
      for (const [i, info] of after.entries()) {
        expect(info).toMatchObject({
          status: 'running',
          lastError: null,
          applied: before[i].applied + 1,
          skipped: before[i].skipped + 1,
        });
      }
    });

    it('replays with force over an event it cannot apply: 200, reported dead-lettered, and one pending dead letter through rebuilds', async () => {
      await reads.caughtUp();
      const streamId = `order-${randomUUID()}`;
      const malformed = newEvent('OrderPlaced', { customerId: 42, lines: 'none' });
      expect((await append(shop.url, streamId, [malformed])).status).toBe(201);
      const pending = async () =>
        (
          await call<Schemas['DeadLetterPageSchema']>(
            shop.url,
            'GET',
            '/admin/dead-letters?listener=order_list&status=pending&limit=200',
          )
        ).body.items.filter((d) => d.streamId === streamId);
      await until(async () => (await pending()).length === 1, 'order_list to dead-letter it');
      const [letter] = await pending();

      const forced = await reads.replay('order_list', { streamId, force: true });
      expect({ status: forced.status, body: forced.body }).toEqual({
        status: 200,
        body: {
          streamId,
          applied: 0,
          skipped: 0,
          deadLettered: 1,
          failed: 0,
          notReplayed: 0,
          events: [
            {
              eventId: malformed.id,
              type: 'OrderPlaced',
              version: 1,
              position: expect.stringMatching(/^[1-9]\d*$/),
              outcome: 'dead-lettered',
              error: expect.stringContaining('customerId'),
              // Pending in the dead letters already: one attempt, no retries.
              attempts: 1,
              deadLetterId: letter.id,
            },
          ],
        },
      });
      for (let rebuilds = 0; rebuilds < 2; rebuilds += 1) {
        expect((await reads.admin('order_list', 'rebuild')).status).toBe(202);
        await until(async () => (await listener('order_list')).rebuild === null, 'the swap');
      }
      // One letter: the replay and each rebuild added their one attempt to it.
      expect((await pending()).map((d) => [d.id, d.attempts])).toEqual([
        [letter.id, letter.attempts + 3],
      ]);
      expect(await listener('order_list')).toMatchObject({ status: 'running', lastError: null });
    });

    it('rebuilds under concurrent writes: the old read model serves until the swap, then the new one equals all the orders written', async () => {
      const customers = Array.from({ length: 5 }, (_, i) => unique(`rebuilt${i}-`));
      const seed = new ShopLoad(suite.app.url, { clients: 4, customers });
      await seed.acked(150);
      await seed.stop();
      expect(seed.errors).toEqual([]);
      await reads.caughtUp();
      const before = await reads.allOrders();

      // Paused, the rebuild cannot finish: reads meanwhile come from the old read model.
      await reads.admin('order_list', 'pause');
      const started = await reads.admin('order_list', 'rebuild');
      expect(started.status).toBe(202);
      expect(started.body).toMatchObject({
        name: 'order_list',
        rebuild: { checkpoint: '0', progress: 0, startedAt: expect.stringMatching(ISO_TIME) },
      });
      expect((await reads.admin('customer_summary', 'rebuild')).status).toBe(202);
      expect(await reads.allOrders()).toEqual(before);

      const load = new ShopLoad(suite.app.url, { clients: 2, customers });
      await load.acked(load.acks + 20);
      await reads.admin('order_list', 'resume');
      const statuses = new Set<number>();
      let smallest = Infinity;
      await until(async () => {
        const listed = await reads.orders({ limit: '100' });
        statuses.add(listed.status);
        smallest = Math.min(smallest, listed.body.orders.length);
        const rebuilding = (await reads.listeners()).some((l) => l.rebuild !== null);
        // Bounded writes, so that the rebuild catches up on a slow machine too.
        if (!rebuilding || load.acks > 300) await load.stop();
        return !rebuilding;
      }, 'the rebuilds to swap');
      await load.stop();
      expect(load.errors).toEqual([]);
      expect([...statuses]).toEqual([200]);
      // Never a partly built list: the old one served until the new one had caught up.
      expect(smallest).toBeGreaterThanOrEqual(Math.min(before.length, 100));

      await reads.caughtUp();
      const { served } = await expectBuiltFromScratch(reads);
      expect(served.orders.length).toBeGreaterThan(before.length);
    });
  });
}

for (const target of storeTargetKinds('projections admin e2e')) {
  if (target.enabled) describeProjectionsAdmin(target);
  else it.skip(`projections admin (${target.kind}): PostgreSQL not reachable`, () => undefined);
}
