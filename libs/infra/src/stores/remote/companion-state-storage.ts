import type { EventStore } from '../../event-store/event-store.port';
import {
  observed,
  UnsupportedStoreUrl,
  type OpenStorageOptions,
  type Storage,
  type StoreKind,
} from '../../storage/storage.port';
import type { StoreRegistry } from '../store-kind';

/**
 * A storage whose events live in another engine (EventStoreDB, JetStream) and every other port
 * (snapshots, keys, listener state, read models, saga work …) in the companion store
 * `options.stateStoreUrl`, opened first and closed last.
 */
export async function openWithCompanionState(
  kind: StoreKind,
  /** How the engine is named in the error for a missing or unfit state store. */
  engine: string,
  options: OpenStorageOptions,
  registry: StoreRegistry,
  connectEvents: () => Promise<EventStore>,
): Promise<Storage> {
  const stateUrl = options.stateStoreUrl ?? '';
  if (!registry.holdsState(stateUrl)) {
    throw new UnsupportedStoreUrl(
      stateUrl,
      `${engine} event store needs a companion SQL store: stateStoreUrl sqlite:<file> or postgres://…`,
    );
  }
  // Its own event tables stay empty: the events live in the other engine.
  const state = await registry.openStorage(stateUrl, { ...options, onAppend: undefined });
  try {
    const events = await connectEvents();
    return {
      ...state,
      kind,
      events: observed(events, options.onAppend),
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
