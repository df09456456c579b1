import type { AppendToStreamOptions, EventStoreDBClient } from '@eventstore/db-client';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventStore } from '../event-store/event-store.port';
import type { EsdbLog } from '../esdb-grpc/call-context';
import type { EsdbGrpcServerOptions, EsdbServerLoad } from '../esdb-grpc/server';
import { persistentSubscriptionsOf } from '../persistent-subscriptions/persistent-subscriptions';
import type { PersistentSubscriptions } from '../persistent-subscriptions/persistent-subscriptions.port';
import type { Storage } from '../storage/storage.port';
import { TEST_TLS_CERT, TEST_TLS_KEY } from './fixtures/test-tls';
import { postgresTestsEnabled, runOnPostgres, testPostgresUrl, uniqueSchemaName } from './postgres';
import {
  postgresStorageDatabase,
  sqliteStorageDatabase,
  type StorageDatabase,
} from './storage.contract';

export interface TestEsdbServer {
  readonly port: number;
  /** For `EventStoreDBClient.connectionString`: `esdb://127.0.0.1:<port>?tls=false`, or with TLS. */
  readonly connectionString: string;
  /**
   * The same with `user:password@` (a Tidemark AUTH_TOKENS token as the password). The
   * clients send credentials over TLS only: start the server with `tls: true` for them.
   */
  connectionStringAs(username: string, password: string): string;
  /** Calls started so far of a method, by its name (`Append`, `BatchAppend`, `Read` …). */
  callsOf(method: string): number;
  /** What the server does now and refused so far for load. */
  load(): EsdbServerLoad;
  close(): Promise<void>;
}

export interface TestEsdbServerOptions extends Partial<
  Omit<EsdbGrpcServerOptions, 'store' | 'tls'>
> {
  /** Serve TLS with the test certificate (fixtures/test-tls.ts) instead of plaintext. */
  readonly tls?: boolean;
}

/**
 * Starts Tidemark's EventStoreDB gRPC server over `store` on a free port of 127.0.0.1:
 * plaintext, or TLS with a test certificate the connection strings trust (`tlsCAFile`).
 * Closing it does not close the store.
 */
export async function startTestEsdbServer(
  store: EventStore,
  options: TestEsdbServerOptions = {},
): Promise<TestEsdbServer> {
  // Loaded here, not at import: `/testing` serves users without @grpc/grpc-js too.
  const { startEsdbGrpcServer } = await import('../esdb-grpc/server');
  const { tls, ...rest } = options;
  const server = await startEsdbGrpcServer({
    host: '127.0.0.1',
    port: 0,
    insecure: !tls,
    ...rest,
    ...(tls ? { tls: { cert: Buffer.from(TEST_TLS_CERT), key: Buffer.from(TEST_TLS_KEY) } } : {}),
    store,
  });
  let caDir: string | undefined;
  let base = `127.0.0.1:${server.port}?tls=false`;
  if (tls) {
    caDir = mkdtempSync(join(tmpdir(), 'tidemark-esdb-tls-'));
    const caFile = join(caDir, 'ca.pem');
    writeFileSync(caFile, TEST_TLS_CERT);
    base = `localhost:${server.port}?tls=true&tlsCAFile=${encodeURIComponent(caFile)}`;
  }
  return {
    port: server.port,
    connectionString: `esdb://${base}`,
    connectionStringAs: (username, password) =>
      `esdb://${encodeURIComponent(username)}:${encodeURIComponent(password)}@${base}`,
    callsOf: (method) =>
      [...server.calls()].reduce(
        (sum, [path, count]) => (path.endsWith(`/${method}`) ? sum + count : sum),
        0,
      ),
    load: () => server.load(),
    close: async () => {
      await server.close();
      if (caDir) rmSync(caDir, { recursive: true, force: true });
    },
  };
}

/** A store the gRPC server tests run over: a fresh one per `open()`, gone after `dispose()`. */
export interface EsdbTestStoreKind {
  readonly name: 'SQLite' | 'PostgreSQL';
  open(): Promise<{ store: EventStore; dispose(): Promise<void> }>;
}

/**
 * The stores the gRPC server is tested on: SQLite (a temp file) and PostgreSQL (a fresh
 * schema; left out when `postgresTestsEnabled` says so, never under CI). Use with
 * `describe.each(esdbTestStores('suite'))`.
 */
export function esdbTestStores(suite: string): EsdbTestStoreKind[] {
  const kinds: EsdbTestStoreKind[] = [
    {
      name: 'SQLite',
      open: async () => {
        const { SqliteEventStore } = await import('../stores/sqlite/sqlite-event-store');
        const dir = mkdtempSync(join(tmpdir(), 'tidemark-esdb-grpc-'));
        const store = await SqliteEventStore.open({
          filename: join(dir, 'events.db'),
          pollIntervalMs: 200,
        });
        return {
          store,
          dispose: async () => {
            await store.close();
            rmSync(dir, { recursive: true, force: true });
          },
        };
      },
    },
  ];
  if (postgresTestsEnabled(`${suite} on PostgreSQL`)) {
    kinds.push({
      name: 'PostgreSQL',
      open: async () => {
        const { PostgresEventStore } = await import('../stores/postgres/postgres-event-store');
        const connectionString = testPostgresUrl();
        const schema = uniqueSchemaName('tidemark_esdb');
        const store = await PostgresEventStore.open({
          connectionString,
          schema,
          pollIntervalMs: 500,
        });
        return {
          store,
          dispose: async () => {
            await store.close();
            await runOnPostgres(connectionString, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
          },
        };
      },
    });
  }
  return kinds;
}

/** A store of `kind`, the gRPC server over it and a client of it, for one describe block. */
export interface EsdbGrpcSuite {
  readonly store: EventStore;
  readonly server: TestEsdbServer;
  readonly client: EventStoreDBClient;
}

/**
 * Opens a store of `kind`, starts the server over it and connects a client before the
 * enclosing describe block's tests; disposes of all three after them.
 */
export function esdbGrpcPerSuite(
  kind: EsdbTestStoreKind,
  options: TestEsdbServerOptions = {},
): EsdbGrpcSuite {
  let opened: { store: EventStore; dispose(): Promise<void> } | undefined;
  let server: TestEsdbServer | undefined;
  let client: EventStoreDBClient | undefined;
  beforeAll(async () => {
    opened = await kind.open();
    server = await startTestEsdbServer(opened.store, options);
    const { EventStoreDBClient } = await import('@eventstore/db-client');
    client = EventStoreDBClient.connectionString(server.connectionString);
  });
  afterAll(async () => {
    await client?.dispose();
    await server?.close();
    await opened?.dispose();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the gRPC suite starts in beforeAll');
    return value;
  };
  return {
    get store() {
      return ready(opened).store;
    },
    get server() {
      return ready(server);
    },
    get client() {
      return ready(client);
    },
  };
}

/**
 * The two ways @eventstore/db-client appends: over BatchAppend when ServerFeatures lists it,
 * over Append when the call carries its own credentials (ignored with auth off).
 */
export const ESDB_APPEND_WAYS: readonly {
  readonly way: 'BatchAppend' | 'Append';
  readonly options: AppendToStreamOptions;
}[] = [
  { way: 'BatchAppend', options: {} },
  { way: 'Append', options: { credentials: { username: 'any', password: 'ignored' } } },
];

/** A storage (events and SQL state) the persistent-subscription suites run on. */
export interface StorageTestKind {
  readonly name: 'SQLite' | 'PostgreSQL';
  newDatabase(): Promise<StorageDatabase>;
}

/** SQLite, and PostgreSQL unless `postgresTestsEnabled` says not: for `describe.each`. */
export function storageTestKinds(suite: string): StorageTestKind[] {
  const kinds: StorageTestKind[] = [{ name: 'SQLite', newDatabase: sqliteStorageDatabase }];
  if (postgresTestsEnabled(`${suite} on PostgreSQL`)) {
    kinds.push({ name: 'PostgreSQL', newDatabase: postgresStorageDatabase });
  }
  return kinds;
}

/** A server log that keeps its lines (`info: …`, `warn: …`, `error: …`) for a test to read. */
export function capturedLog(): EsdbLog & { readonly lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(`info: ${message}`),
    warn: (message) => lines.push(`warn: ${message}`),
    error: (message) => lines.push(`error: ${message}`),
  };
}

/** A storage of one kind, its persistent subscriptions and the server over both. */
export interface PersistentSubscriptionsSuite {
  readonly storage: Storage;
  readonly engine: PersistentSubscriptions;
  readonly server: TestEsdbServer;
}

/**
 * Opens a fresh storage of `kind`, its persistent subscriptions (polling every 50 ms) and the
 * server serving them (with `options`) before the enclosing describe block's tests; closes
 * and disposes of them after.
 */
export function persistentSubscriptionsPerSuite(
  kind: StorageTestKind,
  options: TestEsdbServerOptions = {},
): PersistentSubscriptionsSuite {
  let database: StorageDatabase | undefined;
  let opened: PersistentSubscriptionsSuite | undefined;
  beforeAll(async () => {
    const { persistentSubscriptionsService } =
      await import('../esdb-grpc/persistent-subscriptions-service');
    database = await kind.newDatabase();
    const storage = await database.open();
    const engine = persistentSubscriptionsOf(storage, { pollIntervalMs: 50 });
    const server = await startTestEsdbServer(storage.events, {
      ...options,
      services: [persistentSubscriptionsService(engine)],
    });
    opened = { storage, engine, server };
  });
  afterAll(async () => {
    await opened?.server.close();
    await opened?.engine.close();
    await opened?.storage.close();
    await database?.dispose();
  });
  const ready = () => {
    if (opened === undefined) throw new Error('the suite starts in beforeAll');
    return opened;
  };
  return {
    get storage() {
      return ready().storage;
    },
    get engine() {
      return ready().engine;
    },
    get server() {
      return ready().server;
    },
  };
}
