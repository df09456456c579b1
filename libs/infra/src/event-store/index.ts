export * from './errors';
export * from './event-store.port';
export { SqliteEventStore, type SqliteEventStoreOptions } from './sqlite/sqlite-event-store';
export * from './open-event-store';
