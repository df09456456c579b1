import { EsdbEventStore } from './esdb-event-store';
import { openWithCompanionState } from '../remote/companion-state-storage';
import type { OpenStorageOptions, Storage } from '../../storage/storage.port';
import type { StoreRegistry } from '../store-kind';

/**
 * Events in EventStoreDB (`esdb://…`), the rest (snapshots, keys, listener state, read models)
 * in the companion SQL store `options.stateStoreUrl`.
 */
export function openEventStoreDbStorage(
  url: string,
  options: OpenStorageOptions,
  /** Opens the companion store, so that this adapter never imports the registry. */
  registry: StoreRegistry,
): Promise<Storage> {
  return openWithCompanionState('eventstoredb', 'an EventStoreDB', options, registry, () =>
    EsdbEventStore.connect(url, { namespace: options.namespace, newId: options.newId }),
  );
}
