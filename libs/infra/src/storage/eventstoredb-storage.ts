import { EsdbEventStore } from '../event-store/eventstoredb/esdb-event-store';
import {
  observed,
  storageKindOf,
  UnsupportedStoreUrl,
  type OpenStorageOptions,
  type Storage,
} from './storage.port';

/**
 * Events in EventStoreDB (`esdb://…`), the rest (snapshots, keys, listener state, read models)
 * in the companion SQL store `options.stateStoreUrl`.
 */
export async function openEventStoreDbStorage(
  url: string,
  options: OpenStorageOptions,
  /** Opens the companion store: `openStorage`, passed in so that this adapter never imports it. */
  openStorage: (url: string, options: OpenStorageOptions) => Promise<Storage>,
): Promise<Storage> {
  const stateUrl = options.stateStoreUrl ?? '';
  const stateKind = storageKindOf(stateUrl);
  if (stateKind !== 'sqlite' && stateKind !== 'postgres') {
    throw new UnsupportedStoreUrl(
      stateUrl,
      'an EventStoreDB event store needs a companion SQL store: stateStoreUrl sqlite:<file> or postgres://…',
    );
  }
  // Its own event tables stay empty: events live in EventStoreDB.
  const state = await openStorage(stateUrl, { ...options, onAppend: undefined });
  try {
    const events = await EsdbEventStore.connect(url, {
      namespace: options.namespace,
      newId: options.newId,
    });
    return {
      kind: 'eventstoredb',
      events: observed(events, options.onAppend),
      snapshots: state.snapshots,
      idempotency: state.idempotency,
      sql: state.sql,
      writable: () => state.writable(),
      close: async () => {
        await events.close();
        await state.close();
      },
    };
  } catch (error) {
    await state.close();
    throw error;
  }
}
