import type { EventStore } from '../event-store/event-store.port';
import { followLog } from '../event-store/subscription';

/** Runs one store operation when the gate gives this call a turn (see StoreGate). */
export type Admit = <T>(work: () => Promise<T>) => Promise<T>;

/** A live subscription's fallback poll, for a notice that was lost. */
const LIVE_POLL_MS = 2_000;

/**
 * `store` as one call sees it: every operation that takes a database connection waits for a
 * turn at the gate. Appends do not: the store commits them in groups, one group at a time on
 * one connection, so however many wait they hold one connection. A subscription follows the
 * store's append notices and reads each page through the gate (a store without notices is
 * followed by its own subscription).
 */
export function gatedStore(store: EventStore, admit: Admit): EventStore {
  const readAll: EventStore['readAll'] = (options) => admit(() => store.readAll(options));
  const notices = store.appendNotices;
  const scavenge = store.scavenge?.bind(store);
  return {
    appendToStream: (streamId, events, options) => store.appendToStream(streamId, events, options),
    readStream: (streamId, options) => admit(() => store.readStream(streamId, options)),
    readAll,
    subscribe: (options = {}) =>
      notices
        ? followLog({ readAll, notifier: notices, pollIntervalMs: LIVE_POLL_MS }, options)
        : store.subscribe(options),
    headPosition: () => admit(() => store.headPosition()),
    deleteStream: (streamId, options) => admit(() => store.deleteStream(streamId, options)),
    tombstoneStream: (streamId, options) => admit(() => store.tombstoneStream(streamId, options)),
    setStreamMetadata: (streamId, metadata, options) =>
      admit(() => store.setStreamMetadata(streamId, metadata, options)),
    getStreamMetadata: (streamId) => admit(() => store.getStreamMetadata(streamId)),
    ...(scavenge && { scavenge: () => admit(scavenge) }),
    appendNotices: notices,
    close: () => store.close(),
  };
}
