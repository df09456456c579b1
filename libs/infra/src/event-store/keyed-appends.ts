import { StoreUnavailable } from '../errors';
import type { KeyCompletion } from '../idempotency/idempotency-store.port';
import type { PreparedAppend } from './append-planner';
import { keyCompletion, type AppendResult } from './event-store.port';

/*
 * The exactly-once rules for keyed commands, one place for every store (DESIGN.md, "Commands
 * over HTTP"), whichever road its appends take (QueuedEventStore, RemoteAppendRoad):
 * - a keyed command's events take ids derived from its key's command id (`commandEventId`, in
 *   the repository), so a command run again appends the same ids;
 * - an append whose ids all stand in its stream, contiguous and in order, is a retry: it
 *   writes nothing and answers the first append's versions and position (`planAppend`);
 * - a store whose keys commit with its events completes the key there ({@link completionOf}),
 *   never for a retry; elsewhere (EventStoreDB, JetStream, memory) the caller completes it;
 * - a failure after which a write may stand says so ({@link writeMayStand}): the key's command
 *   then stays with its key, and its retry is recognised by event id.
 */

/**
 * `error` as met after a write was sent (or after it stood): an outage then leaves the caller
 * unable to tell whether the write stands, so it says `writeOutcome: 'unknown'` (a retry with
 * the same event ids is recognised as one). Other errors as they are.
 */
export function writeMayStand(error: unknown): unknown {
  if (error instanceof StoreUnavailable && error.writeOutcome === undefined) {
    return new StoreUnavailable(error.store, error.cause, 'unknown');
  }
  return error;
}

/**
 * What completes the key `append` carries now that it stands with `result`, in the events'
 * transaction. Nothing for an append without a key, nor for a retry: it wrote nothing, and the
 * repository answers the command run again from the events its first run wrote.
 */
export function completionOf(
  append: PreparedAppend,
  result: AppendResult,
): KeyCompletion | undefined {
  return append.keyed && result.written ? keyCompletion(append.keyed, result) : undefined;
}
