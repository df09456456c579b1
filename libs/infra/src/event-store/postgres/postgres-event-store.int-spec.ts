import {
  describeEventStoreContract,
  postgresTestsEnabled,
  runOnPostgres,
  testPostgresUrl,
  uniqueSchemaName,
} from '@tidemark/infra/testing';
import { PostgresEventStore } from './postgres-event-store';

const connectionString = testPostgresUrl();

if (postgresTestsEnabled('PostgreSQL event store')) {
  describeEventStoreContract(
    'PostgreSQL',
    async () => {
      const schema = uniqueSchemaName();
      return {
        open: () => PostgresEventStore.open({ connectionString, schema, pollIntervalMs: 500 }),
        dispose: () => runOnPostgres(connectionString, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`),
      };
    },
    {
      multiInstance: true,
      poison: { type: 'Poison', data: { text: 'nul \u0000 byte' } },
    },
  );
} else {
  it.skip('PostgreSQL event store (PostgreSQL not reachable)', () => undefined);
}
