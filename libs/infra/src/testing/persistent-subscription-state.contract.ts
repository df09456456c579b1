import type { RecordedEvent } from '../event-store/event-store.port';
import type {
  GroupRow,
  PersistentSubscriptionState,
} from '../persistent-subscriptions/persistent-subscription-state.port';
import type { GroupKey } from '../persistent-subscriptions/persistent-subscriptions.port';
import type { Storage } from '../storage/storage.port';
import type { StorageDatabase } from './storage.contract';
import { afterEach, beforeEach, it } from './slow-tests';

const T0 = Date.parse('2026-12-01T10:00:00.000Z');
const key: GroupKey = { stream: 'order-1', group: 'billing' };

/** The event read for a group at `seq` (a version for a stream's group). */
function eventAt(seq: number, streamId = 'order-1'): RecordedEvent {
  return {
    id: `00000000-0000-7000-8000-${seq.toString().padStart(12, '0')}`,
    type: 'Counted',
    data: { n: seq },
    metadata: { correlationId: `c-${seq}` },
    streamId,
    version: seq,
    position: BigInt(seq),
    recordedAt: '2026-12-01T10:00:00.000Z',
  };
}

const messages = (...seqs: number[]) => seqs.map((seq) => ({ seq, event: eventAt(seq) }));
const ids = (...seqs: number[]) => seqs.map((seq) => eventAt(seq).id);

/**
 * The persistent-subscription state port (`storage.persistentSubscriptionState`) on one storage
 * backend, through the port only: groups, the messages read for them, their leased claims
 * (fenced by owner), retries and parking, checkpoints. Times are passed in: no test sleeps.
 */
export function describePersistentSubscriptionStateContract(
  backend: string,
  newDatabase: () => Promise<StorageDatabase>,
): void {
  describe(`Persistent-subscription state contract: ${backend}`, () => {
    let database: StorageDatabase;
    let storage: Storage;
    let state: PersistentSubscriptionState;

    /** A group with messages 1..n read, from read position 0 to n. */
    async function groupWith(n: number, on: GroupKey = key): Promise<void> {
      await state.create(on, '{"maxRetryCount":2}', undefined, 0, T0);
      const seqs = Array.from({ length: n }, (_, i) => i + 1);
      expect(await state.fill(on, 0, n, messages(...seqs))).toBe(true);
    }

    const group = async (): Promise<GroupRow> => {
      const row = await state.group(key);
      if (!row) throw new Error('no group');
      return row;
    };

    beforeEach(async () => {
      database = await newDatabase();
      storage = await database.open();
      state = storage.persistentSubscriptionState;
    });

    afterEach(async () => {
      await storage.close();
      await database.dispose();
    });

    it('creates a group once, updates its settings and filter, lists and deletes it', async () => {
      const filter = { categories: ['order'], typePattern: '^Counted$' };
      expect(await state.create(key, '{"a":1}', undefined, 5, T0)).toBe(true);
      expect(await state.create(key, '{"a":2}', undefined, 0, T0)).toBe(false);
      // The fields of a GroupRow (a SQL row may carry more).
      expect(await state.group(key)).toMatchObject({
        stream: 'order-1',
        group_name: 'billing',
        settings: '{"a":1}',
        filter: null,
        revision: 1,
        read_position: 5,
        checkpoint: null,
        checkpointed_at: T0,
      });
      expect(await state.update(key, '{"a":3}', filter, T0 + 1)).toBe(true);
      expect(await state.group(key)).toMatchObject({ settings: '{"a":3}', revision: 2 });
      expect(JSON.parse((await group()).filter ?? 'null')).toEqual(filter);
      expect(await state.update({ ...key, group: 'nobody' }, '{}', undefined, T0)).toBe(false);

      await state.create({ stream: '$all', group: 'audit' }, '{}', undefined, 0, T0);
      await state.create({ stream: 'order-1', group: 'alerts' }, '{}', undefined, 0, T0);
      const names = (rows: GroupRow[]) => rows.map((row) => `${row.stream}/${row.group_name}`);
      expect(names(await state.groups())).toEqual([
        '$all/audit',
        'order-1/alerts',
        'order-1/billing',
      ]);
      expect(names(await state.groups('order-1'))).toEqual(['order-1/alerts', 'order-1/billing']);

      await state.fill(key, 5, 7, messages(6, 7));
      expect(await state.delete(key)).toBe(true);
      expect(await state.delete(key)).toBe(false);
      expect(await state.group(key)).toBeUndefined();
      // A group made again under the name starts without the old one's messages.
      await state.create(key, '{}', undefined, 0, T0);
      expect(await state.counts(key)).toEqual({ pending: 0, inflight: 0, acked: 0, parked: 0 });
    });

    it('adds what was read only while the read position still stands where the reader began', async () => {
      await state.create(key, '{}', undefined, 0, T0);
      expect(await state.fill(key, 0, 3, messages(1, 2, 3))).toBe(true);
      // Another instance read the same page: nothing is added twice.
      expect(await state.fill(key, 0, 3, messages(1, 2, 3))).toBe(false);
      expect(await state.fill(key, 3, 4, messages(4))).toBe(true);
      expect((await group()).read_position).toBe(4);
      expect(await state.counts(key)).toEqual({ pending: 4, inflight: 0, acked: 0, parked: 0 });
      expect(await state.pendingCount(key)).toBe(4);
      expect(await state.fill({ ...key, group: 'nobody' }, 0, 1, messages(1))).toBe(false);
    });

    it('leases pending messages in order, each to one owner, and settles only the owner’s', async () => {
      await groupWith(5);
      const first = await state.claim(key, 'one', 2, T0 + 1000);
      expect(first.map((m) => [m.seq, m.event.id, m.retryCount, m.leaseUntil])).toEqual([
        [1, eventAt(1).id, 0, T0 + 1000],
        [2, eventAt(2).id, 0, T0 + 1000],
      ]);
      expect(first[0].event).toEqual(eventAt(1));
      const second = await state.claim(key, 'two', 10, T0 + 1000);
      expect(second.map((m) => m.seq)).toEqual([3, 4, 5]);
      expect(await state.claim(key, 'three', 10, T0 + 1000)).toEqual([]);
      expect(await state.pendingCount(key)).toBe(0);

      // Not its claims: nothing changes.
      expect(await state.ack(key, 'two', ids(1, 2))).toEqual([]);
      expect(await state.ack(key, 'one', ids(1, 3))).toEqual(ids(1));
      expect(await state.ack(key, 'one', ids(1))).toEqual([]);
      expect(await state.counts(key)).toEqual({ pending: 0, inflight: 4, acked: 1, parked: 0 });
      expect(await state.ack(key, 'one', [])).toEqual([]);
    });

    it('nacks: skip settles, park parks, retry and stop count a retry, then park once spent', async () => {
      await groupWith(4);
      await state.claim(key, 'one', 4, T0 + 1000);
      expect(await state.nack(key, 'one', ids(1), 'skip', 'not mine', T0, 2)).toEqual(ids(1));
      expect(await state.nack(key, 'one', ids(2), 'park', 'bad data', T0, 2)).toEqual(ids(2));
      expect(await state.nack(key, 'one', ids(3), 'retry', 'busy', T0, 2)).toEqual(ids(3));
      expect(await state.nack(key, 'one', ids(4), 'stop', 'stopping', T0, 2)).toEqual(ids(4));
      expect(await state.nack(key, 'two', ids(3), 'park', 'not its', T0, 2)).toEqual([]);
      expect(await state.counts(key)).toEqual({ pending: 2, inflight: 0, acked: 1, parked: 1 });
      // 3 retried once more; then its retries (2) are spent, and the next nack parks it.
      const [again] = await state.claim(key, 'one', 1, T0 + 1000);
      expect([again.seq, again.retryCount]).toEqual([3, 1]);
      await state.nack(key, 'one', ids(3), 'retry', 'busy', T0, 2);
      expect(await state.counts(key)).toEqual({ pending: 2, inflight: 0, acked: 1, parked: 1 });
      const [spent] = await state.claim(key, 'one', 1, T0 + 1000);
      expect([spent.seq, spent.retryCount]).toEqual([3, 2]);
      await state.nack(key, 'one', ids(3), 'retry', 'busy', T0, 2);
      expect(await state.counts(key)).toEqual({ pending: 1, inflight: 0, acked: 1, parked: 2 });
    });

    it('gives claims back when a consumer leaves: counted or not', async () => {
      await groupWith(2);
      await state.claim(key, 'one', 2, T0 + 1000);
      expect(await state.release(key, 'one', ids(1), false, T0, 2)).toEqual(ids(1));
      expect(await state.release(key, 'one', ids(2), true, T0, 2)).toEqual(ids(2));
      expect(await state.release(key, 'one', ids(2), true, T0, 2)).toEqual([]);
      const claimed = await state.claim(key, 'two', 2, T0 + 1000);
      expect(claimed.map((m) => [m.seq, m.retryCount])).toEqual([
        [1, 0],
        [2, 1],
      ]);
    });

    it('expires claims whose lease ran out, retrying them, and parks those past their retries', async () => {
      await groupWith(3);
      await state.claim(key, 'one', 2, T0 + 1000);
      await state.claim(key, 'two', 1, T0 + 5000);
      expect(await state.expire(key, T0 + 999, 1)).toBe(0);
      expect(await state.expire(key, T0 + 1000, 1)).toBe(2);
      expect(await state.counts(key)).toEqual({ pending: 2, inflight: 1, acked: 0, parked: 0 });
      // Its lease gone, the old owner settles nothing.
      expect(await state.ack(key, 'one', ids(1, 2))).toEqual([]);
      // Renewed, two's claim outlives the first lease it had.
      await state.renew(key, 'two', T0 + 9000);
      expect(await state.expire(key, T0 + 5000, 1)).toBe(0);
      const again = await state.claim(key, 'one', 2, T0 + 2000);
      expect(again.map((m) => [m.seq, m.retryCount])).toEqual([
        [1, 1],
        [2, 1],
      ]);
      // Their one retry spent: a second timeout parks them.
      expect(await state.expire(key, T0 + 2000, 1)).toBe(2);
      expect(await state.counts(key)).toEqual({ pending: 0, inflight: 1, acked: 0, parked: 2 });
    });

    it('checkpoints at the last settled message before the first unsettled one, when due', async () => {
      await groupWith(5);
      await state.claim(key, 'one', 5, T0 + 1000);
      await state.ack(key, 'one', ids(1, 2, 4));
      await state.nack(key, 'one', ids(5), 'park', 'bad', T0, 2);
      const rule = { now: T0 + 100, afterMs: 1000, minCount: 1, maxCount: 10 };
      // Neither enough messages for maxCount nor old enough for afterMs.
      expect(await state.checkpoint(key, await group(), rule)).toBeUndefined();
      expect(await state.checkpoint(key, await group(), { ...rule, maxCount: 4 })).toBe(2);
      expect(await group()).toMatchObject({ checkpoint: 2, checkpointed_at: T0 + 100 });
      // Acked messages up to the checkpoint are gone; 3 still holds the next one back.
      expect(await state.counts(key)).toEqual({ pending: 0, inflight: 1, acked: 1, parked: 1 });
      const later = { ...rule, now: T0 + 1100 };
      expect(await state.checkpoint(key, await group(), later)).toBeUndefined();
      await state.ack(key, 'one', ids(3));
      expect(await state.checkpoint(key, await group(), later)).toBe(5);
      // Parked messages stay, for a replay.
      expect(await state.counts(key)).toEqual({ pending: 0, inflight: 0, acked: 0, parked: 1 });
      expect(await state.checkpoint(key, await group(), { ...later, maxCount: 1 })).toBeUndefined();
    });

    it('replays parked messages, oldest parked first, up to the number asked', async () => {
      await groupWith(3);
      await state.claim(key, 'one', 3, T0 + 1000);
      await state.nack(key, 'one', ids(3), 'park', 'first', T0 + 1, 2);
      await state.nack(key, 'one', ids(1), 'park', 'second', T0 + 2, 2);
      await state.nack(key, 'one', ids(2), 'park', 'third', T0 + 3, 2);
      expect(await state.replayParked(key, 2)).toBe(2);
      const replayed = await state.claim(key, 'one', 3, T0 + 1000);
      expect(replayed.map((m) => [m.seq, m.retryCount])).toEqual([
        [1, 0],
        [3, 0],
      ]);
      expect(await state.replayParked(key, 10)).toBe(1);
      expect(await state.replayParked(key, 10)).toBe(0);
    });

    it('keeps each group’s messages apart', async () => {
      const other = { stream: 'order-1', group: 'shipping' };
      await groupWith(2);
      await groupWith(3, other);
      await state.claim(key, 'one', 5, T0 + 1000);
      expect(await state.ack(other, 'one', ids(1))).toEqual([]);
      expect(await state.counts(other)).toEqual({ pending: 3, inflight: 0, acked: 0, parked: 0 });
      await state.delete(key);
      expect(await state.pendingCount(other)).toBe(3);
    });
  });
}
