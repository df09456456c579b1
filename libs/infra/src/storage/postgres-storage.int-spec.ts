import { Client } from 'pg';
import {
  describeStorageContract,
  postgresTestsEnabled,
  testPostgresUrl,
  uniqueSchemaName,
} from '@tidemark/infra/testing';
import { openStorage } from './storage';

const url = testPostgresUrl();

if (postgresTestsEnabled('PostgreSQL storage')) {
  describeStorageContract('PostgreSQL', async () => {
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
  });
} else {
  it.skip('PostgreSQL storage (PostgreSQL not reachable)', () => undefined);
}
