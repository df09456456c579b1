import { EsdbEventStore } from './esdb-event-store';
import { openWithCompanionState } from '../remote/companion-state-storage';
import type { OpenStorageOptions, Storage } from '../../storage/storage.port';

/**
 * Events in EventStoreDB (`esdb://…`), the rest (snapshots, keys, listener state, read models)
 * in the companion SQL store `options.stateStoreUrl`.
 */
export function openEventStoreDbStorage(
  url: string,
  options: OpenStorageOptions,
  /** Opens the companion store: `openStorage`, passed in so that this adapter never imports it. */
  openStorage: (url: string, options: OpenStorageOptions) => Promise<Storage>,
): Promise<Storage> {
  return openWithCompanionState('eventstoredb', 'an EventStoreDB', options, openStorage, () =>
    EsdbEventStore.connect(url, { namespace: options.namespace, newId: options.newId }),
  );
}
