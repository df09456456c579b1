export * from './errors';
export * from './event-store.port';
export { logFilterProblems } from './read-options';
export {
  PostgresEventStore,
  type PostgresEventStoreOptions,
} from './postgres/postgres-event-store';
export { SqliteEventStore, type SqliteEventStoreOptions } from './sqlite/sqlite-event-store';
export {
  observeAppends,
  type AppendObservation,
  type AppendObserver,
  type AppendOutcome,
} from './observed-event-store';
export { EsdbEventStore, type EsdbEventStoreOptions } from './eventstoredb/esdb-event-store';
export {
  InMemoryEventLog,
  InMemoryEventStore,
  type InMemoryEventStoreOptions,
} from './memory/in-memory-event-store';
