import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventQuery } from '@tidemark/domain';
import {
  AppendConditionFailed,
  EventBoundaries,
  StreamNotFound,
  WrongExpectedVersion,
  type EventStore,
} from '@tidemark/infra';
import { PostgresEventStore } from '@tidemark/infra/postgres';
import { SqliteEventStore } from '@tidemark/infra/sqlite';
import { runOnPostgres } from '@tidemark/infra/testing';
import { benchData, entityTag, EVENT_TYPE, type BoundaryTarget } from './boundary';
import type { Side } from './target';
import { countPostgres, countSqlite } from './tidemark';

const PAGE = 1000;

function boundaryOf(entity: string): EventQuery {
  return { items: [{ types: [EVENT_TYPE], tags: [entityTag(entity)] }] };
}

function events(entity: string, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    type: EVENT_TYPE,
    data: benchData(i + 1),
    tags: [entityTag(entity)],
  }));
}

/** Tidemark's boundaries (`EventBoundaries` on the store): conditional appends. */
class TidemarkBoundaries implements BoundaryTarget {
  readonly side: Side = 'ours';
  private readonly boundaries: EventBoundaries;

  constructor(
    readonly label: string,
    private readonly store: EventStore,
    private readonly counter: () => Promise<number>,
    private readonly cleanup: () => Promise<void>,
  ) {
    this.boundaries = new EventBoundaries({ events: store, store: 'bench' });
  }

  start(): Promise<bigint> {
    return this.store.headPosition();
  }

  async append(entity: string, count: number, mark: bigint): Promise<bigint> {
    const { lastPosition } = await this.boundaries.append(events(entity, count), {
      condition: { failIfEventsMatch: boundaryOf(entity), after: mark },
    });
    return lastPosition;
  }

  async read(entity: string, mark: bigint): Promise<bigint> {
    let from = mark;
    for (;;) {
      const page = await this.boundaries.read(boundaryOf(entity), { from, limit: PAGE });
      if (page.events.length < PAGE) return page.head;
      from = page.nextPosition;
    }
  }

  isConflict(error: unknown): boolean {
    return error instanceof AppendConditionFailed;
  }

  countEvents(): Promise<number> {
    return this.counter();
  }

  async close(): Promise<void> {
    await this.store.close();
    await this.cleanup();
  }
}

/** Tidemark's stream appends with an expected version, one stream per entity: the floor. */
class TidemarkStreams implements BoundaryTarget {
  readonly side: Side = 'floor';

  constructor(
    readonly label: string,
    private readonly store: EventStore,
    private readonly counter: () => Promise<number>,
    private readonly cleanup: () => Promise<void>,
  ) {}

  start(): Promise<bigint> {
    return Promise.resolve(0n);
  }

  async append(entity: string, count: number, mark: bigint): Promise<bigint> {
    const { nextExpectedVersion } = await this.store.appendToStream(
      `entity-${entity}`,
      events(entity, count),
      { expectedVersion: Number(mark) },
    );
    return BigInt(nextExpectedVersion);
  }

  async read(entity: string, mark: bigint): Promise<bigint> {
    let from = Number(mark) + 1;
    for (;;) {
      const page = await this.store
        .readStream(`entity-${entity}`, { from, limit: PAGE })
        .catch((error: unknown) => {
          // No events yet: the first append expects version 0.
          if (error instanceof StreamNotFound) return { events: [], version: 0 };
          throw error;
        });
      if (page.events.length < PAGE) return BigInt(page.version);
      from += PAGE;
    }
  }

  isConflict(error: unknown): boolean {
    return error instanceof WrongExpectedVersion;
  }

  countEvents(): Promise<number> {
    return this.counter();
  }

  async close(): Promise<void> {
    await this.store.close();
    await this.cleanup();
  }
}

async function sqliteStore(): Promise<{
  store: EventStore;
  counter: () => Promise<number>;
  cleanup: () => Promise<void>;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-bench-dcb-'));
  const filename = join(dir, 'events.db');
  const store = await SqliteEventStore.open({ filename, synchronous: 'FULL' });
  return {
    store,
    counter: () => Promise.resolve(countSqlite(filename, 'events')),
    cleanup: () => {
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

async function postgresStore(connectionString: string, name: string) {
  const schema = `tidemark_bench_${name}_${Date.now()}`;
  const store = await PostgresEventStore.open({ connectionString, schema });
  return {
    store,
    counter: () => countPostgres(connectionString, `"${schema}".events`),
    cleanup: () => runOnPostgres(connectionString, `DROP SCHEMA "${schema}" CASCADE`),
  };
}

const SQLITE = 'SqliteEventStore (better-sqlite3, WAL, synchronous=FULL)';
const POSTGRES = 'PostgresEventStore (pg, pool of 10)';

export async function tidemarkSqliteBoundaries(): Promise<BoundaryTarget> {
  const { store, counter, cleanup } = await sqliteStore();
  return new TidemarkBoundaries(`Tidemark EventBoundaries on ${SQLITE}`, store, counter, cleanup);
}

export async function tidemarkSqliteStreams(): Promise<BoundaryTarget> {
  const { store, counter, cleanup } = await sqliteStore();
  return new TidemarkStreams(`Tidemark stream appends on ${SQLITE}`, store, counter, cleanup);
}

export async function tidemarkPostgresBoundaries(url: string): Promise<BoundaryTarget> {
  const { store, counter, cleanup } = await postgresStore(url, 'dcb');
  return new TidemarkBoundaries(`Tidemark EventBoundaries on ${POSTGRES}`, store, counter, cleanup);
}

export async function tidemarkPostgresStreams(url: string): Promise<BoundaryTarget> {
  const { store, counter, cleanup } = await postgresStore(url, 'dcbstreams');
  return new TidemarkStreams(`Tidemark stream appends on ${POSTGRES}`, store, counter, cleanup);
}
