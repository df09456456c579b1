// `@tidemark/infra/eventstoredb`: events in EventStoreDB / KurrentDB (driver:
// @eventstore/db-client, a peer dependency), the rest in a companion SQL store.
export { EsdbEventStore, type EsdbEventStoreOptions } from './esdb-event-store';
export { openEventStoreDbStorage } from './open-eventstoredb-storage';
