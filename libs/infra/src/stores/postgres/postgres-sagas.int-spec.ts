import {
  describeSagaContract,
  postgresStorageDatabase,
  postgresTestsEnabled,
} from '@tidemark/infra/testing';

if (postgresTestsEnabled('PostgreSQL sagas')) {
  describeSagaContract('PostgreSQL', postgresStorageDatabase, { multiInstance: true });
} else {
  it.skip('PostgreSQL sagas (PostgreSQL not reachable)', () => undefined);
}
