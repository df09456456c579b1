import type { RecordedEvent } from '../event-store/event-store.port';
import {
  LostListener,
  UnknownListener,
  type ListenerStateStore,
} from '../projections/listener-state/listener-state-store.port';
import type { Sql, SqlAccess } from '../sql/sql';
import type { Storage } from '../storage/storage.port';
import type { Clock } from '../support/ids';
import type { StorageDatabase } from './storage.contract';
import type { StoreContractOptions } from './store-contract-options';
import { afterEach, beforeEach, it } from './slow-tests';

/** Makes the store under test on a storage's SQL, reading time from `clock`. */
export type NewListenerStateStore = (sql: SqlAccess, clock: Clock) => ListenerStateStore;

/** `storeOf`: the adapter under test. Default: the storage's listener state store. */
export type ListenerStateContractOptions = StoreContractOptions<ListenerStateStore>;

const LEASE_MS = 5000;

/** A recorded event of `streamId` at `version`, at global `position`. */
export function recordedEvent(streamId: string, version: number, position: number): RecordedEvent {
  return {
    id: `${streamId}:${version}`,
    type: 'Noted',
    data: { version },
    metadata: { correlationId: 'c-1' },
    streamId,
    version,
    position: BigInt(position),
    recordedAt: '2026-12-01T10:00:00.000Z',
  };
}

/**
 * The {@link ListenerStateStore} port on one backend, only through the port; each backend's
 * spec calls it once. Time is the injected clock's: no test sleeps.
 */
export function describeListenerStateContract(
  backend: string,
  newDatabase: () => Promise<StorageDatabase>,
  options: ListenerStateContractOptions = {},
): void {
  describe(`Listener state store contract: ${backend}`, () => {
    let database: StorageDatabase;
    let storage: Storage;
    let store: ListenerStateStore;
    let now: number;

    const tx = <T>(work: (t: Sql) => Promise<T>): Promise<T> => storage.sql.transaction(work);
    const register = (name: string) => tx((t) => store.register(t, name));
    const move = (name: string, from: number, to: number, owner: string) =>
      tx((t) => store.moveCheckpoint(t, name, 'live', BigInt(from), BigInt(to), owner));
    const moveRebuild = (name: string, from: number, to: number, owner: string) =>
      tx((t) => store.moveCheckpoint(t, name, 'rebuild', BigInt(from), BigInt(to), owner));
    const claim = (slot: string, events: RecordedEvent[]) =>
      tx((t) => store.claimVersions(t, 'tally', slot, events));
    const claimOne = (slot: string, event: RecordedEvent, force = false) =>
      tx((t) => store.claimVersion(t, 'tally', slot, event, force));

    /** Starts a rebuild into slot b: from checkpoint 0, the slot's versions forgotten. */
    async function startRebuildAfresh() {
      await tx((t) => store.startRebuild(t, 'tally', 'b'));
      expect((await store.state('tally')).rebuild).toEqual({
        slot: 'b',
        checkpoint: 0n,
        startedAt: now,
      });
      expect(await claimOne('b', recordedEvent('order-1', 1, 1))).toBe(true);
    }

    beforeEach(async () => {
      database = await newDatabase();
      now = Date.parse('2026-12-01T10:00:00.000Z');
      const clock = () => new Date(now);
      storage = await database.open({ clock });
      store = options.storeOf?.(storage.sql, clock) ?? storage.listenerState;
    });

    afterEach(async () => {
      await storage.close();
      await database.dispose();
    });

    it('registers a listener once, running in slot a from checkpoint 0', async () => {
      expect(await register('tally')).toBe(true);
      expect(await register('tally')).toBe(false);
      await register('audit');
      expect(await store.state('tally')).toEqual({
        name: 'tally',
        status: 'running',
        activeSlot: 'a',
        checkpoint: 0n,
        rebuild: null,
        leaseOwner: null,
        leaseUntil: null,
        lastError: null,
        failedEvent: null,
        applied: 0,
        skipped: 0,
      });
      expect((await store.states()).map((state) => state.name)).toEqual(['audit', 'tally']);
      await expect(store.state('nobody')).rejects.toBeInstanceOf(UnknownListener);
      await expect(tx((t) => store.lockedState(t, 'nobody'))).rejects.toBeInstanceOf(
        UnknownListener,
      );
      expect((await tx((t) => store.lockedState(t, 'tally'))).name).toBe('tally');
    });

    it('grants a lease to one owner at a time; another takes it over once it expired', async () => {
      await register('tally');
      expect(await store.takeLease('tally', 'one', LEASE_MS)).toBe(true);
      expect(await store.takeLease('tally', 'two', LEASE_MS)).toBe(false);
      now += LEASE_MS - 1;
      expect(await store.takeLease('tally', 'one', LEASE_MS)).toBe(true);
      now += LEASE_MS - 1;
      expect(await store.takeLease('tally', 'two', LEASE_MS)).toBe(false);
      now += 1;
      expect(await store.takeLease('tally', 'two', LEASE_MS)).toBe(true);
      expect(await store.takeLease('tally', 'one', LEASE_MS)).toBe(false);
      expect(await store.state('tally')).toMatchObject({
        leaseOwner: 'two',
        leaseUntil: now + LEASE_MS,
      });
    });

    it('releases a lease only for its owner; one process may take over every lease', async () => {
      await register('tally');
      await register('audit');
      await store.takeLease('tally', 'one', LEASE_MS);
      await store.releaseLease('tally', 'two');
      expect(await store.takeLease('tally', 'two', LEASE_MS)).toBe(false);
      await store.releaseLease('tally', 'one');
      expect((await store.state('tally')).leaseOwner).toBeNull();
      expect(await store.takeLease('tally', 'two', LEASE_MS)).toBe(true);
      await store.takeOverAllLeases('three', LEASE_MS);
      for (const state of await store.states()) {
        expect([state.name, state.leaseOwner, state.leaseUntil]).toEqual([
          state.name,
          'three',
          now + LEASE_MS,
        ]);
      }
      expect(await store.takeLease('tally', 'two', LEASE_MS)).toBe(false);
    });

    it('moves the checkpoint as a compare-and-set fenced by the lease', async () => {
      await register('tally');
      await store.takeLease('tally', 'one', LEASE_MS);
      await move('tally', 0, 5, 'one');
      expect((await store.state('tally')).checkpoint).toBe(5n);
      // A wrong `from`: another move came first.
      await expect(move('tally', 0, 7, 'one')).rejects.toBeInstanceOf(LostListener);
      // An owner without the lease.
      await expect(move('tally', 5, 7, 'two')).rejects.toBeInstanceOf(LostListener);
      // The lease expired: even its last owner's move is refused, and the new owner's goes.
      now += LEASE_MS;
      await expect(move('tally', 5, 7, 'one')).rejects.toBeInstanceOf(LostListener);
      expect(await store.takeLease('tally', 'two', LEASE_MS)).toBe(true);
      await move('tally', 5, 9, 'two');
      expect((await store.state('tally')).checkpoint).toBe(9n);
    });

    it('moves the checkpoint back as well, under the same fence', async () => {
      await register('tally');
      await store.takeLease('tally', 'one', LEASE_MS);
      await move('tally', 0, 9, 'one');
      await expect(move('tally', 9, 0, 'two')).rejects.toBeInstanceOf(LostListener);
      await move('tally', 9, 2, 'one');
      expect((await store.state('tally')).checkpoint).toBe(2n);
      await expect(move('tally', 9, 0, 'one')).rejects.toBeInstanceOf(LostListener);
      await move('tally', 2, 0, 'one');
      expect((await store.state('tally')).checkpoint).toBe(0n);
    });

    it("a refused move fails the caller's transaction: its other writes do not commit", async () => {
      await register('tally');
      await store.takeLease('tally', 'one', LEASE_MS);
      const failed = tx(async (t) => {
        await store.count(t, 'tally', 3, 1);
        await store.claimVersion(t, 'tally', 'a', recordedEvent('order-1', 1, 1), false);
        await store.moveCheckpoint(t, 'tally', 'live', 4n, 5n, 'one');
      });
      await expect(failed).rejects.toBeInstanceOf(LostListener);
      expect(await store.state('tally')).toMatchObject({ checkpoint: 0n, applied: 0, skipped: 0 });
      expect(await claimOne('a', recordedEvent('order-1', 1, 1))).toBe(true);
    });

    it('claims per-stream versions in batches and one by one, never going back', async () => {
      await register('tally');
      const [o1v1, o1v2, o1v3, o1v4] = [1, 2, 3, 4].map((v) => recordedEvent('order-1', v, v));
      const o2v1 = recordedEvent('order-2', 1, 5);
      expect([...(await claim('a', [o1v1, o1v2, o2v1]))]).toEqual([o1v1, o1v2, o2v1]);
      // Delivered again, with one new event: only that one is fresh.
      expect([...(await claim('a', [o1v1, o1v2, o1v3, o2v1]))]).toEqual([o1v3]);
      expect([...(await claim('a', []))]).toEqual([]);
      expect(await claimOne('a', o1v2)).toBe(false);
      expect(await claimOne('a', o1v4)).toBe(true);
      expect(await claimOne('a', o1v4)).toBe(false);
      // Forced: claimed again, but the stream's version stays at its latest.
      expect(await claimOne('a', o1v2, true)).toBe(true);
      expect(await claimOne('a', o1v3)).toBe(false);
      expect([...(await claim('a', [o1v3, o1v4]))]).toEqual([]);
      // Each slot keeps its own versions.
      expect([...(await claim('b', [o1v1]))]).toEqual([o1v1]);
    });

    it('counts events applied and skipped', async () => {
      await register('tally');
      await tx((t) => store.count(t, 'tally', 3, 1));
      await tx((t) => store.count(t, 'tally', 0, 0));
      await tx((t) => store.count(t, 'tally', 2, 4));
      expect(await store.state('tally')).toMatchObject({ applied: 5, skipped: 5 });
    });

    it('pauses, resumes, and parks a failed listener with its error and event', async () => {
      await register('tally');
      await store.pause('tally');
      expect((await store.state('tally')).status).toBe('paused');
      await store.resume('tally');
      expect((await store.state('tally')).status).toBe('running');
      const event = recordedEvent('order-1', 2, 7);
      await store.fail('tally', 'boom', event);
      expect(await store.state('tally')).toMatchObject({
        status: 'failed',
        lastError: 'boom',
        failedEvent: event,
      });
      await store.resume('tally');
      expect(await store.state('tally')).toMatchObject({
        status: 'running',
        lastError: null,
        failedEvent: null,
      });
    });

    it("notes a running listener's failure for the lease owner only, and clears it; never a parked one's", async () => {
      await register('tally');
      await store.noteFailure('tally', 'a', 'no lease, no note');
      expect((await store.state('tally')).lastError).toBeNull();
      expect(await store.takeLease('tally', 'a', LEASE_MS)).toBe(true);
      await store.noteFailure('tally', 'a', 'broker away');
      expect(await store.state('tally')).toMatchObject({
        status: 'running',
        lastError: 'broker away',
      });
      await store.noteFailure('tally', 'b', null);
      expect((await store.state('tally')).lastError).toBe('broker away');
      await store.noteFailure('tally', 'a', null);
      expect((await store.state('tally')).lastError).toBeNull();

      const event = recordedEvent('order-1', 2, 7);
      await store.fail('tally', 'boom', event);
      await store.noteFailure('tally', 'a', null);
      await store.noteFailure('tally', 'a', 'later');
      expect(await store.state('tally')).toMatchObject({ status: 'failed', lastError: 'boom' });
      await store.resume('tally');
      await store.pause('tally');
      await store.noteFailure('tally', 'a', 'while paused');
      expect(await store.state('tally')).toMatchObject({ status: 'paused', lastError: null });
    });

    it('starts a rebuild in the other slot and swaps it in once caught up, for the lease owner only', async () => {
      await register('tally');
      await store.takeLease('tally', 'one', LEASE_MS);
      await move('tally', 0, 6, 'one');
      await claim('b', [recordedEvent('order-1', 1, 1)]);
      await startRebuildAfresh();
      await moveRebuild('tally', 0, 4, 'one');
      await expect(moveRebuild('tally', 0, 5, 'one')).rejects.toBeInstanceOf(LostListener);
      await expect(moveRebuild('tally', 4, 5, 'two')).rejects.toBeInstanceOf(LostListener);
      // Behind the live lane (4 < 6): no swap.
      await expect(store.swap('tally', 'b', 'one')).rejects.toBeInstanceOf(LostListener);
      await moveRebuild('tally', 4, 8, 'one');
      await expect(store.swap('tally', 'b', 'two')).rejects.toBeInstanceOf(LostListener);
      await expect(store.swap('tally', 'a', 'one')).rejects.toBeInstanceOf(LostListener);
      await store.swap('tally', 'b', 'one');
      expect(await store.state('tally')).toMatchObject({
        activeSlot: 'b',
        checkpoint: 8n,
        rebuild: null,
      });
      await expect(store.swap('tally', 'b', 'one')).rejects.toBeInstanceOf(LostListener);
    });

    it('starts a running rebuild over', async () => {
      await register('tally');
      await store.takeLease('tally', 'one', LEASE_MS);
      await tx((t) => store.startRebuild(t, 'tally', 'b'));
      await moveRebuild('tally', 0, 3, 'one');
      await claim('b', [recordedEvent('order-1', 1, 1)]);
      now += 1000;
      await startRebuildAfresh();
    });
  });
}
