import { observed, type OpenStorageOptions, type Storage } from '../../storage/storage.port';
import { InMemoryEventStore } from './in-memory-event-store';
import { MemoryDatabase } from './memory-database';
import { MemoryDeadLetters } from './memory-dead-letters';
import { MemoryIdempotencyStore } from './memory-idempotency-store';
import { MemoryListenerState } from './memory-listener-state';
import { MemoryPersistentSubscriptionState } from './memory-persistent-subscription-state';
import { MemoryProcessedRecords } from './memory-processed-records';
import { MemorySeenKeyStore } from './memory-seen-key-store';
import { MemorySnapshotStore } from './memory-snapshot-store';
import { MemoryWorkQueue } from './memory-work-queue';

/**
 * Opens a storage with every port in memory, on `db` (default: a new, empty one). Storages
 * opened on one database see the same events and state, as app instances on one SQL database
 * do; nothing outlives the process.
 */
export async function openMemoryStorage(
  options: OpenStorageOptions = {},
  db: MemoryDatabase = new MemoryDatabase(),
): Promise<Storage> {
  const idempotency = new MemoryIdempotencyStore(db);
  const events = new InMemoryEventStore({
    log: db.log,
    clock: options.clock,
    newId: options.newId,
    pollIntervalMs: options.pollIntervalMs,
    keys: idempotency,
  });
  const workQueue = new MemoryWorkQueue(db);
  return {
    kind: 'memory',
    events: observed(events, options.onAppend),
    snapshots: new MemorySnapshotStore(db),
    idempotency,
    listenerState: new MemoryListenerState(db, options.clock),
    processedRecords: new MemoryProcessedRecords(db, options.clock),
    deadLetters: new MemoryDeadLetters(db, options.clock, workQueue),
    workQueue,
    seenKeys: db.table('seen-keys', () => new MemorySeenKeyStore()),
    persistentSubscriptionState: new MemoryPersistentSubscriptionState(db),
    sql: db.access,
    // Memory has no disk to fill.
    writable: async () => undefined,
    close: () => events.close(),
  };
}
