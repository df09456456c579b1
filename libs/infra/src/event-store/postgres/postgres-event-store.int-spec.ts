import {
  describeEventStoreContract,
  postgresTestsEnabled,
  runOnPostgres,
  testPostgresUrl,
  uniqueSchemaName,
} from '@tidemark/infra/testing';
import { PostgresEventStore } from './postgres-event-store';

const connectionString = testPostgresUrl();

/** Makes the database refuse events of type `Poison` at insert: an error only it can raise. */
function refusePoisonSql(schema: string): string {
  return `
    CREATE OR REPLACE FUNCTION "${schema}".refuse_poison() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.type = 'Poison' THEN RAISE EXCEPTION 'poison' USING ERRCODE = 'check_violation'; END IF;
      RETURN NEW;
    END $$;
    CREATE OR REPLACE TRIGGER refuse_poison BEFORE INSERT ON "${schema}".events
      FOR EACH ROW EXECUTE FUNCTION "${schema}".refuse_poison();`;
}

if (postgresTestsEnabled('PostgreSQL event store')) {
  describeEventStoreContract(
    'PostgreSQL',
    async () => {
      const schema = uniqueSchemaName();
      return {
        open: async (options) => {
          const store = await PostgresEventStore.open({
            connectionString,
            schema,
            pollIntervalMs: 500,
            ...options,
          });
          await runOnPostgres(connectionString, refusePoisonSql(schema));
          return store;
        },
        dispose: () => runOnPostgres(connectionString, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`),
      };
    },
    {
      multiInstance: true,
      poison: { type: 'Poison', data: {} },
    },
  );
} else {
  it.skip('PostgreSQL event store (PostgreSQL not reachable)', () => undefined);
}
