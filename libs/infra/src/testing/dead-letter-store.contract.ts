import type { DeadLetterStore, NewDeadLetter } from '../dead-letters/dead-letter-store.port';
import type { RecordedEvent } from '../event-store/event-store.port';
import type { SqlAccess } from '../sql/sql';
import type { Storage } from '../storage/storage.port';
import type { WorkQueue } from '../work-queue/work-queue.port';
import type { StorageDatabase } from './storage.contract';
import type { StoreContractOptions } from './store-contract-options';
import { recordedEventFor } from './work-queue.contract';
import { afterEach, beforeEach, it } from './slow-tests';

/** `storeOf`: the adapter under test. Default: the storage's dead-letter store. */
export interface DeadLetterStoreContractOptions extends StoreContractOptions<DeadLetterStore> {
  /** The work queue the store re-drives saga steps through. Default: the storage's. */
  readonly queueOf?: (sql: SqlAccess) => WorkQueue;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The dead-letter store port on one storage backend, tested only through its ports. */
export function describeDeadLetterStoreContract(
  backend: string,
  newDatabase: () => Promise<StorageDatabase>,
  options: DeadLetterStoreContractOptions = {},
): void {
  describe(`Dead-letter store contract: ${backend}`, () => {
    let database: StorageDatabase;
    let storage: Storage;
    let letters: DeadLetterStore;
    let queue: WorkQueue;
    let now: number;

    const record = (letter: NewDeadLetter) =>
      storage.sql.transaction((tx) => letters.record(tx, letter));
    const pending = (listener: string, eventId: string) =>
      letters.isPending(storage.sql.query, listener, eventId);

    function projectionLetter(listener: string, event: RecordedEvent, error: unknown) {
      return {
        listener,
        event,
        error,
        attempts: 3,
        firstAttemptAt: now - 100,
        lastAttemptAt: now,
      };
    }

    /** A saga step given up on: its work item dead in the queue, and its letter. */
    async function deadStep(step = 'grant', sagaKey = '1') {
      const event = recordedEventFor(`order-${sagaKey}`);
      await storage.sql.transaction((tx) =>
        queue.enqueue(tx, [
          {
            saga: 'checkout',
            sagaKey,
            step,
            kind: 'step',
            input: {},
            idempotencyKey: `checkout:${sagaKey}:${step}:${event.id}`,
            event,
            runAt: now,
            createdAt: now,
          },
        ]),
      );
      const [item] = await queue.claim({ owner: 'worker-a', limit: 1, now, leaseMs: 1000 });
      const id = await storage.sql.transaction(async (tx) => {
        await queue.markDead(tx, item.id, 'worker-a', 'account closed');
        return letters.record(tx, {
          listener: 'checkout',
          event,
          error: new Error('account closed'),
          attempts: item.attempts,
          firstAttemptAt: item.firstAttemptAt,
          lastAttemptAt: now,
          step,
          workItemId: item.id,
        });
      });
      return { id, item, event };
    }

    beforeEach(async () => {
      database = await newDatabase();
      now = Date.parse('2026-12-01T10:00:00.000Z');
      const clock = () => new Date(now);
      storage = await database.open({ clock });
      letters = options.storeOf?.(storage.sql, clock) ?? storage.deadLetters;
      queue = options.queueOf?.(storage.sql) ?? storage.workQueue;
    });

    afterEach(async () => {
      await storage.close();
      await database.dispose();
    });

    it('records a dead letter with its event, error and attempts', async () => {
      const event = recordedEventFor('order-1', 2, 17n);
      const error = new Error('no such column');
      const id = await record(projectionLetter('tally', event, error));
      expect(await letters.get(id)).toEqual({
        id,
        listener: 'tally',
        step: null,
        workItemId: null,
        eventId: event.id,
        streamId: 'order-1',
        version: 2,
        position: '17',
        event: { ...event, position: '17', tags: [] },
        error: 'no such column',
        stack: error.stack,
        attempts: 3,
        firstAttemptAt: iso(now - 100),
        lastAttemptAt: iso(now),
        status: 'pending',
        resolution: null,
        resolvedAt: null,
        createdAt: iso(now),
      });
      const other = await record({ ...projectionLetter('tally', event, 'plain'), id: 'given-id' });
      expect(other).toBe(id);
      expect(await letters.get('missing')).toBeUndefined();
    });

    it('keeps one pending letter per listener and event: recording again updates it', async () => {
      const event = recordedEventFor('order-1');
      const id = await record(projectionLetter('tally', event, new Error('first')));
      now += 1000;
      expect(await record(projectionLetter('tally', event, 'second'))).toBe(id);
      expect(await letters.get(id)).toMatchObject({
        error: 'second',
        stack: null,
        attempts: 6,
        firstAttemptAt: iso(now - 1100),
        lastAttemptAt: iso(now),
      });
      const elsewhere = await record(projectionLetter('audit', event, 'third'));
      expect(elsewhere).not.toBe(id);
      expect(await pending('tally', event.id)).toBe(true);
      expect(await pending('audit', event.id)).toBe(true);
      expect(await pending('tally', recordedEventFor('order-2').id)).toBe(false);
      expect((await letters.list()).items).toHaveLength(2);
    });

    it('keeps one pending letter per work item for saga steps, not counted as a listener’s', async () => {
      const { id, item, event } = await deadStep();
      const again = await storage.sql.transaction((tx) =>
        letters.record(tx, {
          listener: 'checkout',
          event,
          error: 'again',
          attempts: 1,
          firstAttemptAt: now,
          lastAttemptAt: now,
          step: 'grant',
          workItemId: item.id,
        }),
      );
      expect(again).toBe(id);
      const another = await storage.sql.transaction((tx) =>
        letters.record(tx, {
          listener: 'checkout',
          event,
          error: 'another item',
          attempts: 1,
          firstAttemptAt: now,
          lastAttemptAt: now,
          step: 'notify',
          workItemId: 'another-item',
        }),
      );
      expect(another).not.toBe(id);
      expect(await letters.get(id)).toMatchObject({
        step: 'grant',
        workItemId: item.id,
        attempts: 2,
        error: 'again',
      });
      expect(await pending('checkout', event.id)).toBe(false);
    });

    it('resolves a listener’s pending letter; a later failure records a new one', async () => {
      const event = recordedEventFor('order-1');
      const id = await record(projectionLetter('tally', event, 'boom'));
      const step = await deadStep();
      now += 500;
      await storage.sql.transaction(async (tx) => {
        await letters.resolve(tx, 'tally', event.id, 'applied again by a replay', now);
        await letters.resolve(tx, 'checkout', step.event.id, 'not a listener letter', now);
      });
      expect(await letters.get(id)).toMatchObject({
        status: 'redriven',
        resolution: 'applied again by a replay',
        resolvedAt: iso(now),
      });
      expect((await letters.get(step.id))?.status).toBe('pending');
      expect(await pending('tally', event.id)).toBe(false);
      const next = await record(projectionLetter('tally', event, 'boom again'));
      expect(next).not.toBe(id);
      expect(await pending('tally', event.id)).toBe(true);
    });

    it('lists by listener, step and status, a page at a time in id order', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 5; i += 1)
        ids.push(await record(projectionLetter('tally', recordedEventFor(`order-${i}`), 'x')));
      ids.sort(); // in id order, which a millisecond's UUIDv7s need not be made in
      const step = await deadStep('grant', '9');
      const all = [...ids, step.id].sort();
      const first = await letters.list({ limit: 4 });
      expect(first.items.map((l) => l.id)).toEqual(all.slice(0, 4));
      expect(first.next).toBe(all[3]);
      const second = await letters.list({ limit: 4, after: first.next ?? undefined });
      expect(second.items.map((l) => l.id)).toEqual(all.slice(4));
      expect(second.next).toBeNull();
      expect((await letters.list({ listener: 'tally' })).items.map((l) => l.id)).toEqual(ids);
      expect((await letters.list({ step: 'grant' })).items.map((l) => l.id)).toEqual([step.id]);
      await letters.discard(ids[0], 'duplicate');
      expect(
        (await letters.list({ listener: 'tally', status: 'pending' })).items.map((l) => l.id),
      ).toEqual(ids.slice(1));
      expect((await letters.list({ status: 'discarded' })).items.map((l) => l.id)).toEqual([
        ids[0],
      ]);
      expect(await letters.list({ listener: 'nobody' })).toEqual({ items: [], next: null });
    });

    it('discards a pending letter with its reason, kept for audit', async () => {
      const id = await record(projectionLetter('tally', recordedEventFor('order-1'), 'x'));
      now += 250;
      expect(await letters.discard(id, 'customer closed the account')).toMatchObject({
        id,
        status: 'discarded',
        resolution: 'customer closed the account',
        resolvedAt: iso(now),
      });
      now += 250;
      // Only a pending letter is discarded: the first reason stays.
      expect(await letters.discard(id, 'again')).toMatchObject({
        resolution: 'customer closed the account',
        resolvedAt: iso(now - 250),
      });
      expect(await letters.discard('missing', 'x')).toBeUndefined();
      expect((await letters.list({ status: 'pending' })).items).toEqual([]);
    });

    it('re-drives pending saga steps only: their items run again, attempts reset', async () => {
      const step = await deadStep();
      const listenerLetter = await record(
        projectionLetter('tally', recordedEventFor('order-5'), 'x'),
      );
      const discarded = await deadStep('notify', '2');
      await letters.discard(discarded.id, 'not wanted');
      now += 100;
      expect(await letters.redrive([step.id, 'missing', listenerLetter, discarded.id])).toEqual({
        redriven: [step.id],
        notFound: ['missing'],
        notRedrivable: [listenerLetter, discarded.id],
      });
      expect(await letters.get(step.id)).toMatchObject({
        status: 'redriven',
        resolvedAt: iso(now),
      });
      const claimed = await queue.claim({ owner: 'worker-b', limit: 10, now, leaseMs: 1000 });
      expect(claimed).toEqual([
        expect.objectContaining({ id: step.item.id, attempts: 1, firstAttemptAt: now }),
      ]);
      expect(await letters.redrive([step.id])).toEqual({
        redriven: [],
        notFound: [],
        notRedrivable: [step.id],
      });
    });

    it('does not re-drive a letter whose work item is not dead', async () => {
      const step = await deadStep();
      await storage.sql.transaction((tx) => queue.requeueDead(tx, step.item.id, now));
      expect(await letters.redrive([step.id])).toEqual({
        redriven: [],
        notFound: [],
        notRedrivable: [step.id],
      });
      expect((await letters.get(step.id))?.status).toBe('pending');
    });
  });
}
