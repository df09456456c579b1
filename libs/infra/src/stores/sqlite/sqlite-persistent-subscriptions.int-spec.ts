import {
  describePersistentSubscriptionStateContract,
  describePersistentSubscriptionsContract,
  sqliteStorageDatabase,
} from '@tidemark/infra/testing';

describePersistentSubscriptionStateContract('SQLite', sqliteStorageDatabase);
describePersistentSubscriptionsContract('SQLite', sqliteStorageDatabase);
