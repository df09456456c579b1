import { JetStreamEventStore } from './jetstream-event-store';
import { openWithCompanionState } from '../remote/companion-state-storage';
import type { OpenStorageOptions, Storage } from '../../storage/storage.port';

/**
 * Events in NATS JetStream (`nats://host:port[,host:port…][?stream=&replicas=]`), the rest
 * (snapshots, keys, listener state, read models, saga work) in the companion SQL store
 * `options.stateStoreUrl`.
 */
export function openJetStreamStorage(
  url: string,
  options: OpenStorageOptions,
  /** Opens the companion store: `openStorage`, passed in so that this adapter never imports it. */
  openStorage: (url: string, options: OpenStorageOptions) => Promise<Storage>,
): Promise<Storage> {
  return openWithCompanionState('jetstream', 'a JetStream', options, openStorage, () =>
    JetStreamEventStore.connect(url, {
      newId: options.newId,
      pollIntervalMs: options.pollIntervalMs,
    }),
  );
}
