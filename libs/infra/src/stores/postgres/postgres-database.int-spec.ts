import { Client } from 'pg';
import {
  postgresFatal,
  postgresTestsEnabled,
  runOnPostgres,
  TcpProxy,
  testPostgresUrl,
  uniqueSchemaName,
} from '../../testing';
import type { OpenStorageOptions, Storage } from '../../storage/storage.port';
import { openStorage } from '../open-storage';

jest.setTimeout(60_000);

/** Settles `promise`, or fails once `ms` have passed: a call that hangs fails the test, not jest. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

function describePostgresDatabase(): void {
  const url = testPostgresUrl();
  const target = new URL(url);
  const schemas: string[] = [];
  const opened: Storage[] = [];
  let proxy: TcpProxy;

  const open = async (
    connectionString: string,
    schema: string,
    timeouts?: OpenStorageOptions['timeouts'],
  ) => {
    schemas.push(schema);
    const storage = await openStorage(connectionString, { schema, timeouts });
    opened.push(storage);
    return storage;
  };

  beforeEach(async () => {
    proxy = await TcpProxy.start({
      targetHost: target.hostname,
      targetPort: Number(target.port || 5432),
    });
  });

  afterEach(async () => {
    proxy.thaw();
    await Promise.all(opened.splice(0).map((storage) => storage.close().catch(() => undefined)));
    await proxy.close();
    for (const schema of schemas.splice(0)) {
      await runOnPostgres(url, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`, 5000);
    }
  });

  describe('PostgresDatabase connections', () => {
    it('survives an error the server sends as a new connection becomes ready: the call fails StoreUnavailable', async () => {
      const reset = postgresFatal('57P01', 'terminating connection due to administrator command');
      const schema = uniqueSchemaName();
      // Opening migrates on a connection of its own: the one reset as it became ready.
      proxy.injectAfterFirstReady(reset);
      await expect(open(proxy.url(url), schema)).rejects.toMatchObject({
        code: 'StoreUnavailable',
        store: 'postgres',
      });
      // The process lived on (an unhandled 'error' event would have ended this test).
      const storage = await open(proxy.url(url), schema);
      // Nothing used the pool yet: a transaction opens its first connection, reset as well.
      proxy.injectAfterFirstReady(reset);
      await expect(
        storage.sql.transaction((tx) => tx.get('SELECT 1 AS one')),
      ).rejects.toMatchObject({ code: 'StoreUnavailable' });
      expect(await storage.sql.transaction((tx) => tx.get('SELECT 1 AS one'))).toEqual({ one: 1 });
    });

    it('answers StoreUnavailable within its bounds on a frozen link, and works again after the thaw', async () => {
      const storage = await open(proxy.url(url), uniqueSchemaName(), {
        connectMs: 1000,
        queryMs: 1000,
        lockMs: 500,
      });
      await storage.events.appendToStream('frozen-1', [{ type: 'Before', data: {} }]);
      proxy.freeze();
      await expect(within(storage.events.readAll(), 20_000, 'readAll')).rejects.toMatchObject({
        code: 'StoreUnavailable',
      });
      await expect(
        within(
          storage.sql.transaction((tx) => tx.get('SELECT 1 AS one')),
          20_000,
          'a transaction',
        ),
      ).rejects.toMatchObject({ code: 'StoreUnavailable' });
      proxy.thaw();
      const { events } = await storage.events.readAll();
      expect(events.map((event) => event.type)).toEqual(['Before']);
    });
  });

  describe('PostgresDatabase URL options', () => {
    it("keeps the URL's own session settings beside the store's (its schema, its timeouts)", async () => {
      const schema = uniqueSchemaName();
      const withOptions = new URL(url);
      withOptions.searchParams.set('options', '-c application_name=tm_options_probe');
      const storage = await open(withOptions.toString(), schema);
      const settings = await storage.sql.query.get<{ app: string; path: string; lock: string }>(
        `SELECT current_setting('application_name') AS app, current_setting('search_path') AS path,
                current_setting('lock_timeout') AS lock`,
      );
      expect(settings).toEqual({ app: 'tm_options_probe', path: schema, lock: '8s' });
      // The tables are in the store's schema, not in public.
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ schema: string }>(
          `SELECT table_schema AS schema FROM information_schema.tables WHERE table_name = 'log_head'
             AND table_schema IN ($1, 'public')`,
          [schema],
        );
        expect(rows).toEqual([{ schema }]);
      } finally {
        await client.end();
      }
    });

    it('refuses a URL that sets a setting the store makes itself, naming it', async () => {
      const withOptions = new URL(url);
      withOptions.searchParams.set('options', '-c statement_timeout=20000');
      await expect(open(withOptions.toString(), uniqueSchemaName())).rejects.toThrow(
        /statement_timeout, which the store sets itself/,
      );
    });
  });
}

if (postgresTestsEnabled('PostgresDatabase')) describePostgresDatabase();
else it.skip('PostgresDatabase (PostgreSQL not reachable)', () => undefined);
