import { Client } from 'pg';
import {
  describeSagaContract,
  postgresTestsEnabled,
  testPostgresUrl,
  uniqueSchemaName,
} from '@tidemark/infra/testing';
import { openStorage } from '../storage/storage';

const url = testPostgresUrl();

if (postgresTestsEnabled('PostgreSQL sagas')) {
  describeSagaContract(
    'PostgreSQL',
    async () => {
      const schema = uniqueSchemaName();
      return {
        open: () => openStorage(url, { schema }),
        dispose: async () => {
          const client = new Client({ connectionString: url });
          await client.connect();
          await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
          await client.end();
        },
      };
    },
    { multiInstance: true },
  );
} else {
  it.skip('PostgreSQL sagas (PostgreSQL not reachable)', () => undefined);
}
