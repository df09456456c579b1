import {
  MaximumSubscribersReached,
  PersistentSubscriptionExists,
  PersistentSubscriptionNotFound,
} from '../persistent-subscriptions/persistent-subscription-errors';
import { persistentSubscriptionsOf } from '../persistent-subscriptions/persistent-subscriptions';
import {
  ALL_STREAMS,
  type ConsumerOptions,
  type CreateGroupOptions,
  type Delivery,
  type DropReason,
  type GroupKey,
  type PersistentConsumer,
  type PersistentSubscriptions,
} from '../persistent-subscriptions/persistent-subscriptions.port';
import type { Storage } from '../storage/storage.port';
import type { StorageDatabase } from './storage.contract';
import { until } from './wait';
import { afterEach, beforeEach, it } from './slow-tests';

export interface PersistentSubscriptionsContractOptions {
  /** Two storages on one database, as two instances (PostgreSQL); otherwise they share one. */
  readonly multiInstance?: boolean;
}

/** A consumer that keeps what it was given. */
interface Collector {
  readonly consumer: PersistentConsumer;
  readonly deliveries: Delivery[];
  readonly dropped: DropReason[];
  /** The `n` of the events' data, in delivery order. */
  numbers(): number[];
}

const FAST = { minCheckpointCount: 1, checkpointAfterMs: 0 };

/** Persistent subscriptions on one storage backend, through the port only. */
export function describePersistentSubscriptionsContract(
  backend: string,
  newDatabase: () => Promise<StorageDatabase>,
  options: PersistentSubscriptionsContractOptions = {},
): void {
  describe(`Persistent subscriptions contract: ${backend}`, () => {
    let database: StorageDatabase;
    let storage: Storage;
    let engine: PersistentSubscriptions;
    const opened: { storage: Storage; engine: PersistentSubscriptions }[] = [];
    let now: number;
    let appended = 0;
    const clock = () => new Date(now);

    const engineOn = (on: Storage, instanceId?: string, ownClock = clock) => {
      const created = persistentSubscriptionsOf(on, {
        clock: ownClock,
        pollIntervalMs: 20,
        instanceId,
      });
      opened.push({ storage: on, engine: created });
      return created;
    };

    beforeEach(async () => {
      now = Date.parse('2026-12-01T10:00:00.000Z');
      database = await newDatabase();
      storage = await database.open();
      engine = engineOn(storage, 'instance-a');
    });

    afterEach(async () => {
      const all = opened.splice(0);
      for (const { engine: each } of all) await each.close();
      for (const each of new Set([storage, ...all.map((o) => o.storage)])) await each.close();
      await database.dispose();
    });

    async function append(streamId: string, count: number): Promise<void> {
      const events = Array.from({ length: count }, () => {
        appended += 1;
        return { type: 'Counted', data: { n: appended } };
      });
      await storage.events.appendToStream(streamId, events);
    }

    async function collect(
      on: PersistentSubscriptions,
      key: GroupKey,
      extra: Partial<ConsumerOptions> = {},
    ): Promise<Collector> {
      const deliveries: Delivery[] = [];
      const dropped: DropReason[] = [];
      const consumer = await on.connect(key, {
        bufferSize: 10,
        ...extra,
        onEvent: (delivery) => deliveries.push(delivery),
        onDropped: (reason) => dropped.push(reason),
      });
      const numbers = () => deliveries.map((d) => Number(d.event.data.n));
      return { consumer, deliveries, dropped, numbers };
    }

    const ids = (collector: Collector) => collector.deliveries.map((d) => d.event.id);
    const create = (key: GroupKey, settings: CreateGroupOptions['settings'] = {}) =>
      engine.create(key, { settings: { startFrom: 'start', ...FAST, ...settings } });

    describe('groups', () => {
      it('are created once, listed, described, updated and deleted', async () => {
        const key = { stream: 'order-1', group: 'billing' };
        await create(key, { maxRetryCount: 3 });
        await expect(create(key)).rejects.toBeInstanceOf(PersistentSubscriptionExists);
        await engine.create({ stream: ALL_STREAMS, group: 'audit' }, { filter: { types: ['X'] } });

        const info = await engine.info(key);
        expect(info).toMatchObject({ stream: 'order-1', group: 'billing', pending: 0, parked: 0 });
        expect(info.settings).toMatchObject({ maxRetryCount: 3, consumerStrategy: 'RoundRobin' });
        expect((await engine.list()).map((g) => `${g.stream}/${g.group}`)).toEqual([
          '$all/audit',
          'order-1/billing',
        ]);
        expect((await engine.list(ALL_STREAMS))[0].filter).toEqual({ types: ['X'] });

        await engine.update(key, { settings: { maxRetryCount: 5, startFrom: 'end' } });
        expect((await engine.info(key)).settings).toMatchObject({
          maxRetryCount: 5,
          startFrom: 'start',
        });
        await engine.update({ stream: ALL_STREAMS, group: 'audit' }, {});
        expect((await engine.info({ stream: ALL_STREAMS, group: 'audit' })).filter).toEqual({
          types: ['X'],
        });
        await engine.delete(key);
        await expect(engine.info(key)).rejects.toBeInstanceOf(PersistentSubscriptionNotFound);
        await expect(engine.delete(key)).rejects.toBeInstanceOf(PersistentSubscriptionNotFound);
        await expect(engine.update(key, {})).rejects.toBeInstanceOf(PersistentSubscriptionNotFound);
        await expect(collect(engine, key)).rejects.toBeInstanceOf(PersistentSubscriptionNotFound);
      });

      it('refuse settings out of range and a filter on a stream group', async () => {
        const key = { stream: 'order-1', group: 'g' };
        await expect(create(key, { readBatchSize: 0 })).rejects.toMatchObject({
          code: 'ValidationError',
        });
        // Past int32 GetInfo and List could not answer the group (nor a timer wait that long).
        await expect(create(key, { messageTimeoutMs: 2 ** 31 })).rejects.toMatchObject({
          code: 'ValidationError',
          details: [
            {
              path: 'settings.messageTimeoutMs',
              message: 'messageTimeoutMs must be at most 2147483647',
            },
          ],
        });
        await expect(engine.create(key, { filter: { types: ['A'] } })).rejects.toMatchObject({
          code: 'ValidationError',
        });
      });

      it('limit the consumers connected at once', async () => {
        const key = { stream: 'order-1', group: 'g' };
        await create(key, { maxSubscriberCount: 1 });
        await collect(engine, key);
        await expect(collect(engine, key)).rejects.toBeInstanceOf(MaximumSubscribersReached);
      });

      it('drop their consumers when updated or deleted', async () => {
        const key = { stream: 'order-1', group: 'g' };
        await create(key);
        const first = await collect(engine, key);
        await engine.update(key, { settings: { ...FAST, maxRetryCount: 2 } });
        expect(first.dropped).toEqual(['updated']);
        const second = await collect(engine, key);
        await engine.delete(key);
        expect(second.dropped).toEqual(['deleted']);
      });
    });

    describe('delivery', () => {
      it('delivers a stream from its start, from a version, or only what comes after the end', async () => {
        await append('order-1', 3);
        await create({ stream: 'order-1', group: 'from-start' });
        await create({ stream: 'order-1', group: 'from-2' }, { startFrom: { version: 2 } });
        await create({ stream: 'order-1', group: 'from-end' }, { startFrom: 'end' });
        const all = await collect(engine, { stream: 'order-1', group: 'from-start' });
        const two = await collect(engine, { stream: 'order-1', group: 'from-2' });
        const end = await collect(engine, { stream: 'order-1', group: 'from-end' });
        await append('order-1', 1);
        await append('order-2', 1);
        await until(() => all.deliveries.length === 4 && end.deliveries.length === 1, 'deliveries');
        expect(all.numbers()).toEqual([1, 2, 3, 4]);
        await until(() => two.deliveries.length === 3, 'from version 2');
        expect(two.numbers()).toEqual([2, 3, 4]);
        expect(end.numbers()).toEqual([4]);
        expect(all.deliveries.every((d) => d.retryCount === 0)).toBe(true);
      });

      it('delivers the global log through its filter, from a position', async () => {
        await append('order-1', 1);
        await append('invoice-1', 1);
        const head = await storage.events.headPosition();
        await append('order-2', 1);
        await append('invoice-2', 1);
        await engine.create(
          { stream: ALL_STREAMS, group: 'orders' },
          { settings: { startFrom: 'start', ...FAST }, filter: { categories: ['order'] } },
        );
        await engine.create(
          { stream: ALL_STREAMS, group: 'late' },
          { settings: { startFrom: { position: head + 1n }, ...FAST } },
        );
        const orders = await collect(engine, { stream: ALL_STREAMS, group: 'orders' });
        const late = await collect(engine, { stream: ALL_STREAMS, group: 'late' });
        await until(() => orders.deliveries.length === 2 && late.deliveries.length === 2, 'all');
        expect(orders.deliveries.map((d) => d.event.streamId)).toEqual(['order-1', 'order-2']);
        expect(late.deliveries.map((d) => d.event.streamId)).toEqual(['order-2', 'invoice-2']);
      });

      it("applies a $all group's patterns past the store's filter, over pages they keep nothing of", async () => {
        await append('invoice-1', 30);
        await append('order-7', 1);
        await append('order-8', 1);
        await engine.create(
          { stream: ALL_STREAMS, group: 'seven' },
          {
            settings: { startFrom: 'start', ...FAST, readBatchSize: 4 },
            filter: { categories: ['order', 'invoice'], streamPattern: '^order-[0-7]$' },
          },
        );
        const seven = await collect(engine, { stream: ALL_STREAMS, group: 'seven' });
        await until(() => seven.deliveries.length === 1, 'order-7');
        expect(seven.deliveries[0].event.streamId).toBe('order-7');
        await expect(
          engine.create({ stream: ALL_STREAMS, group: 'bad' }, { filter: { typePattern: '(' } }),
        ).rejects.toMatchObject({ code: 'ValidationError' });
      });

      it('shares a group between its consumers, each event to one of them', async () => {
        const key = { stream: 'order-1', group: 'g' };
        await create(key);
        const a = await collect(engine, key, { bufferSize: 3 });
        const b = await collect(engine, key, { bufferSize: 3 });
        await append('order-1', 20);
        const settleAll = async (c: Collector, done: Set<string>) => {
          const fresh = ids(c).filter((id) => !done.has(id));
          fresh.forEach((id) => done.add(id));
          await c.consumer.ack(fresh);
        };
        const doneA = new Set<string>();
        const doneB = new Set<string>();
        await until(async () => {
          await settleAll(a, doneA);
          await settleAll(b, doneB);
          return a.deliveries.length + b.deliveries.length >= 20;
        }, 'twenty deliveries');
        const all = [...a.numbers(), ...b.numbers()].sort((x, y) => x - y);
        expect(all).toEqual(Array.from({ length: 20 }, (_, i) => appended - 19 + i));
        expect(a.deliveries.length).toBeGreaterThan(0);
        expect(b.deliveries.length).toBeGreaterThan(0);
      });

      it('never hands a consumer more unacked events than its buffer', async () => {
        const key = { stream: 'order-1', group: 'g' };
        await create(key);
        await append('order-1', 5);
        const c = await collect(engine, key, { bufferSize: 2 });
        await until(() => c.deliveries.length === 2, 'two deliveries');
        expect((await engine.info(key)).inFlight).toBe(2);
        await c.consumer.ack([c.deliveries[0].event.id]);
        await until(() => c.deliveries.length === 3, 'a third once one is acked');
        expect(c.numbers()).toEqual([appended - 4, appended - 3, appended - 2]);
      });

      it('DispatchToSingle fills the first consumer before the next', async () => {
        const key = { stream: 'order-1', group: 'g' };
        await create(key, { consumerStrategy: 'DispatchToSingle' });
        const a = await collect(engine, key, { bufferSize: 3 });
        const b = await collect(engine, key, { bufferSize: 3 });
        await append('order-1', 4);
        await until(() => a.deliveries.length + b.deliveries.length === 4, 'four');
        expect(a.deliveries).toHaveLength(3);
        expect(b.deliveries).toHaveLength(1);
      });
      it("Pinned keeps each stream's events on one consumer", async () => {
        const key = { stream: ALL_STREAMS, group: 'pinned' };
        await create(key, { consumerStrategy: 'Pinned' });
        const a = await collect(engine, key, { bufferSize: 50 });
        const b = await collect(engine, key, { bufferSize: 50 });
        for (let round = 0; round < 3; round += 1) {
          for (const stream of ['order-1', 'order-2', 'order-3', 'order-4'])
            await append(stream, 1);
        }
        await until(() => a.deliveries.length + b.deliveries.length === 12, 'twelve');
        const streamsOf = (c: Collector) => new Set(c.deliveries.map((d) => d.event.streamId));
        const shared = [...streamsOf(a)].filter((s) => streamsOf(b).has(s));
        expect(shared).toEqual([]);
      });
    });

    describe('acks, nacks and retries', () => {
      it('moves the checkpoint over what was acked, in order', async () => {
        const key = { stream: 'order-1', group: 'g' };
        await create(key);
        await append('order-1', 3);
        const c = await collect(engine, key);
        await until(() => c.deliveries.length === 3, 'three');
        await c.consumer.ack([c.deliveries[1].event.id]);
        await until(async () => (await engine.info(key)).settledAfterCheckpoint === 1, 'acked');
        expect((await engine.info(key)).checkpoint).toBeUndefined();
        await c.consumer.ack([c.deliveries[0].event.id]);
        await until(async () => (await engine.info(key)).checkpoint === 2n, 'checkpoint 2');
        expect(await engine.info(key)).toMatchObject({ inFlight: 1, lastKnown: 3n });
      });

      it('nack retry delivers again with a retry count; skip settles', async () => {
        const key = { stream: 'order-1', group: 'g' };
        await create(key);
        await append('order-1', 2);
        const c = await collect(engine, key);
        await until(() => c.deliveries.length === 2, 'two');
        const [first, second] = c.deliveries.map((d) => d.event.id);
        await c.consumer.nack([first], 'retry', 'try again');
        await c.consumer.nack([second], 'skip', 'not mine');
        await until(() => c.deliveries.length === 3, 'the retry');
        expect(c.deliveries[2]).toMatchObject({ retryCount: 1, event: { id: first } });
        await c.consumer.ack([first]);
        await until(async () => (await engine.info(key)).checkpoint === 2n, 'settled');
      });

      it('parks on nack park and past the retries; replayParked delivers again', async () => {
        const key = { stream: 'order-1', group: 'g' };
        await create(key, { maxRetryCount: 1 });
        await append('order-1', 3);
        const c = await collect(engine, key);
        await until(() => c.deliveries.length === 3, 'three');
        const [first, second, third] = c.deliveries.map((d) => d.event.id);
        await c.consumer.nack([first], 'park', 'poison');
        await c.consumer.nack([second], 'retry', 'once');
        await until(() => c.deliveries.length === 4, 'the retry');
        await c.consumer.nack([second], 'retry', 'twice');
        await c.consumer.ack([third]);
        await until(async () => (await engine.info(key)).parked === 2, 'two parked');
        expect(c.deliveries).toHaveLength(4);
        await until(async () => (await engine.info(key)).checkpoint === 3n, 'parked do not block');

        expect(await engine.replayParked(key, { stopAt: 1 })).toBe(1);
        await until(() => c.deliveries.length === 5, 'one replayed');
        expect(c.deliveries[4]).toMatchObject({ retryCount: 0, event: { id: first } });
        expect(await engine.replayParked(key)).toBe(1);
        await until(() => c.deliveries.length === 6, 'the other replayed');
        expect(c.deliveries[5].event.id).toBe(second);
        expect((await engine.info(key)).parked).toBe(0);
      });

      it('retries an event not acked within the message timeout (injected clock)', async () => {
        const key = { stream: 'order-1', group: 'g' };
        await create(key, { messageTimeoutMs: 5_000, maxRetryCount: 1 });
        await append('order-1', 1);
        const c = await collect(engine, key);
        await until(() => c.deliveries.length === 1, 'delivered');
        now += 5_000;
        await until(() => c.deliveries.length === 2, 'retried after the timeout');
        expect(c.deliveries[1].retryCount).toBe(1);
        now += 5_000;
        await until(async () => (await engine.info(key)).parked === 1, 'parked past the retries');
        expect(c.deliveries).toHaveLength(2);
      });

      it('nack stop drops the consumer and its events go to another', async () => {
        const key = { stream: 'order-1', group: 'g' };
        await create(key);
        await append('order-1', 1);
        const a = await collect(engine, key);
        await until(() => a.deliveries.length === 1, 'delivered');
        const b = await collect(engine, key);
        await a.consumer.nack(ids(a), 'stop', 'shutting down');
        expect(a.dropped).toEqual(['stopped']);
        await until(() => b.deliveries.length === 1, 'to the other');
        expect(b.deliveries[0].event.id).toBe(a.deliveries[0].event.id);
      });
    });

    describe('durability', () => {
      it("hands a disconnected consumer's unacked events to another", async () => {
        const key = { stream: 'order-1', group: 'g' };
        await create(key);
        await append('order-1', 4);
        const a = await collect(engine, key, { bufferSize: 4 });
        await until(() => a.deliveries.length === 4, 'four to a');
        await a.consumer.ack(ids(a).slice(0, 2));
        const b = await collect(engine, key);
        await a.consumer.close();
        await until(() => b.deliveries.length === 2, 'two to b');
        expect(ids(b)).toEqual(ids(a).slice(2));
        expect(b.deliveries.every((d) => d.retryCount === 1)).toBe(true);
      });

      it('resumes after a restart: acked events stay settled, unacked ones come again', async () => {
        const key = { stream: 'order-1', group: 'g' };
        await create(key, { minCheckpointCount: 10, checkpointAfterMs: 60_000 });
        await append('order-1', 4);
        const before = await collect(engine, key);
        await until(() => before.deliveries.length === 4, 'four');
        await before.consumer.ack(ids(before).slice(0, 3));
        const acked = before.numbers().slice(0, 3);
        await engine.close();
        await storage.close();

        storage = await database.open();
        engine = engineOn(storage, 'instance-b');
        await append('order-1', 1);
        const after = await collect(engine, key);
        await until(() => after.deliveries.length === 2, 'the unacked one and the new one');
        expect(after.numbers()).toEqual([before.numbers()[3], appended]);
        expect(after.numbers().some((n) => acked.includes(n))).toBe(false);
      });

      it("takes over a stalled instance's events once their lease ran out; its late ack changes nothing", async () => {
        const key = { stream: 'order-1', group: 'g' };
        await create(key, { messageTimeoutMs: 5_000 });
        // An instance whose time stands still: it never sees its own leases run out.
        const frozen = now;
        const stalled = engineOn(storage, 'instance-stalled', () => new Date(frozen));
        const a = await collect(stalled, key, { bufferSize: 2 });
        await append('order-1', 2);
        await until(() => a.deliveries.length === 2, 'two to the stalled instance');
        const other = options.multiInstance ? await database.open() : storage;
        const b = await collect(engineOn(other, 'instance-b'), key);
        now += 5_000;
        await until(() => b.deliveries.length === 2, 'both taken over');
        expect(b.deliveries.map((d) => d.retryCount)).toEqual([1, 1]);
        expect(ids(b)).toEqual(ids(a));
        await a.consumer.ack(ids(a));
        expect((await engine.info(key)).inFlight).toBe(2);
        await b.consumer.ack(ids(b));
        await until(async () => (await engine.info(key)).checkpoint === 2n, 'settled by b');
      });

      it('shares the work between two instances over one database, each event once', async () => {
        const key = { stream: 'order-1', group: 'g' };
        await create(key);
        const other = options.multiInstance ? await database.open() : storage;
        const second = engineOn(other, 'instance-b');
        const a = await collect(engine, key, { bufferSize: 2 });
        const b = await collect(second, key, { bufferSize: 2 });
        await append('order-1', 12);
        const seen = new Set<string>();
        await until(async () => {
          for (const c of [a, b]) {
            const fresh = ids(c).filter((id) => !seen.has(id));
            fresh.forEach((id) => seen.add(id));
            await c.consumer.ack(fresh);
          }
          return seen.size >= 12;
        }, 'twelve settled');
        expect(a.deliveries.length + b.deliveries.length).toBe(12);
        expect(a.deliveries.length).toBeGreaterThan(0);
        expect(b.deliveries.length).toBeGreaterThan(0);
      });
    });
  });
}
