import {
  describeDeadLetterStoreContract,
  postgresStorageDatabase,
  postgresTestsEnabled,
} from '@tidemark/infra/testing';

if (postgresTestsEnabled('PostgreSQL dead-letter store')) {
  describeDeadLetterStoreContract('PostgreSQL', postgresStorageDatabase);
} else {
  it.skip('PostgreSQL dead-letter store (PostgreSQL not reachable)', () => undefined);
}
