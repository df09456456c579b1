import {
  describeListenerStateContract,
  postgresStorageDatabase,
  postgresTestsEnabled,
} from '@tidemark/infra/testing';

if (postgresTestsEnabled('PostgreSQL listener state')) {
  describeListenerStateContract('PostgreSQL', postgresStorageDatabase);
} else {
  it.skip('PostgreSQL listener state (PostgreSQL not reachable)', () => undefined);
}
