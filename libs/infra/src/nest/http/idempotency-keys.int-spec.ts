import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AggregateRepository } from '../../aggregates/aggregate-repository';
import { StoreUnavailable, ValidationError, WrongExpectedVersion } from '../../errors';
import type { AppendResult } from '../../event-store/event-store.port';
import { JetStreamEventStore } from '../../stores/jetstream/jetstream-event-store';
import type { StoredResponse } from '../../idempotency/idempotency-store.port';
import type { Storage } from '../../storage/storage.port';
import { openStorage } from '../../stores/open-storage';
import { parcelCommands, parcelDecider } from '../../testing/fixtures';
import { natsTestsEnabled, testNatsUrl } from '../../testing/nats';
import { postgresTestsEnabled, uniqueSchemaName } from '../../testing/postgres';
import {
  postgresStorageDatabase,
  sqliteStorageDatabase,
  type StorageDatabase,
} from '../../testing/storage.contract';
import { IdempotencyKeyReused } from './http-problem';
import { IdempotencyKeys, keyedHandleOptions, type IdempotentRequest } from './idempotency-keys';

const LEASE_MS = 10_000;
const parcel = parcelCommands('1', '2026-11-29T10:00:00.000Z');

/** Events in a JetStream stream of their own, keys in a companion SQLite file. */
async function jetStreamStorageDatabase(): Promise<StorageDatabase> {
  const url = testNatsUrl();
  const stream = uniqueSchemaName('tm').replace(/[^A-Za-z0-9_-]/g, '_');
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-keys-'));
  return {
    open: () =>
      openStorage(`${url}?stream=${stream}`, { stateStoreUrl: `sqlite:${join(dir, 'state.db')}` }),
    dispose: async () => {
      await JetStreamEventStore.destroy(url, stream);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const stores: [string, () => boolean, () => Promise<StorageDatabase>][] = [
  ['SQLite', () => true, sqliteStorageDatabase],
  [
    'PostgreSQL',
    () => postgresTestsEnabled('IdempotencyKeys on PostgreSQL'),
    postgresStorageDatabase,
  ],
  ['JetStream', () => natsTestsEnabled('IdempotencyKeys on JetStream'), jetStreamStorageDatabase],
];

/**
 * `IdempotencyKeys` over each kind of store: a server error keeps the key's command id for
 * the retry (issue 29, item 1), and a keyed command is answered the same on its first request,
 * after a retry took its claim over, and on a replay (item 7).
 */
for (const [name, enabled, database] of stores) {
  (enabled() ? describe : describe.skip)(`IdempotencyKeys on ${name}`, () => {
    let db: StorageDatabase;
    let storage: Storage;
    let now: Date;
    let keys: IdempotencyKeys;

    beforeEach(async () => {
      db = await database();
      storage = await db.open();
      now = new Date('2026-11-29T10:00:00.000Z');
      keys = new IdempotencyKeys(storage.idempotency, {
        clock: () => now,
        idempotency: { leaseMs: LEASE_MS },
      });
    });
    afterEach(async () => {
      await storage.close();
      await db.dispose();
    });

    const request = { key: 'k', fingerprint: 'fp', askedForVersion: false };
    async function run(fingerprint = 'fp'): Promise<IdempotentRequest> {
      const begun = await keys.begin({ ...request, fingerprint });
      if (begun.kind !== 'run') throw new Error(`expected to run, got ${begun.kind}`);
      return begun.request;
    }

    it('keeps the command id of a key whose request failed with a 5xx, for its retry at once', async () => {
      const first = await run();
      await keys.failed(first, new StoreUnavailable('jetstream', new Error('lost'), 'unknown'));
      now = new Date(now.getTime() + 1); // well inside the first claim's lease
      await expect(keys.begin({ ...request, fingerprint: 'other' })).rejects.toBeInstanceOf(
        IdempotencyKeyReused,
      );
      const retry = await run();
      expect(retry.commandId).toBe(first.commandId);
      await keys.failed(retry, new Error('a bug: 500'));
      expect((await run()).commandId).toBe(first.commandId);
    });

    it('frees a key whose command cannot have run: invalid input, a lost race', async () => {
      for (const error of [
        new ValidationError([{ path: 'amount', message: 'must be a number' }]),
        new WrongExpectedVersion('parcel-1', 1, 2),
      ]) {
        const first = await run();
        await keys.failed(first, error);
        // Freed: another request may use the key.
        await keys.failed(await run('other'), error);
      }
    });

    it('answers a keyed command alike first, after a retry took it over, and on a replay', async () => {
      const parcels = new AggregateRepository({ decider: parcelDecider, store: storage.events });
      const reply = (result: AppendResult): StoredResponse => ({
        status: 201,
        body: { parcelId: '1', version: result.nextExpectedVersion, position: result.position },
        headers: { etag: `W/"${result.nextExpectedVersion}"`, location: '/parcels/1' },
      });
      /** A request's handler: its own body differs; the key's answer is the builder's. */
      const handled = async (keyed: IdempotentRequest) => {
        const result = await parcels.handle(
          'parcel-1',
          parcel.register(),
          keyedHandleOptions(keyed, reply),
        );
        return keys.succeeded(keyed, {
          status: 200,
          body: { state: result.state, retries: result.retries },
          headers: {},
        });
      };

      // The first request runs, then its process dies before the answer is stored.
      const first = await run();
      await parcels.handle('parcel-1', parcel.register(), keyedHandleOptions(first, reply));
      now = new Date(now.getTime() + LEASE_MS);
      const second = await keys.begin(request);
      // The SQL stores completed the key with the events; elsewhere a retry takes it over.
      const answered =
        second.kind === 'replay'
          ? second.response
          : second.kind === 'run'
            ? await handled(second.request)
            : undefined;
      expect(second.kind).toBe(storage.kind === 'jetstream' ? 'run' : 'replay');
      const replay = await keys.begin(request);
      const expected = {
        status: 201,
        body: { parcelId: '1', version: 1, position: expect.stringMatching(/^[1-9][0-9]*$/) },
        headers: { etag: 'W/"1"', location: '/parcels/1' },
      };
      expect(answered).toEqual(expected);
      expect(replay).toEqual({ kind: 'replay', response: answered });

      // A request that was never cut off: the answer it is sent is the one replayed.
      const other = { ...request, key: 'k2' };
      const begun = await keys.begin(other);
      if (begun.kind !== 'run') throw new Error(`expected to run, got ${begun.kind}`);
      await parcels.handle('parcel-1', parcel.pay());
      const sent = await (async () => {
        const result = await parcels.handle('parcel-1', parcel.ship(), {
          ...keyedHandleOptions(begun.request, reply),
        });
        return keys.succeeded(begun.request, { status: 200, body: result.state, headers: {} });
      })();
      expect(sent).toMatchObject({ status: 201, body: { version: 3 } });
      expect(await keys.begin(other)).toEqual({ kind: 'replay', response: sent });
    });
  });
}
