import {
  describePersistentSubscriptionStateContract,
  describePersistentSubscriptionsContract,
  postgresStorageDatabase,
  postgresTestsEnabled,
} from '@tidemark/infra/testing';

if (postgresTestsEnabled('PostgreSQL persistent subscriptions')) {
  describePersistentSubscriptionStateContract('PostgreSQL', postgresStorageDatabase);
  describePersistentSubscriptionsContract('PostgreSQL', postgresStorageDatabase, {
    multiInstance: true,
  });
} else {
  it.skip('PostgreSQL persistent subscriptions (PostgreSQL not reachable)', () => undefined);
}
