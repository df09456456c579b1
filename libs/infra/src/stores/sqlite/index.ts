// `@tidemark/infra/sqlite`: the SQLite adapters (driver: better-sqlite3, a peer dependency).
export { SqliteDatabase, type SqliteDatabaseOptions } from './sqlite-database';
export { SqliteSqlAccess } from './sqlite-sql';
export { SqliteEventStore, type SqliteEventStoreOptions } from './sqlite-event-store';
export { SqliteIdempotencyStore } from './sqlite-idempotency-store';
export { SqliteSnapshotStore } from './sqlite-snapshot-store';
export { openSqliteStorage } from './open-sqlite-storage';
// Seen keys and frequency limits in this store's tables (the same class in /sqlite and /postgres:
// it runs on the `SqlAccess` of either).
export { SqlSeenKeyStore } from '../sql/sql-seen-key-store';
