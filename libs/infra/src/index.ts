export * from './aggregates';
export * from './dead-letters';
export * from './dedup';
export * from './event-store';
export * from './idempotency';
export * from './snapshots';
export * from './storage';
export { SqliteDatabase, type SqliteDatabaseOptions } from './sql/sqlite-database';
export {
  DEFAULT_POSTGRES_TIMEOUTS,
  PostgresDatabase,
  STORE_SETTINGS,
  storeSettingsIn,
  type PostgresDatabaseOptions,
  type PostgresTimeouts,
} from './sql/postgres-database';
export {
  uuidv7,
  commandEventId,
  commandDerivedId,
  systemClock,
  type Clock,
  type IdGenerator,
} from './support/ids';
export * from './nest';
export * from './projections';
export type { Sql, SqlAccess, SqlDialect } from './sql/sql';
export { SqliteSqlAccess } from './sql/sqlite-sql';
export { PostgresSqlAccess } from './sql/postgres-sql';
export * from './sagas';
