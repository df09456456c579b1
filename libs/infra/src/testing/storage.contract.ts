import { domainError, UpcasterRegistry, type Decider, type DomainEvent } from '@tidemark/domain';
import { AggregateRepository, CommandRejected } from '../aggregates/aggregate-repository';
import { guardOwnedCategories, OwnedCategories } from '../aggregates/owned-categories';
import {
  ForeignEventType,
  UnknownEventInStream,
  UnreadableEventInStream,
  WrongExpectedVersion,
} from '../errors';
import type { EventStore } from '../event-store/event-store.port';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenStorageOptions, Storage } from '../storage/storage.port';
import { openStorage } from '../stores/open-storage';
import { MemoryDatabase } from '../stores/memory/memory-database';
import { openMemoryStorage } from '../stores/memory/open-memory-storage';
import { uuidv7 } from '../support/ids';
import { parcelCommands, parcelDecider, type ParcelCommand, type ParcelEvent } from './fixtures';
import { describeKeyedCommands } from './keyed-commands.contract';
import { runOnPostgres, testPostgresUrl, uniqueSchemaName } from './postgres';
import { afterEach, beforeEach, it } from './slow-tests';

/** A fresh, empty database that storages can be opened on. */
export interface StorageDatabase {
  /** Opens a storage on the database; `options` (a clock …) go to `openStorage`. */
  open(options?: OpenStorageOptions): Promise<Storage>;
  dispose(): Promise<void>;
}

type CounterEvent = DomainEvent<'Incremented', { by: number }>;
type CounterCommand = { type: 'Increment'; by: number };
const counter: Decider<CounterCommand, CounterEvent, { total: number }> = {
  initialState: () => ({ total: 0 }),
  evolve: (state, event) => ({ total: state.total + event.data.by }),
  decide: (command) =>
    command.by > 0
      ? [{ type: 'Incremented', data: { by: command.by } }]
      : domainError('rejected', 'NotPositive', 'by must be positive'),
};

const at = '2026-11-29T10:00:00.000Z';
const parcel = (parcelId: string) => parcelCommands(parcelId, at);

/** Counts appends refused with WrongExpectedVersion, to check that each one was retried. */
function countingConflicts(store: EventStore): { store: EventStore; conflicts: () => number } {
  let conflicts = 0;
  const wrapped: EventStore = Object.create(store) as EventStore;
  wrapped.appendToStream = async (...args) => {
    try {
      return await store.appendToStream(...args);
    } catch (error) {
      if (error instanceof WrongExpectedVersion) conflicts += 1;
      throw error;
    }
  };
  return { store: wrapped, conflicts: () => conflicts };
}

/**
 * Snapshots, idempotency keys and the aggregate repository on one storage backend. Each
 * backend's spec calls this once.
 */
export function describeStorageContract(
  backend: string,
  newDatabase: () => Promise<StorageDatabase>,
): void {
  describe(`Storage contract: ${backend}`, () => {
    let database: StorageDatabase;
    let storage: Storage;

    beforeEach(async () => {
      database = await newDatabase();
      storage = await database.open();
    });

    afterEach(async () => {
      await storage.close();
      await database.dispose();
    });

    describe('snapshot store', () => {
      it('keeps the latest snapshot per stream and never goes back to an older one', async () => {
        const { snapshots } = storage;
        expect(await snapshots.load('counter-1')).toBeUndefined();
        await snapshots.save({
          streamId: 'counter-1',
          version: 5,
          schemaVersion: 1,
          state: { total: 5 },
          takenAt: at,
        });
        await snapshots.save({
          streamId: 'counter-1',
          version: 3,
          schemaVersion: 1,
          state: { total: 3 },
          takenAt: at,
        });
        expect(await snapshots.load('counter-1')).toEqual({
          streamId: 'counter-1',
          version: 5,
          schemaVersion: 1,
          state: { total: 5 },
          takenAt: at,
        });
        await snapshots.save({
          streamId: 'counter-1',
          version: 4,
          schemaVersion: 2,
          state: { n: 4 },
          takenAt: at,
        });
        expect(await snapshots.load('counter-1')).toMatchObject({
          version: 4,
          schemaVersion: 2,
          state: { n: 4 },
        });
      });
    });

    describe('idempotency store', () => {
      const t0 = new Date('2026-11-29T10:00:00.000Z');
      const later = (ms: number) => new Date(t0.getTime() + ms);
      const claim = (key: string, fingerprint: string, now = t0) =>
        storage.idempotency.claim({
          key,
          fingerprint,
          now,
          leaseMs: 1000,
          retentionMs: 60_000,
          commandId: uuidv7(now.getTime()),
        });
      const claimed = { kind: 'claimed', commandId: expect.any(String) };
      const response = { status: 201, body: { parcelId: '1' }, headers: { etag: 'W/"1"' } };

      it('claims a new key, then replays its response for the same request only', async () => {
        expect(await claim('k1', 'fp-a')).toEqual(claimed);
        expect(await claim('k1', 'fp-a')).toEqual({ kind: 'in_flight' });
        expect(await claim('k1', 'fp-b')).toEqual({ kind: 'mismatch' });
        await storage.idempotency.complete('k1', 'fp-a', response);
        expect(await claim('k1', 'fp-a')).toEqual({ kind: 'replay', response });
        expect(await claim('k1', 'fp-b')).toEqual({ kind: 'mismatch' });
      });

      it('forgets a released claim', async () => {
        await claim('k1', 'fp-a');
        await storage.idempotency.release('k1', 'fp-a');
        expect(await claim('k1', 'fp-b')).toEqual(claimed);
      });

      it('takes over a claim whose lease expired (its holder died), only for the same request', async () => {
        await claim('k1', 'fp-a');
        expect(await claim('k1', 'fp-a', later(999))).toEqual({ kind: 'in_flight' });
        expect(await claim('k1', 'fp-b', later(1000))).toEqual({ kind: 'mismatch' });
        expect(await claim('k1', 'fp-a', later(1000))).toEqual(claimed);
      });

      it('expires keys after the retention, and purges only expired ones', async () => {
        await claim('old', 'fp-a');
        await storage.idempotency.complete('old', 'fp-a', response);
        await claim('new', 'fp-a', later(30_000));
        expect(await storage.idempotency.purgeExpired(later(59_999))).toBe(0);
        expect(await claim('old', 'fp-b', later(60_000))).toEqual(claimed);
        expect(await storage.idempotency.purgeExpired(later(90_000))).toBe(1);
        expect(await storage.idempotency.purgeExpired(later(200_000))).toBe(1);
        expect(await claim('new', 'fp-b', later(200_000))).toEqual(claimed);
      });

      it('gives exactly one of 20 concurrent claims of a key', async () => {
        const outcomes = await Promise.all(Array.from({ length: 20 }, () => claim('race', 'fp-a')));
        expect(outcomes.filter((o) => o.kind === 'claimed')).toHaveLength(1);
        expect(outcomes.filter((o) => o.kind === 'in_flight')).toHaveLength(19);
      });
    });

    describeKeyedCommands(() => storage);

    describe('aggregate repository', () => {
      it('loads, decides and appends with the loaded version; a no-op appends nothing', async () => {
        const parcels = new AggregateRepository({ decider: parcelDecider, store: storage.events });
        const registered = await parcels.handle('parcel-1', parcel('1').register(), {
          metadata: { correlationId: 'c-9' },
        });
        expect(registered).toMatchObject({
          version: 1,
          retries: 0,
          state: { status: 'registered', postageCents: 1000 },
        });
        expect(registered.events.map((e) => [e.type, e.version, e.metadata])).toEqual([
          ['ParcelRegistered', 1, { correlationId: 'c-9', schemaVersion: 1 }],
        ]);
        const pay = parcel('1').pay('p-1');
        expect((await parcels.handle('parcel-1', pay)).version).toBe(2);
        const again = await parcels.handle('parcel-1', pay);
        expect(again).toMatchObject({
          events: [],
          version: 2,
          position: undefined,
          state: { status: 'paid' },
        });
        expect((await storage.events.readStream('parcel-1')).version).toBe(2);
      });

      it('meets an event of a type the decider does not know as its policy says; an owned category refuses one', async () => {
        const parcels = new AggregateRepository({ decider: parcelDecider, store: storage.events });
        await parcels.handle('parcel-f', parcel('f').register());
        // Another writer's event, straight through the store.
        const note = await storage.events.appendToStream('parcel-f', [
          { type: 'ParcelNoteAdded', data: { note: 'fragile' } },
        ]);
        const failed = await parcels.load('parcel-f').catch((e: unknown) => e);
        expect(failed).toBeInstanceOf(UnknownEventInStream);
        expect(failed).toMatchObject({
          code: 'UnknownEventType',
          streamId: 'parcel-f',
          version: 2,
          eventType: 'ParcelNoteAdded',
          position: note.position,
        });
        await expect(parcels.handle('parcel-f', parcel('f').pay('p-1'))).rejects.toBeInstanceOf(
          UnknownEventInStream,
        );

        const skipping = new AggregateRepository({
          decider: { ...parcelDecider, unknownEvents: 'skip' },
          store: storage.events,
        });
        expect(await skipping.load('parcel-f')).toMatchObject({
          version: 2,
          state: { status: 'registered' },
        });
        expect(await skipping.handle('parcel-f', parcel('f').pay('p-1'))).toMatchObject({
          version: 3,
          state: { status: 'paid' },
        });

        const owned = new OwnedCategories();
        owned.own('parcel', parcelDecider.eventTypes ?? []);
        const guarded = guardOwnedCategories(storage.events, owned);
        const refused = await guarded
          .appendToStream('parcel-f', [
            { type: 'ParcelShipped', data: {} },
            { type: 'ParcelNoteAdded', data: {} },
          ])
          .catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(ForeignEventType);
        expect(refused).toMatchObject({
          code: 'ValidationError',
          details: [
            { path: 'events[1].type', message: expect.stringContaining('ParcelNoteAdded') },
          ],
        });
        expect((await storage.events.readStream('parcel-f')).version).toBe(3);
        // The aggregate's own events pass; a category no aggregate owns takes any type.
        const guardedParcels = new AggregateRepository({ decider: parcelDecider, store: guarded });
        expect((await guardedParcels.handle('parcel-g', parcel('g').register())).version).toBe(1);
        expect(
          (await guarded.appendToStream('note-f', [{ type: 'NoteAdded', data: {} }])).written,
        ).toBe(true);
      });

      it('names an event its decider cannot apply instead of failing as an internal error', async () => {
        // A known type shaped otherwise by another writer: evolve checks what it relies on.
        const strict: typeof parcelDecider = {
          ...parcelDecider,
          evolve: (state, event) => {
            if (
              event.type === 'ParcelRegistered' &&
              !Number.isSafeInteger(event.data.postageCents)
            ) {
              throw new Error('data.postageCents must be an integer');
            }
            return parcelDecider.evolve(state, event);
          },
        };
        const parcels = new AggregateRepository({ decider: strict, store: storage.events });
        const bad = await storage.events.appendToStream('parcel-u', [
          { type: 'ParcelRegistered', data: { parcelId: 'u', postageCents: 'lots' } },
        ]);
        const failed = await parcels.load('parcel-u').catch((e: unknown) => e);
        expect(failed).toBeInstanceOf(UnreadableEventInStream);
        expect(failed).toMatchObject({
          code: 'UnreadableEvent',
          streamId: 'parcel-u',
          version: 1,
          eventType: 'ParcelRegistered',
          position: bad.position,
          reason: 'data.postageCents must be an integer',
        });
        await expect(parcels.handle('parcel-u', parcel('u').pay('p-1'))).rejects.toBeInstanceOf(
          UnreadableEventInStream,
        );
        expect((await storage.events.readStream('parcel-u')).version).toBe(1);
      });

      it('surfaces a domain error as CommandRejected and writes nothing', async () => {
        const parcels = new AggregateRepository({ decider: parcelDecider, store: storage.events });
        const error = await parcels
          .handle('parcel-1', parcel('1').register(-5))
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(CommandRejected);
        expect(error).toMatchObject({ code: 'InvalidPostage', kind: 'rejected' });
        expect(await storage.events.headPosition()).toBe(0n);
      });

      it('does not retry a caller-given expected version that does not match', async () => {
        const { store, conflicts } = countingConflicts(storage.events);
        const parcels = new AggregateRepository({ decider: parcelDecider, store });
        await parcels.handle('parcel-1', parcel('1').register());
        const voiding = parcel('1').void('r');
        const error = await parcels
          .handle('parcel-1', voiding, { expectedVersion: 0 })
          .catch((e: unknown) => e);
        expect(error).toMatchObject({
          code: 'WrongExpectedVersion',
          expectedVersion: 0,
          actualVersion: 1,
        });
        expect(conflicts()).toBe(0);
        expect((await parcels.handle('parcel-1', voiding, { expectedVersion: 1 })).version).toBe(2);
      });

      it('keeps the invariants under 20 concurrent commands on one parcel, retrying each conflict', async () => {
        const { store, conflicts } = countingConflicts(storage.events);
        const parcels = new AggregateRepository({
          decider: parcelDecider,
          store,
          retry: { maxAttempts: 51, baseDelayMs: 2, maxDelayMs: 20 },
        });
        const seven = parcel('7');
        await parcels.handle('parcel-7', seven.register());
        // Payments under two references (one wins, the other is refused), shipping, voiding.
        const commands: ParcelCommand[] = Array.from({ length: 20 }, (_, i): ParcelCommand => {
          switch (i % 4) {
            case 0:
              return seven.pay(`p-${i % 8}`);
            case 1:
              return seven.ship();
            case 2:
              return seven.void(`r-${i}`);
            default:
              return seven.pay('p-0');
          }
        });
        const outcomes = await Promise.all(
          commands.map((command) =>
            parcels.handle('parcel-7', command).then(
              (result) => ({ ok: true as const, retries: result.retries }),
              (error: unknown) => ({ ok: false as const, error }),
            ),
          ),
        );
        for (const outcome of outcomes) {
          if (!outcome.ok) expect(outcome.error).toBeInstanceOf(CommandRejected);
        }
        const retries = outcomes.reduce((sum, o) => sum + (o.ok ? o.retries : 0), 0);
        expect(conflicts()).toBeGreaterThan(0);
        // Every conflict was retried (rejections after a retry are counted by the store too).
        expect(conflicts()).toBeGreaterThanOrEqual(retries);

        const types = (await storage.events.readStream('parcel-7')).events.map((e) => e.type);
        const count = (type: ParcelEvent['type']) => types.filter((t) => t === type).length;
        expect(count('ParcelRegistered')).toBe(1);
        expect(count('PostagePaid')).toBeLessThanOrEqual(1);
        expect(count('ParcelVoided')).toBeLessThanOrEqual(1);
        expect(count('ParcelShipped')).toBeLessThanOrEqual(1);
        if (types.includes('ParcelShipped')) {
          expect(types.slice(0, types.indexOf('ParcelShipped'))).toContain('PostagePaid');
          expect(types).not.toContain('ParcelVoided');
        }
        if (types.includes('ParcelVoided')) {
          expect(types.slice(types.indexOf('ParcelVoided') + 1)).toEqual([]);
        }
        expect(types.length).toBeGreaterThan(1);
      });

      it('retries a conflict, then surfaces it once the retries are spent', async () => {
        const counters = new AggregateRepository({ decider: counter, store: storage.events });
        await counters.handle('counter-1', { type: 'Increment', by: 1 });
        // A store on which every append conflicts, as if another writer always got there first.
        const busy: EventStore = Object.create(storage.events) as EventStore;
        busy.appendToStream = async (streamId) => {
          throw new WrongExpectedVersion(streamId, 1, 2);
        };
        const sleeps: number[] = [];
        const stubborn = new AggregateRepository({
          decider: counter,
          store: busy,
          retry: { maxAttempts: 4, baseDelayMs: 10, maxDelayMs: 15 },
          random: () => 0.999,
          sleep: async (ms) => {
            sleeps.push(ms);
          },
        });
        const error = await stubborn
          .handle('counter-1', { type: 'Increment', by: 1 })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(WrongExpectedVersion);
        expect(sleeps).toEqual([9, 14, 14]);
      });

      it('takes snapshots every K events and loads from the latest plus the tail', async () => {
        const reads: Array<number | undefined> = [];
        const store: EventStore = Object.create(storage.events) as EventStore;
        store.readStream = (streamId, options) => {
          reads.push(options?.from);
          return storage.events.readStream(streamId, options);
        };
        const counters = new AggregateRepository({
          decider: counter,
          store,
          snapshots: storage.snapshots,
          snapshotEvery: 3,
        });
        for (let i = 1; i <= 7; i += 1)
          await counters.handle('counter-1', { type: 'Increment', by: i });
        expect(await storage.snapshots.load('counter-1')).toMatchObject({
          version: 6,
          schemaVersion: 1,
          state: { total: 21 },
        });
        reads.length = 0;
        expect(await counters.load('counter-1')).toEqual({
          state: { total: 28 },
          version: 7,
          snapshotVersion: 6,
        });
        // From the snapshot's own event, which shows the snapshot still stands.
        expect(reads).toEqual([6]);
      });

      it('drops a snapshot whose event a soft delete hid: the new stream starts afresh', async () => {
        const counters = new AggregateRepository({
          decider: counter,
          store: storage.events,
          snapshots: storage.snapshots,
          snapshotEvery: 2,
        });
        for (let i = 0; i < 4; i += 1)
          await counters.handle('counter-1', { type: 'Increment', by: 10 });
        expect(await storage.snapshots.load('counter-1')).toMatchObject({ version: 4 });
        await storage.events.deleteStream('counter-1');
        expect(await counters.load('counter-1')).toEqual({
          state: { total: 0 },
          version: 0,
          snapshotVersion: 0,
        });
        await counters.handle('counter-1', { type: 'Increment', by: 1 });
        expect(await counters.load('counter-1')).toEqual({
          state: { total: 1 },
          version: 5,
          snapshotVersion: 5, // taken afresh: 5 events since none stood
        });
      });

      it('ignores a snapshot of another schema version and rebuilds it', async () => {
        const counters = new AggregateRepository({
          decider: counter,
          store: storage.events,
          snapshots: storage.snapshots,
          snapshotEvery: 2,
          snapshotSchemaVersion: 2,
        });
        for (let i = 0; i < 3; i += 1)
          await counters.handle('counter-1', { type: 'Increment', by: 1 });
        await storage.snapshots.save({
          streamId: 'counter-1',
          version: 3,
          schemaVersion: 1,
          state: { wrong: true },
          takenAt: at,
        });
        expect((await counters.load('counter-1')).state).toEqual({ total: 3 });
        await counters.handle('counter-1', { type: 'Increment', by: 1 });
        expect(await storage.snapshots.load('counter-1')).toMatchObject({
          version: 4,
          schemaVersion: 2,
          state: { total: 4 },
        });
      });

      it('upcasts old event shapes on read and writes the current schema version', async () => {
        // Version 1 of ParcelRegistered carried the postage as a float in euros.
        await storage.events.appendToStream('parcel-9', [
          {
            type: 'ParcelRegistered',
            data: { parcelId: '9', postage: 10, registeredAt: at },
            metadata: { schemaVersion: 1 },
          },
        ]);
        const upcasters = new UpcasterRegistry([
          {
            type: 'ParcelRegistered',
            fromVersion: 1,
            upcast: ({ postage, ...rest }) => ({
              data: { ...rest, postageCents: Math.round(Number(postage) * 100) },
            }),
          },
        ]);
        const parcels = new AggregateRepository({
          decider: parcelDecider,
          store: storage.events,
          upcasters,
        });
        expect((await parcels.load('parcel-9')).state).toMatchObject({
          status: 'registered',
          postageCents: 1000,
        });
        const paid = await parcels.handle('parcel-9', parcel('9').pay('p'));
        expect(paid.events[0].metadata).toEqual({ schemaVersion: 1 });
        const next = await parcels.handle('parcel-10', parcel('10').register());
        expect(next.events[0].metadata).toEqual({ schemaVersion: 2 });
      });
    });
  });
}

/** A fresh PostgreSQL schema per test, dropped afterwards (see `postgresTestsEnabled`). */
export async function postgresStorageDatabase(): Promise<StorageDatabase> {
  const url = testPostgresUrl();
  const schema = uniqueSchemaName();
  return {
    open: (options) => openStorage(url, { ...options, schema }),
    dispose: () => runOnPostgres(url, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`),
  };
}

/** A fresh SQLite file per test, in a temporary folder removed afterwards. */
export async function sqliteStorageDatabase(): Promise<StorageDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-storage-'));
  return {
    open: (options) => openStorage(`sqlite:${join(dir, 'tidemark.db')}`, options),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A fresh memory store per test: the storages opened on it share its events and state, as app
 * instances on one database do. Nothing to dispose of but the objects.
 */
export async function memoryStorageDatabase(): Promise<StorageDatabase> {
  const db = new MemoryDatabase();
  return {
    open: (options) => openMemoryStorage(options, db),
    dispose: async () => undefined,
  };
}
