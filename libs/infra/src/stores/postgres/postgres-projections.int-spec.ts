import {
  describeProjectionContract,
  postgresStorageDatabase,
  postgresTestsEnabled,
} from '@tidemark/infra/testing';

if (postgresTestsEnabled('PostgreSQL projections')) {
  describeProjectionContract('PostgreSQL', postgresStorageDatabase);
} else {
  it.skip('PostgreSQL projections (PostgreSQL not reachable)', () => undefined);
}
