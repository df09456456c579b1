import { describeSeenKeyStoreContract, sqliteStorageDatabase } from '@tidemark/infra/testing';
import type { Storage } from '../../storage/storage.port';
import { SqlSeenKeyStore } from '../sql/sql-seen-key-store';
import { describeSqlSeenKeyStoreSweep } from '../sql/sql-seen-key-store.shared-spec';

/** A store on a storage of its own (another client of the same file), closed with it. */
class OwnStorageStore extends SqlSeenKeyStore {
  constructor(private readonly storage: Storage) {
    super(storage.sql);
  }

  override async close(): Promise<void> {
    await this.storage.close();
  }
}

describeSeenKeyStoreContract('SQLite', async () => {
  const database = await sqliteStorageDatabase();
  return {
    open: async () => new OwnStorageStore(await database.open()),
    dispose: () => database.dispose(),
  };
});

describeSqlSeenKeyStoreSweep('SQLite', sqliteStorageDatabase);
