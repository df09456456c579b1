import type { NewEvent } from '@tidemark/domain';
import { WrongExpectedVersion } from '../errors';
import type { AppendOptions, AppendResult, EventStore } from './event-store.port';

/** What became of one `appendToStream` call. */
export type AppendOutcome = 'written' | 'deduplicated' | 'conflict';

export interface AppendObservation {
  readonly streamId: string;
  readonly outcome: AppendOutcome;
  /** Events in the append (none of them written unless the outcome is `written`). */
  readonly events: number;
}

/** Told of every append that wrote, was a recognised retry, or lost on its expected version. */
export type AppendObserver = (observation: AppendObservation) => void;

/**
 * `store` with every append reported to `observer` (metrics); other errors are not reported.
 * An observer that throws does not fail the append.
 */
export function observeAppends(store: EventStore, observer: AppendObserver): EventStore {
  const report = (observation: AppendObservation): void => {
    try {
      observer(observation);
    } catch {
      // Observing must never change what the append did.
    }
  };
  return withAppend(store, async (streamId, events, options) => {
    try {
      const result = await store.appendToStream(streamId, events, options);
      report({
        streamId,
        outcome: result.written ? 'written' : 'deduplicated',
        events: events.length,
      });
      return result;
    } catch (error) {
      if (error instanceof WrongExpectedVersion) {
        report({ streamId, outcome: 'conflict', events: events.length });
      }
      throw error;
    }
  });
}

/** `store` with its appends made by `append` (which calls the store's), everything else as is. */
export function withAppend(
  store: EventStore,
  append: (
    streamId: string,
    events: readonly NewEvent[],
    options?: AppendOptions,
  ) => Promise<AppendResult>,
): EventStore {
  const scavenge = store.scavenge?.bind(store);
  const readByQuery = store.readByQuery?.bind(store);
  return {
    appendToStream: append,
    readStream: (streamId, options) => store.readStream(streamId, options),
    readAll: (options) => store.readAll(options),
    subscribe: (options) => store.subscribe(options),
    headPosition: () => store.headPosition(),
    deleteStream: (streamId, options) => store.deleteStream(streamId, options),
    tombstoneStream: (streamId, options) => store.tombstoneStream(streamId, options),
    setStreamMetadata: (streamId, metadata, options) =>
      store.setStreamMetadata(streamId, metadata, options),
    getStreamMetadata: (streamId) => store.getStreamMetadata(streamId),
    // Absent stays absent: callers tell a store that cannot scavenge by it.
    ...(scavenge && { scavenge }),
    ...(readByQuery && { readByQuery }),
    appendNotices: store.appendNotices,
    close: () => store.close(),
  };
}
