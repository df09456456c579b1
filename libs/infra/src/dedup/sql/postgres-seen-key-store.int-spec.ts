import {
  describeSeenKeyStoreContract,
  postgresStorageDatabase,
  postgresTestsEnabled,
} from '@tidemark/infra/testing';
import type { Storage } from '../../storage/storage';
import { SqlSeenKeyStore } from './sql-seen-key-store';

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
} else {
  it.skip('PostgreSQL seen-key store (PostgreSQL not reachable)', () => undefined);
}
