export * from './aggregates';
export * from './event-store';
export * from './idempotency';
export * from './snapshots';
export * from './storage';
export { SqliteDatabase, type SqliteDatabaseOptions } from './sql/sqlite-database';
export { PostgresDatabase, type PostgresDatabaseOptions } from './sql/postgres-database';
export { uuidv7, systemClock, type Clock, type IdGenerator } from './support/ids';
export * from './nest';
