import { JetStreamEventStore } from './jetstream-event-store';
import { openWithCompanionState } from '../remote/companion-state-storage';
import type { OpenStorageOptions, Storage } from '../../storage/storage.port';
import type { StoreRegistry } from '../store-kind';

/**
 * Events in NATS JetStream (`nats://host:port[,host:port…][?stream=&replicas=]`), the rest
 * (snapshots, keys, listener state, read models, saga work) in the companion SQL store
 * `options.stateStoreUrl`.
 */
export function openJetStreamStorage(
  url: string,
  options: OpenStorageOptions,
  /** Opens the companion store, so that this adapter never imports the registry. */
  registry: StoreRegistry,
): Promise<Storage> {
  return openWithCompanionState('jetstream', 'a JetStream', options, registry, () =>
    JetStreamEventStore.connect(url, {
      newId: options.newId,
      pollIntervalMs: options.pollIntervalMs,
    }),
  );
}
