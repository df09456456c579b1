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
// Seen keys and frequency limits in this store's tables (the same class in /sqlite and /postgres:
// it runs on the `SqlAccess` of either).
export { SqlSeenKeyStore } from './dedup/sql/sql-seen-key-store';
