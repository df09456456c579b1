import { type Clock, type IdGenerator } from '../support/ids';
import type { EventStore } from './event-store.port';
import { PostgresEventStore } from './postgres/postgres-event-store';
import { SqliteEventStore } from './sqlite/sqlite-event-store';

export interface OpenEventStoreOptions {
  readonly clock?: Clock;
  readonly newId?: IdGenerator;
  /** Fallback poll while subscriptions are live. */
  readonly pollIntervalMs?: number;
}

export class UnsupportedStoreUrl extends Error {
  constructor(readonly url: string) {
    super(
      `unsupported event store URL "${url}": use sqlite:<file>, sqlite::memory: or postgres://…`,
    );
    this.name = 'UnsupportedStoreUrl';
  }
}

/** The store a URL names: `sqlite:./data/tidemark.db`, `sqlite::memory:`, `postgres://…`. */
export async function openEventStore(
  url: string,
  options: OpenEventStoreOptions = {},
): Promise<EventStore> {
  if (url.startsWith('sqlite:')) {
    const filename = url.slice('sqlite:'.length);
    if (filename === '') throw new UnsupportedStoreUrl(url);
    return SqliteEventStore.open({ filename, ...options });
  }
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return PostgresEventStore.open({ connectionString: url, ...options });
  }
  throw new UnsupportedStoreUrl(url);
}
