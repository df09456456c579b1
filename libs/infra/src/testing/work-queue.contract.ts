import type { RecordedEvent } from '../event-store/event-store.port';
import type { Storage } from '../storage/storage.port';
import { uuidv7 } from '../support/ids';
import type { NewWorkItem, WorkQueue } from '../work-queue/work-queue.port';
import type { StorageDatabase } from './storage.contract';
import type { StoreContractOptions } from './store-contract-options';
import { afterEach, beforeEach, it } from './slow-tests';

/** An event as the store recorded it, made up for a work item or a dead letter. */
export function recordedEventFor(streamId: string, version = 1, position = 1n): RecordedEvent {
  return {
    id: uuidv7(),
    type: 'OrderPlaced',
    data: { streamId },
    metadata: { correlationId: `c-${streamId}` },
    streamId,
    version,
    position,
    recordedAt: '2026-12-01T10:00:00.000Z',
  };
}

/** `storeOf`: the adapter under test. Default: the storage's work queue. */
export interface WorkQueueContractOptions extends StoreContractOptions<WorkQueue> {
  /** Two storages on one database claim at once (PostgreSQL); otherwise they share one. Default: false. */
  readonly multiInstance?: boolean;
}

const LEASE_MS = 1000;

/** The saga work queue port on one storage backend, tested only through the port. */
export function describeWorkQueueContract(
  backend: string,
  newDatabase: () => Promise<StorageDatabase>,
  options: WorkQueueContractOptions = {},
): void {
  describe(`Work queue contract: ${backend}`, () => {
    let database: StorageDatabase;
    let storage: Storage;
    let queue: WorkQueue;
    const storages: Storage[] = [];
    let now: number;
    let keys = 0;
    const queueOf = (on: Storage) => options.storeOf?.(on.sql, () => new Date(now)) ?? on.workQueue;

    function item(overrides: Partial<NewWorkItem> = {}): NewWorkItem {
      keys += 1;
      return {
        saga: 'checkout',
        sagaKey: '1',
        step: 'notify',
        kind: 'step',
        input: { orderId: '1', n: keys },
        idempotencyKey: `checkout:1:notify:${keys}`,
        event: recordedEventFor('order-1'),
        runAt: now,
        createdAt: now,
        ...overrides,
      };
    }

    const enqueue = (...items: NewWorkItem[]) =>
      storage.sql.transaction((tx) => queue.enqueue(tx, items));
    const claim = (owner: string, limit = 10, q = queue) =>
      q.claim({ owner, limit, now, leaseMs: LEASE_MS });

    beforeEach(async () => {
      database = await newDatabase();
      storage = await database.open();
      storages.push(storage);
      queue = queueOf(storage);
      now = Date.parse('2026-12-01T10:00:00.000Z');
    });

    afterEach(async () => {
      await Promise.all(storages.splice(0).map((s) => s.close()));
      await database.dispose();
    });

    it('enqueues an item once per idempotency key, and hands it out as enqueued', async () => {
      const event = recordedEventFor('order-7', 3, 42n);
      const first = item({ event, input: { orderId: '7', tags: ['a'] } });
      const second = item();
      expect(await enqueue(first, second)).toBe(2);
      // A redelivered event schedules the same keys again: nothing is added.
      expect(await enqueue({ ...first, id: uuidv7() }, second)).toBe(0);
      const claimed = await claim('worker-a');
      expect(claimed).toHaveLength(2);
      const mine = claimed.find((c) => c.idempotencyKey === first.idempotencyKey);
      expect(mine).toEqual({
        id: expect.any(String) as string,
        saga: 'checkout',
        sagaKey: '1',
        step: 'notify',
        input: { orderId: '7', tags: ['a'] },
        idempotencyKey: first.idempotencyKey,
        event,
        attempts: 1,
        firstAttemptAt: now,
        leaseUntil: now + LEASE_MS,
      });
    });

    it('claims only due items, at most the limit, the earliest due first', async () => {
      await enqueue(
        item({ runAt: now + 500, input: { n: 'later' } }),
        item({ runAt: now - 10, input: { n: 'earliest' } }),
        item({ runAt: now, input: { n: 'now' } }),
      );
      expect((await claim('worker-a', 1)).map((c) => c.input.n)).toEqual(['earliest']);
      expect((await claim('worker-a')).map((c) => c.input.n)).toEqual(['now']);
      expect(await claim('worker-a')).toEqual([]);
      now += 500;
      expect((await claim('worker-a')).map((c) => c.input.n)).toEqual(['later']);
    });

    it('never hands one item to two claimers while its lease holds', async () => {
      await enqueue(item());
      expect(await claim('worker-a')).toHaveLength(1);
      expect(await claim('worker-b')).toEqual([]);
      now += LEASE_MS - 1;
      expect(await claim('worker-b')).toEqual([]);
    });

    it('never hands one item to two claims running at once', async () => {
      for (let i = 0; i < 5; i += 1)
        await enqueue(...Array.from({ length: 8 }, (_, j) => item({ sagaKey: `${i}-${j}` })));
      let other = queue;
      if (options.multiInstance) {
        const second = await database.open();
        storages.push(second);
        other = queueOf(second);
      }
      const rounds = await Promise.all([
        claim('worker-a', 25),
        claim('worker-b', 25, other),
        claim('worker-c', 25),
        claim('worker-d', 25, other),
      ]);
      const ids = rounds.flat().map((c) => c.id);
      expect(ids).toHaveLength(40);
      expect(new Set(ids).size).toBe(40);
    });

    it('hands an item whose lease expired to another claimer, who alone settles it', async () => {
      await enqueue(item());
      const [a] = await claim('worker-a');
      now += LEASE_MS;
      const [b] = await claim('worker-b');
      expect(b).toMatchObject({ id: a.id, attempts: 2, firstAttemptAt: a.firstAttemptAt });
      expect(b.leaseUntil).toBe(now + LEASE_MS);
      const settle = (owner: string) =>
        storage.sql.transaction((tx) => queue.complete(tx, a.id, owner));
      expect(await settle('worker-a')).toBe(false);
      expect(await settle('worker-b')).toBe(true);
      now += 10 * LEASE_MS;
      expect(await claim('worker-c')).toEqual([]);
    });

    it('fences rescheduling and dead-lettering by the lease owner', async () => {
      await enqueue(item());
      const [a] = await claim('worker-a');
      const moves = (owner: string) =>
        storage.sql.transaction(async (tx) => [
          await queue.reschedule(tx, a.id, owner, now, 'boom'),
          await queue.markDead(tx, a.id, owner, 'boom'),
        ]);
      expect(await moves('worker-b')).toEqual([false, false]);
      // Still leased to worker-a: not handed out before its lease ends.
      expect(await claim('worker-b')).toEqual([]);
    });

    it('reschedules a failed attempt to run later, counting attempts on', async () => {
      await enqueue(item());
      const [first] = await claim('worker-a');
      expect(
        await storage.sql.transaction((tx) =>
          queue.reschedule(tx, first.id, 'worker-a', now + 300, 'smtp unavailable'),
        ),
      ).toBe(true);
      expect(await claim('worker-a')).toEqual([]);
      now += 299;
      expect(await claim('worker-b')).toEqual([]);
      now += 1;
      const [second] = await claim('worker-b');
      expect(second).toMatchObject({
        id: first.id,
        attempts: 2,
        firstAttemptAt: first.firstAttemptAt,
      });
    });

    it('keeps a dead item out of claims until it is requeued, attempts reset', async () => {
      await enqueue(item());
      const [first] = await claim('worker-a');
      const requeue = () => storage.sql.transaction((tx) => queue.requeueDead(tx, first.id, now));
      // Only a dead item is requeued.
      expect(await requeue()).toBe(false);
      expect(
        await storage.sql.transaction((tx) =>
          queue.markDead(tx, first.id, 'worker-a', 'permanent'),
        ),
      ).toBe(true);
      now += 10 * LEASE_MS;
      expect(await claim('worker-a')).toEqual([]);
      expect(await requeue()).toBe(true);
      expect(await requeue()).toBe(false);
      const [again] = await claim('worker-b');
      expect(again).toMatchObject({ id: first.id, attempts: 1, firstAttemptAt: now });
    });

    it("cancels an instance's pending deadlines of the named steps, and nothing else", async () => {
      const deadline = (sagaKey: string, step: string) =>
        item({ sagaKey, step, kind: 'deadline', runAt: now + 60_000, input: { sagaKey, step } });
      await enqueue(
        deadline('1', 'expire'),
        deadline('1', 'expire'),
        deadline('1', 'remind'),
        deadline('2', 'expire'),
        item({ sagaKey: '1', step: 'expire', runAt: now + 60_000, input: { kind: 'step' } }),
      );
      expect(
        await storage.sql.transaction((tx) =>
          queue.cancelDeadlines(tx, 'checkout', '1', ['expire', 'missing']),
        ),
      ).toBe(2);
      expect(
        await storage.sql.transaction((tx) => queue.cancelDeadlines(tx, 'checkout', '1', [])),
      ).toBe(0);
      now += 60_000;
      const left = await claim('worker-a');
      expect(
        left.map((c) => c.input).sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
      ).toEqual([
        { kind: 'step' },
        { sagaKey: '1', step: 'remind' },
        { sagaKey: '2', step: 'expire' },
      ]);
    });

    it('lists items as they stand, by saga, instance, step and status, in the order enqueued', async () => {
      const first = item({ sagaKey: '1', step: 'notify' });
      const deadline = item({
        sagaKey: '2',
        step: 'expire',
        kind: 'deadline',
        runAt: now + 60_000,
        createdAt: now + 1,
      });
      const later = item({ sagaKey: '2', step: 'notify', runAt: now + 10, createdAt: now + 2 });
      await enqueue(later, first, deadline);
      const [claimed] = await claim('worker-a', 1);
      const keys = (items: readonly { idempotencyKey: string }[]) =>
        items.map((i) => i.idempotencyKey);
      const all = await queue.list();
      expect(keys(all)).toEqual(keys([first, deadline, later]));
      expect(all[0]).toEqual({
        id: claimed.id,
        saga: 'checkout',
        sagaKey: '1',
        step: 'notify',
        kind: 'step',
        idempotencyKey: first.idempotencyKey,
        status: 'running',
        attempts: 1,
        runAt: now,
        leaseOwner: 'worker-a',
        leaseUntil: now + LEASE_MS,
        lastError: null,
      });
      expect(all[1]).toMatchObject({
        kind: 'deadline',
        status: 'pending',
        attempts: 0,
        runAt: now + 60_000,
        leaseOwner: null,
        leaseUntil: null,
      });
      await storage.sql.transaction(async (tx) => {
        await queue.markDead(tx, claimed.id, 'worker-a', 'boom');
        await queue.cancelDeadlines(tx, 'checkout', '2', ['expire']);
      });
      expect(await queue.list({ status: 'dead' })).toEqual([
        { ...all[0], status: 'dead', leaseOwner: null, leaseUntil: null, lastError: 'boom' },
      ]);
      expect(keys(await queue.list({ status: 'cancelled' }))).toEqual(keys([deadline]));
      expect(keys(await queue.list({ sagaKey: '2' }))).toEqual(keys([deadline, later]));
      expect(keys(await queue.list({ step: 'notify' }))).toEqual(keys([first, later]));
      expect(
        keys(
          await queue.list({ saga: 'checkout', sagaKey: '2', step: 'notify', status: 'pending' }),
        ),
      ).toEqual(keys([later]));
      expect(await queue.list({ saga: 'other' })).toEqual([]);
    });

    it('records each attempt once, listed in order', async () => {
      await enqueue(item());
      const [a] = await claim('worker-a');
      const attempt = (n: number, outcome: 'failed' | 'succeeded', error: string | null) => ({
        workItemId: a.id,
        attempt: n,
        worker: 'worker-a',
        startedAt: now + n,
        finishedAt: now + n + 5,
        outcome,
        error,
      });
      await storage.sql.transaction(async (tx) => {
        await queue.recordAttempt(tx, attempt(2, 'succeeded', null));
        await queue.recordAttempt(tx, attempt(1, 'failed', 'smtp unavailable'));
      });
      await storage.sql.transaction((tx) =>
        queue.recordAttempt(tx, { ...attempt(1, 'succeeded', null), worker: 'worker-b' }),
      );
      expect(await queue.attemptsOf(a.id)).toEqual([
        attempt(1, 'failed', 'smtp unavailable'),
        attempt(2, 'succeeded', null),
      ]);
      expect(await queue.attemptsOf('missing')).toEqual([]);
    });
  });
}
