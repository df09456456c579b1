import {
  describePersistentSubscriptionStateContract,
  describePersistentSubscriptionsContract,
  memoryStorageDatabase,
} from '@tidemark/infra/testing';

describePersistentSubscriptionStateContract('memory', memoryStorageDatabase);
describePersistentSubscriptionsContract('memory', memoryStorageDatabase, { multiInstance: true });
