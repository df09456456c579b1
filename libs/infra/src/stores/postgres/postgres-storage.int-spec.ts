import {
  describeStorageContract,
  postgresStorageDatabase,
  postgresTestsEnabled,
} from '@tidemark/infra/testing';

if (postgresTestsEnabled('PostgreSQL storage')) {
  describeStorageContract('PostgreSQL', postgresStorageDatabase);
} else {
  it.skip('PostgreSQL storage (PostgreSQL not reachable)', () => undefined);
}
