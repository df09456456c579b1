import type { EventStore } from '../../event-store/event-store.port';
import {
  observed,
  storageKindOf,
  UnsupportedStoreUrl,
  type OpenStorageOptions,
  type Storage,
  type StorageKind,
} from '../../storage/storage.port';

/**
 * A storage whose events live in another engine (EventStoreDB, JetStream) and the rest
 * (snapshots, keys, listener state, read models, saga work) in the companion SQL store
 * `options.stateStoreUrl`, opened first and closed last.
 */
export async function openWithCompanionState(
  kind: StorageKind,
  /** How the engine is named in the error for a missing or non-SQL state store. */
  engine: string,
  options: OpenStorageOptions,
  /** Opens the companion store: `openStorage`, passed in so that adapters never import it. */
  openStorage: (url: string, options: OpenStorageOptions) => Promise<Storage>,
  connectEvents: () => Promise<EventStore>,
): Promise<Storage> {
  const stateUrl = options.stateStoreUrl ?? '';
  const stateKind = storageKindOf(stateUrl);
  if (stateKind !== 'sqlite' && stateKind !== 'postgres') {
    throw new UnsupportedStoreUrl(
      stateUrl,
      `${engine} event store needs a companion SQL store: stateStoreUrl sqlite:<file> or postgres://…`,
    );
  }
  // Its own event tables stay empty: the events live in the other engine.
  const state = await openStorage(stateUrl, { ...options, onAppend: undefined });
  try {
    const events = await connectEvents();
    return {
      kind,
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
