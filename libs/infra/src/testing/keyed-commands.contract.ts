import { AggregateRepository } from '../aggregates/aggregate-repository';
import type { AppendResult, KeyedCommand } from '../event-store/event-store.port';
import type { Storage } from '../storage/storage.port';
import { uuidv7 } from '../support/ids';
import { parcelCommands, parcelDecider } from './fixtures';
import { it } from './slow-tests';

const t0 = new Date('2026-11-29T10:00:00.000Z');
const lease = { leaseMs: 1000, retentionMs: 60_000 };
const later = (ms: number) => new Date(t0.getTime() + ms);
const at = t0.toISOString();

const parcel = parcelCommands('1', at);

/** An append's result at `version` (position 0: a response that does not name one). */
const resultOf = (version: number): AppendResult => ({
  streamId: 'parcel-1',
  firstVersion: version,
  nextExpectedVersion: version,
  position: 0n,
  written: true,
});

/** What a key answers once its command's append stands: derived from the append's result. */
const respond = (result: AppendResult) => ({
  status: 201,
  body: { version: result.nextExpectedVersion, position: result.position.toString() },
  headers: { etag: `W/"${result.nextExpectedVersion}"` },
});

/**
 * Commands under idempotency keys, across the idempotency store, the event store and the
 * aggregate repository of one storage: the key's command id survives a takeover, the SQL
 * stores complete a key in its events' transaction, and a command run again is answered
 * from the events it appended. Called by {@link describeStorageContract}.
 */
export function describeKeyedCommands(current: () => Storage): void {
  describe('keyed commands', () => {
    const claim = (key: string, fingerprint: string, now = t0, commandId = uuidv7(now.getTime())) =>
      current().idempotency.claim({ key, fingerprint, now, commandId, ...lease });
    const keyed = (key: string): KeyedCommand => ({ key, fingerprint: 'fp', response: respond });
    /** The SQL stores share a transaction with the keys; EventStoreDB cannot. */
    const completesWithEvents = () =>
      current().kind !== 'eventstoredb' && current().kind !== 'jetstream';

    it('keeps the first claim’s command id when a retry takes a dead claim over, not after expiry', async () => {
      const first = uuidv7(t0.getTime());
      expect(await claim('k', 'fp', t0, first)).toEqual({ kind: 'claimed', commandId: first });
      expect(await claim('k', 'fp', later(1000))).toEqual({ kind: 'claimed', commandId: first });
      const renewed = uuidv7(later(60_000).getTime());
      expect(await claim('k', 'fp', later(61_000), renewed)).toEqual({
        kind: 'claimed',
        commandId: renewed,
      });
    });

    it('hands an abandoned claim, with its command id, to the same request at once', async () => {
      const { idempotency } = current();
      const first = uuidv7(t0.getTime());
      await claim('k', 'fp', t0, first);
      await idempotency.abandon('k', 'fp');
      // Its lease has not run out: abandoning ended it.
      expect(await claim('k', 'other', later(1))).toEqual({ kind: 'mismatch' });
      expect(await claim('k', 'fp', later(1))).toEqual({ kind: 'claimed', commandId: first });
      expect(await claim('k', 'fp', later(2))).toEqual({ kind: 'in_flight' });
      // A completed key stays completed.
      await idempotency.complete('k', 'fp', respond(resultOf(1)));
      await idempotency.abandon('k', 'fp');
      expect(await claim('k', 'fp', later(3))).toEqual({
        kind: 'replay',
        response: respond(resultOf(1)),
      });
    });

    it('answers a keyed command run again with what its first run answered', async () => {
      const { events } = current();
      const parcels = new AggregateRepository({ decider: parcelDecider, store: events });
      const answers: unknown[] = [];
      const recording: KeyedCommand = {
        key: 'register',
        fingerprint: 'fp',
        response: (result) => {
          answers.push(respond(result));
          return respond(result);
        },
      };
      await claim('register', 'fp');
      const commandId = uuidv7();
      const first = await parcels.handle('parcel-1', parcel.register(), {
        commandId,
        keyed: recording,
      });
      await parcels.handle('parcel-1', parcel.pay());
      // A retry that took the claim over (its first answer lost): the same command id.
      const again = await parcels.handle('parcel-1', parcel.register(), {
        commandId,
        keyed: recording,
      });
      expect([first.firstRun, again.firstRun]).toEqual([true, false]);
      expect(answers.length).toBeGreaterThanOrEqual(2);
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(answers[0]).toEqual(respond({ ...resultOf(1), position: first.position ?? 0n }));
      if (completesWithEvents()) {
        expect(await claim('register', 'fp', later(1000))).toEqual({
          kind: 'replay',
          response: answers[0],
        });
      }
    });

    it('completes the key of a keyed append with its response, in the events’ transaction', async () => {
      const { events } = current();
      await claim('k', 'fp');
      const result = await events.appendToStream('cart-1', [{ type: 'A', data: {} }], {
        expectedVersion: 'no_stream',
        keyed: keyed('k'),
      });
      expect(result.written).toBe(true);
      // Nobody completed the key after the append: as after a crash right after the commit.
      expect(await claim('k', 'fp', later(1000))).toEqual(
        completesWithEvents()
          ? { kind: 'replay', response: respond(result) }
          : { kind: 'claimed', commandId: expect.any(String) },
      );
    });

    it('leaves the key in flight when the keyed append is refused or writes nothing', async () => {
      const { events } = current();
      await events.appendToStream('cart-1', [{ id: uuidv7(), type: 'A', data: {} }]);
      await claim('refused', 'fp');
      await expect(
        events.appendToStream('cart-1', [{ type: 'B', data: {} }], {
          expectedVersion: 0,
          keyed: keyed('refused'),
        }),
      ).rejects.toMatchObject({ code: 'WrongExpectedVersion' });
      expect(await claim('refused', 'fp')).toEqual({ kind: 'in_flight' });

      const id = uuidv7();
      await events.appendToStream('cart-2', [{ id, type: 'A', data: {} }]);
      await claim('retry', 'fp');
      const retry = await events.appendToStream('cart-2', [{ id, type: 'A', data: {} }], {
        keyed: keyed('retry'),
      });
      expect(retry.written).toBe(false);
      expect(await claim('retry', 'fp')).toEqual({ kind: 'in_flight' });
      expect(await events.headPosition()).toBe(retry.position);
    });

    it('completes the keys of appends committed together, not of the one refused among them', async () => {
      const { events } = current();
      const keys = Array.from({ length: 8 }, (_, i) => `k${i}`);
      for (const key of keys) await claim(key, 'fp');
      const outcomes = await Promise.allSettled(
        keys.map((key, i) =>
          events.appendToStream(
            `cart-${i % 4}`,
            [{ type: 'A', data: { i } }],
            // Two appends per stream expect no stream: one of each pair loses.
            { expectedVersion: 'no_stream', keyed: keyed(key) },
          ),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(4);
      for (const [i, outcome] of outcomes.entries()) {
        const answer = await claim(keys[i], 'fp');
        if (outcome.status === 'rejected' || !completesWithEvents()) {
          expect(answer).toEqual({ kind: 'in_flight' });
        } else {
          expect(answer).toEqual({ kind: 'replay', response: respond(outcome.value) });
        }
      }
    });

    it('answers a command run again from the events it appended, whatever came after', async () => {
      const { events } = current();
      const parcels = new AggregateRepository({ decider: parcelDecider, store: events });
      await parcels.handle('parcel-1', parcel.register());
      await parcels.handle('parcel-1', parcel.pay());
      const commandId = uuidv7();
      const shipped = await parcels.handle('parcel-1', parcel.ship(), { commandId });
      expect(shipped).toMatchObject({ version: 3, firstRun: true });
      await parcels.handle('parcel-1', parcel.deliver());
      // Deciding again would refuse it (already shipped): it is recognised instead.
      const again = await parcels.handle('parcel-1', parcel.ship(), {
        commandId,
        expectedVersion: 2,
      });
      expect(again).toMatchObject({
        version: 3,
        position: shipped.position,
        firstRun: false,
        events: [expect.objectContaining({ id: shipped.events[0].id, type: 'ParcelShipped' })],
      });
      expect((await events.readStream('parcel-1')).version).toBe(4);
    });

    it('recognises a command run again behind a snapshot that covers its events', async () => {
      const { events, snapshots } = current();
      const parcels = new AggregateRepository({
        decider: parcelDecider,
        store: events,
        snapshots,
        snapshotEvery: 1,
      });
      const registering = uuidv7();
      const registered = await parcels.handle('parcel-1', parcel.register(), {
        commandId: registering,
      });
      await parcels.handle('parcel-1', parcel.pay());
      expect(await snapshots.load('parcel-1')).toMatchObject({ version: 2 });
      const again = await parcels.handle('parcel-1', parcel.register(), {
        commandId: registering,
      });
      expect(again).toMatchObject({ version: 1, position: registered.position, firstRun: false });
      expect((await events.readStream('parcel-1')).version).toBe(2);
    });

    it('runs a keyed command once when two runs race, and completes its key with its events', async () => {
      const { events } = current();
      const parcels = new AggregateRepository({
        decider: parcelDecider,
        store: events,
        retry: { maxAttempts: 11, baseDelayMs: 1, maxDelayMs: 5 },
      });
      await claim('register', 'fp');
      const commandId = uuidv7();
      const options = { commandId, keyed: keyed('register') };
      const runs = await Promise.all(
        [0, 1, 2].map(() => parcels.handle('parcel-1', parcel.register(), options)),
      );
      expect(runs.filter((run) => run.firstRun)).toHaveLength(1);
      expect(new Set(runs.map((run) => run.position))).toEqual(new Set([runs[0].position]));
      expect((await events.readStream('parcel-1')).events.map((e) => e.type)).toEqual([
        'ParcelRegistered',
      ]);
      if (completesWithEvents()) {
        const [first] = runs.filter((run) => run.firstRun);
        expect(await claim('register', 'fp')).toEqual({
          kind: 'replay',
          response: expect.objectContaining({
            body: { version: 1, position: String(first.position) },
          }),
        });
      }
    });
  });
}
