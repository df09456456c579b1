import {
  describeBoundaryContract,
  postgresStorageDatabase,
  postgresTestsEnabled,
} from '@tidemark/infra/testing';

if (postgresTestsEnabled('PostgreSQL DCB conformance')) {
  describeBoundaryContract('PostgreSQL', postgresStorageDatabase, { multiInstance: true });
} else {
  it.skip('PostgreSQL DCB conformance (PostgreSQL not reachable)', () => undefined);
}
