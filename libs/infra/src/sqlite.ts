// `@tidemark/infra/sqlite`: the SQLite adapters (driver: better-sqlite3, a peer dependency).
export { SqliteDatabase, type SqliteDatabaseOptions } from './sql/sqlite-database';
export { SqliteSqlAccess } from './sql/sqlite-sql';
export {
  SqliteEventStore,
  type SqliteEventStoreOptions,
} from './event-store/sqlite/sqlite-event-store';
export { SqliteIdempotencyStore } from './idempotency/sqlite-idempotency-store';
export { SqliteSnapshotStore } from './snapshots/sqlite-snapshot-store';
export { openSqliteStorage } from './storage/sqlite-storage';
