import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  runOnPostgres,
  describeEventStoreContract,
} from '@tidemark/infra/testing';
import { PostgresEventStore } from '@tidemark/infra/postgres';
import { SqliteEventStore } from '@tidemark/infra/sqlite';
import { postgresUrl, uniqueSchema } from './stores.js';

// Tidemark's own event-store contract, from the package, on the stores this app runs on: the
// suite Tidemark's adapters pass, run here by vitest.

describeEventStoreContract('SQLite, from @tidemark/infra/sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'library-loans-contract-'));
  const filename = join(dir, 'events.db');
  return {
    open: (options) =>
      SqliteEventStore.open({ filename, pollIntervalMs: 200, ...options }),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

if (postgresUrl) {
  const connectionString = postgresUrl;
  describeEventStoreContract(
    'PostgreSQL, from @tidemark/infra/postgres',
    async () => {
      const schema = uniqueSchema('loans_contract');
      return {
        open: (options) =>
          PostgresEventStore.open({
            connectionString,
            schema,
            pollIntervalMs: 500,
            ...options,
          }),
        dispose: () =>
          runOnPostgres(
            connectionString,
            `DROP SCHEMA IF EXISTS "${schema}" CASCADE`,
          ),
      };
    },
    { multiInstance: true },
  );
}
