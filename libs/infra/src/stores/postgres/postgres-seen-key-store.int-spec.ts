import { Client } from 'pg';
import type { SeenEntry } from '@tidemark/domain';
import {
  describeSeenKeyStoreContract,
  postgresStorageDatabase,
  postgresTestsEnabled,
  testPostgresUrl,
  uniqueSchemaName,
  withDatabase,
} from '@tidemark/infra/testing';
import type { Storage } from '../../storage/storage.port';
import { openStorage } from '../open-storage';
import { SqlSeenKeyStore } from '../sql/sql-seen-key-store';
import { describeSqlSeenKeyStoreSweep } from '../sql/sql-seen-key-store.shared-spec';

/** A store on a storage of its own (another connection pool on the same schema), closed with it. */
class OwnStorageStore extends SqlSeenKeyStore {
  constructor(private readonly storage: Storage) {
    super(storage.sql);
  }

  override async close(): Promise<void> {
    await this.storage.close();
  }
}

if (postgresTestsEnabled('PostgreSQL seen-key store')) {
  describeSeenKeyStoreContract('PostgreSQL', async () => {
    const database = await postgresStorageDatabase();
    return {
      open: async () => new OwnStorageStore(await database.open()),
      dispose: () => database.dispose(),
    };
  });

  describeSqlSeenKeyStoreSweep('PostgreSQL', postgresStorageDatabase);

  describe('SqlSeenKeyStore on a PostgreSQL database defaulting to REPEATABLE READ', () => {
    const database = uniqueSchemaName('tidemark_rr');
    const admin = new Client({ connectionString: testPostgresUrl() });
    const storages: Storage[] = [];

    beforeAll(async () => {
      await admin.connect();
      await admin.query(`CREATE DATABASE "${database}"`);
      await admin.query(
        `ALTER DATABASE "${database}" SET default_transaction_isolation = 'repeatable read'`,
      );
      // One after the other: two pools, as two app instances would have.
      for (let i = 0; i < 2; i += 1) {
        storages.push(
          await openStorage(withDatabase(testPostgresUrl(), database), { schema: 'tm' }),
        );
      }
    });
    afterAll(async () => {
      for (const storage of storages) await storage.close();
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.end();
    });

    it('still gives exactly one claim per key to many concurrent deciders in two pools', async () => {
      const isolation = await storages[0].sql.transaction((tx) =>
        tx.get<{ transaction_isolation: string }>('SHOW transaction_isolation'),
      );
      expect(isolation?.transaction_isolation).toBe('repeatable read');

      const stores = storages.map((storage) => new SqlSeenKeyStore(storage.sql));
      const at = Date.UTC(2026, 10, 30, 10);
      const keys = Array.from({ length: 20 }, (_, k) => `rr-key-${k}`);
      const results = await Promise.all(
        keys.flatMap((key) =>
          Array.from({ length: 16 }, (_, i) => {
            const entry: SeenEntry = {
              key,
              factId: `${key}-fact-${i}`,
              occurredAt: at + (i % 4) * 100,
              source: 'webhook',
              priority: 10,
              revision: 1,
              expiresAt: at + 60_000,
              pendingUntil: null,
              previous: null,
            };
            return stores[i % 2].claim(entry, 1000, [], at).then((result) => ({ key, result }));
          }),
        ),
      );
      for (const key of keys) {
        const ofKey = results.filter((r) => r.key === key).map((r) => r.result);
        const claimed = ofKey.filter((r) => r.kind === 'claimed');
        expect({ key, claimed: claimed.length }).toEqual({ key, claimed: 1 });
        const winner = claimed[0].kind === 'claimed' ? claimed[0].entry : undefined;
        for (const result of ofKey.filter((r) => r.kind !== 'claimed')) {
          expect(result).toEqual({ kind: 'seen', existing: winner });
        }
      }
    });
  });
} else {
  it.skip('PostgreSQL seen-key store (PostgreSQL not reachable)', () => undefined);
}
