// `@tidemark/infra`: ports, typed errors, the repository, runners, sagas, dead letters, dedup and
// the in-memory stores. It loads no driver and no @nestjs/* package: the adapters are in
// `/sqlite`, `/postgres`, `/eventstoredb`, `/redis`, the Nest integration in `/nestjs`, and
// `openStorage(url)` loads the one a URL names when it is called.
export * from './aggregates';
export * from './boundaries';
export * from './dead-letters';
export * from './dedup';
export * from './errors';
export * from './event-store';
export * from './idempotency';
export * from './snapshots';
export * from './storage';
export { openStorage } from './stores/open-storage';
export {
  STORE_KINDS,
  storeKindDefinitionOf,
  storeKindOf,
  storeKinds,
  storeUrlForms,
} from './stores/registry';
export type { StoreKindDefinition, StoreRegistry } from './stores/store-kind';
export {
  uuidv7,
  commandEventId,
  commandDerivedId,
  systemClock,
  type Clock,
  type IdGenerator,
} from './support/ids';
export { toEventJson, fromEventJson, type EventJson } from './event-store/event-json';
export { defaultInstanceId } from './support/instance-id';
export * from './persistent-subscriptions';
export * from './projections';
export type { Sql, SqlAccess, SqlDialect } from './sql/sql';
export * from './sagas';
export * from './tracing';
export * from './work-queue';
export * from './forwarding';
// The in-memory event and seen-key stores (every port in memory: `@tidemark/infra/memory`).
export {
  InMemoryEventLog,
  InMemoryEventStore,
  type InMemoryEventStoreOptions,
} from './stores/memory/in-memory-event-store';
export * from './stores/memory/memory-seen-key-store';
