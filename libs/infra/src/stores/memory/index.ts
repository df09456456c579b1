// `@tidemark/infra/memory`: every port in the process's memory, no driver. The root entry
// exports the in-memory event and seen-key stores too.
export {
  InMemoryEventLog,
  InMemoryEventStore,
  type InMemoryEventStoreOptions,
} from './in-memory-event-store';
export * from './memory-seen-key-store';
export { MemoryDatabase, MemorySqlAccess, onRollback } from './memory-database';
export { MemoryDeadLetters } from './memory-dead-letters';
export { MemoryIdempotencyStore } from './memory-idempotency-store';
export { MemoryListenerState } from './memory-listener-state';
export { MemoryPersistentSubscriptionState } from './memory-persistent-subscription-state';
export { MemoryProcessedRecords } from './memory-processed-records';
export { MemorySnapshotStore } from './memory-snapshot-store';
export { MemoryWorkQueue } from './memory-work-queue';
export { memoryKind } from './kind';
export { openMemoryStorage } from './open-memory-storage';
