import { loadAdapter } from './peer-dependency';
import {
  storageKindOf,
  UnsupportedStoreUrl,
  type OpenStorageOptions,
  type Storage,
} from './storage.port';

// The types beside the opener, for the modules that import both.
export * from './storage.port';

/**
 * Opens (and migrates) the database a URL names: `sqlite:./data/tidemark.db`, `sqlite::memory:`,
 * `postgres://…`, `esdb://…`, `nats://…`. Only the adapter for the URL's scheme is loaded, when called: a
 * missing driver fails with `MissingPeerDependency` naming the package to install.
 */
export async function openStorage(url: string, options: OpenStorageOptions = {}): Promise<Storage> {
  switch (storageKindOf(url)) {
    case 'sqlite': {
      const { openSqliteStorage } = await loadAdapter(
        'better-sqlite3',
        () => import('../stores/sqlite/open-sqlite-storage'),
      );
      return openSqliteStorage(url.slice('sqlite:'.length), options);
    }
    case 'postgres': {
      const { openPostgresStorage } = await loadAdapter(
        'pg',
        () => import('../stores/postgres/open-postgres-storage'),
      );
      return openPostgresStorage(url, options);
    }
    case 'eventstoredb': {
      const { openEventStoreDbStorage } = await loadAdapter(
        '@eventstore/db-client',
        () => import('../stores/eventstoredb/open-eventstoredb-storage'),
      );
      return openEventStoreDbStorage(url, options, openStorage);
    }
    case 'jetstream': {
      const { openJetStreamStorage } = await loadAdapter(
        'nats',
        () => import('../stores/jetstream/open-jetstream-storage'),
      );
      return openJetStreamStorage(url, options, openStorage);
    }
    default:
      throw new UnsupportedStoreUrl(url);
  }
}
