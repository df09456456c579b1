import { Client } from 'pg';
import {
  describeEventStoreContract,
  postgresTestsEnabled,
  runOnPostgres,
  testPostgresUrl,
  uniqueSchemaName,
  until,
} from '@tidemark/infra/testing';
import { StreamDeleted } from '../../errors';
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

  describe('PostgreSQL event store: the one-statement append and a tombstone under it', () => {
    it('falls back and refuses an append whose stream was tombstoned after its snapshot', async () => {
      const schema = uniqueSchemaName();
      const store = await PostgresEventStore.open({ connectionString, schema });
      const other = new Client({ connectionString });
      await other.connect();
      try {
        await store.appendToStream('fast-1', [{ type: 'A', data: {} }]);
        // Another instance's tombstone, held open under the head's lock as the store takes it.
        await other.query('BEGIN');
        await other.query(`SELECT 1 FROM "${schema}".log_head WHERE id = 1 FOR UPDATE`);
        await other.query(
          `UPDATE "${schema}".streams SET state = 'tombstoned' WHERE stream_id = 'fast-1'`,
        );
        const append = store
          .appendToStream('fast-1', [{ type: 'B', data: {} }])
          .catch((error: unknown) => error);
        // The lone append's statement has taken its snapshot and waits for the head's lock.
        await until(async () => {
          const { rows } = await other.query(
            `SELECT 1 FROM pg_stat_activity
              WHERE wait_event_type = 'Lock' AND query LIKE 'WITH current AS%' AND query LIKE $1`,
            [`%"${schema}".streams%`],
          );
          return rows.length > 0;
        }, 'the append to wait for the lock');
        await other.query('COMMIT');
        expect(await append).toBeInstanceOf(StreamDeleted);
        const { events } = await store.readAll();
        expect(events.map((e) => e.type)).toEqual(['A']);
      } finally {
        await other.query('ROLLBACK').catch(() => undefined);
        await other.end();
        await store.close();
        await runOnPostgres(connectionString, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      }
    });
  });
} else {
  it.skip('PostgreSQL event store (PostgreSQL not reachable)', () => undefined);
}
