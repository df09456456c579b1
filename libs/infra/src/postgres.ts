// `@tidemark/infra/postgres`: the PostgreSQL adapters (driver: pg, a peer dependency).
export { PostgresDatabase, type PostgresDatabaseOptions } from './sql/postgres-database';
export {
  DEFAULT_POSTGRES_TIMEOUTS,
  STORE_SETTINGS,
  storeSettingsIn,
  type PostgresTimeouts,
} from './sql/postgres-settings';
export { PostgresSqlAccess } from './sql/postgres-sql';
export {
  PostgresEventStore,
  type PostgresEventStoreOptions,
} from './event-store/postgres/postgres-event-store';
export { PostgresIdempotencyStore } from './idempotency/postgres-idempotency-store';
export { PostgresSnapshotStore } from './snapshots/postgres-snapshot-store';
export { openPostgresStorage } from './storage/postgres-storage';
// Seen keys and frequency limits in this store's tables (the same class in /sqlite and /postgres:
// it runs on the `SqlAccess` of either).
export { SqlSeenKeyStore } from './dedup/sql/sql-seen-key-store';
