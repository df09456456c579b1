import {
  describeWorkQueueContract,
  postgresStorageDatabase,
  postgresTestsEnabled,
} from '@tidemark/infra/testing';

if (postgresTestsEnabled('PostgreSQL work queue')) {
  describeWorkQueueContract('PostgreSQL', postgresStorageDatabase, { multiInstance: true });
} else {
  it.skip('PostgreSQL work queue (PostgreSQL not reachable)', () => undefined);
}
