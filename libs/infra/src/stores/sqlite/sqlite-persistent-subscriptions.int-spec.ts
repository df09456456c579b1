import {
  describePersistentSubscriptionsContract,
  sqliteStorageDatabase,
} from '@tidemark/infra/testing';

describePersistentSubscriptionsContract('SQLite', sqliteStorageDatabase);
