import {
  describeProcessedRecordsContract,
  postgresStorageDatabase,
  postgresTestsEnabled,
} from '@tidemark/infra/testing';

if (postgresTestsEnabled('PostgreSQL processed records')) {
  describeProcessedRecordsContract('PostgreSQL', postgresStorageDatabase);
} else {
  it.skip('PostgreSQL processed records (PostgreSQL not reachable)', () => undefined);
}
