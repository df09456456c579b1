// The in-memory adapters, exported by the root entry (`@tidemark/infra`): no driver.
export {
  InMemoryEventLog,
  InMemoryEventStore,
  type InMemoryEventStoreOptions,
} from './in-memory-event-store';
export * from './memory-seen-key-store';
