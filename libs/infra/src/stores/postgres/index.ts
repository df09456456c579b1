// `@tidemark/infra/postgres`: the PostgreSQL adapters (driver: pg, a peer dependency).
export { PostgresDatabase, type PostgresDatabaseOptions } from './postgres-database';
export {
  DEFAULT_POSTGRES_TIMEOUTS,
  STORE_SETTINGS,
  storeSettingsIn,
  type PostgresTimeouts,
} from './postgres-settings';
export { PostgresSqlAccess } from './postgres-sql';
export { PostgresEventStore, type PostgresEventStoreOptions } from './postgres-event-store';
export { PostgresIdempotencyStore } from './postgres-idempotency-store';
export { PostgresSnapshotStore } from './postgres-snapshot-store';
export { openPostgresStorage } from './open-postgres-storage';
// Seen keys and frequency limits in this store's tables (the same class in /sqlite and /postgres:
// it runs on the `SqlAccess` of either).
export { SqlSeenKeyStore } from '../sql/sql-seen-key-store';
