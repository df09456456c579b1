import { Client } from 'pg';
import {
  describeEventStoreContract,
  postgresTestsEnabled,
  testPostgresUrl,
  uniqueSchemaName,
} from '@tidemark/infra/testing';
import { PostgresEventStore } from './postgres-event-store';

const connectionString = testPostgresUrl();

async function sql(text: string): Promise<void> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

if (postgresTestsEnabled('PostgreSQL event store')) {
  describeEventStoreContract(
    'PostgreSQL',
    async () => {
      const schema = uniqueSchemaName();
      return {
        open: () => PostgresEventStore.open({ connectionString, schema, pollIntervalMs: 500 }),
        dispose: () => sql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`),
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
