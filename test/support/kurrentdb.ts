import { KurrentDBClient, jsonEvent, type ResolvedEvent } from '@kurrent/kurrentdb-client';
import { randomUUID } from 'node:crypto';
import { startEsdbServer, type EsdbServerProcess } from './esdb-server';
import type { StoreTarget, StoreTargetKind } from './store-targets';

// `@kurrent/kurrentdb-client` only: never `@eventstore/db-client` in the same process (the two
// register the same global protobuf classes).

export interface KurrentSuite {
  readonly client: KurrentDBClient;
  readonly server: EsdbServerProcess;
}

/**
 * Tidemark's server on a fresh store of `target`, in a child process, and a KurrentDB client
 * of it, for the enclosing describe block; the server must stop cleanly (exit code 0) after it.
 */
export function kurrentPerSuite(target: StoreTargetKind): KurrentSuite {
  const suite: { store?: StoreTarget; server?: EsdbServerProcess; client?: KurrentDBClient } = {};
  beforeAll(async () => {
    suite.store = await target.create();
    suite.server = await startEsdbServer(suite.store.url);
    // kurrentdb:// (the client warns that esdb:// is deprecated).
    suite.client = KurrentDBClient.connectionString(
      suite.server.url.replace(/^esdb:/, 'kurrentdb:'),
    );
  });
  afterAll(async () => {
    await suite.client?.dispose();
    const exit = await suite.server?.stop('SIGTERM');
    await suite.store?.dispose();
    if (exit?.code !== 0) process.stderr.write(`server output:\n${suite.server?.output()}\n`);
    expect(exit?.code).toBe(0);
  });
  return {
    get client() {
      if (!suite.client) throw new Error('the client connects in beforeAll');
      return suite.client;
    },
    get server() {
      if (!suite.server) throw new Error('the server starts in beforeAll');
      return suite.server;
    },
  };
}

/** A stream name of this run: `<prefix>-<8 hex>`. */
export function streamOf(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/** `count` JSON events with ids, `data: {n}`. */
export function ticks(count: number, type = 'Tick'): ReturnType<typeof jsonEvent>[] {
  return Array.from({ length: count }, (_, n) =>
    jsonEvent({ id: randomUUID(), type, data: { n }, metadata: { source: 'kurrent-suite' } }),
  );
}

export async function collect(read: AsyncIterable<ResolvedEvent>): Promise<ResolvedEvent[]> {
  const events: ResolvedEvent[] = [];
  for await (const event of read) events.push(event);
  return events;
}

export function idsOf(events: readonly ResolvedEvent[]): (string | undefined)[] {
  return events.map((resolved) => resolved.event?.id);
}

export function revisionsOf(events: readonly ResolvedEvent[]): (bigint | undefined)[] {
  return events.map((resolved) => resolved.event?.revision);
}
