import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventStoreDBClient } from '@eventstore/db-client';
import type { NewEvent } from '@tidemark/domain';
import {
  postgresTestsEnabled,
  runOnPostgres,
  testPostgresUrl,
  uniqueSchemaName,
} from '@tidemark/infra/testing';
import {
  startTestEsdbServer,
  type TestEsdbServer,
  type TestEsdbServerOptions,
} from '../testing/esdb-grpc-server';
import type { AppendNotices, EventStore, RecordedEvent } from '../event-store/event-store.port';
import { PostgresEventStore } from '../stores/postgres/postgres-event-store';
import { SqliteEventStore } from '../stores/sqlite/sqlite-event-store';

/** What the store behind the server did: how many events it handed out, how many subscriptions run. */
export interface StoreProbe {
  /** Events returned by readAll and readStream, and yielded by subscriptions. */
  pulled: number;
  /**
   * Subscriptions not yet ended: the store's own iterators, and live waits on its append
   * notices (the server follows those itself, reading pages through its gate).
   */
  liveSubscriptions: number;
}

/** `store` with its reads counted in `probe` (a Proxy: every other member passes through). */
function probed(store: EventStore, probe: StoreProbe): EventStore {
  async function* counting(inner: AsyncIterableIterator<RecordedEvent>) {
    probe.liveSubscriptions += 1;
    try {
      for await (const event of inner) {
        probe.pulled += 1;
        yield event;
      }
    } finally {
      probe.liveSubscriptions -= 1;
    }
  }
  const readAll: EventStore['readAll'] = async (options) => {
    const page = await store.readAll(options);
    probe.pulled += page.events.length;
    return page;
  };
  const readStream: EventStore['readStream'] = async (streamId, options) => {
    const page = await store.readStream(streamId, options);
    probe.pulled += page.events.length;
    return page;
  };
  const subscribe: EventStore['subscribe'] = (options) => counting(store.subscribe(options));
  const notices =
    store.appendNotices &&
    passThrough(store.appendNotices, {
      wait: async (...args: Parameters<AppendNotices['wait']>) => {
        probe.liveSubscriptions += 1;
        try {
          await store.appendNotices?.wait(...args);
        } finally {
          probe.liveSubscriptions -= 1;
        }
      },
    });
  return passThrough(store, { readAll, readStream, subscribe, appendNotices: notices });
}

/** `target` with `overrides` in place of some members (methods bound to the target). */
function passThrough<T extends object>(target: T, overrides: Partial<Record<keyof T, unknown>>): T {
  return new Proxy(target, {
    get(inner, key) {
      if (key in overrides) return overrides[key as keyof T];
      const value: unknown = Reflect.get(inner, key, inner);
      return typeof value === 'function' ? (value as () => unknown).bind(inner) : value;
    },
  });
}

export interface ReadHarness {
  /** The store itself (tests append through it: appends over gRPC are another suite's). */
  readonly store: EventStore;
  readonly probe: StoreProbe;
  readonly server: TestEsdbServer;
  readonly client: EventStoreDBClient;
}

interface OpenedStore {
  readonly store: EventStore;
  dispose(): Promise<void>;
}

const stores: ReadonlyArray<readonly [string, () => Promise<OpenedStore>]> = [
  [
    'SQLite',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'tidemark-esdb-read-'));
      const store = await SqliteEventStore.open({
        filename: join(dir, 'events.db'),
        pollIntervalMs: 200,
      });
      return { store, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const connectionString = testPostgresUrl();
      const schema = uniqueSchemaName('tidemark_esdb_read');
      const store = await PostgresEventStore.open({
        connectionString,
        schema,
        pollIntervalMs: 500,
      });
      return {
        store,
        dispose: () => runOnPostgres(connectionString, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`),
      };
    },
  ],
];

/**
 * Runs `body` once per store (SQLite file, PostgreSQL schema), each with a server over it and
 * an `@eventstore/db-client` connected to the server.
 */
export function describeOnStores(
  title: string,
  body: (harness: () => ReadHarness) => void,
  serverOptions: TestEsdbServerOptions = {},
): void {
  for (const [name, open] of stores) {
    if (name === 'PostgreSQL' && !postgresTestsEnabled(`${title} (PostgreSQL)`)) continue;
    describe(`${title} on ${name}`, () => {
      let harness: ReadHarness | undefined;
      let opened: OpenedStore | undefined;
      beforeAll(async () => {
        opened = await open();
        const probe: StoreProbe = { pulled: 0, liveSubscriptions: 0 };
        const server = await startTestEsdbServer(probed(opened.store, probe), serverOptions);
        const client = EventStoreDBClient.connectionString(server.connectionString);
        harness = { store: opened.store, probe, server, client };
      });
      afterAll(async () => {
        await harness?.client.dispose();
        await harness?.server.close();
        await opened?.store.close();
        await opened?.dispose();
      });
      body(() => {
        if (!harness) throw new Error('the harness is not open yet');
        return harness;
      });
    });
  }
}

let streams = 0;

/** A stream id no other test of this process uses, in category `category`. */
export function freshStream(category = 'read'): string {
  streams += 1;
  return `${category}-${process.pid}-${Date.now().toString(36)}-${streams}`;
}

/** `count` events `<type>` with data `{ n }` from `first` on. */
export function numbered(count: number, type = 'Numbered', first = 0): NewEvent[] {
  return Array.from({ length: count }, (_, i) => ({ type, data: { n: first + i } }));
}

/** Appends `events` in chunks (one append per chunk), returning what was written. */
export async function appendInChunks(
  store: EventStore,
  streamId: string,
  events: readonly NewEvent[],
  chunk = 250,
): Promise<void> {
  for (let i = 0; i < events.length; i += chunk) {
    await store.appendToStream(streamId, events.slice(i, i + chunk));
  }
}
