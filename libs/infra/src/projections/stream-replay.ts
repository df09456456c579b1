import type { DeadLetterStore } from '../dead-letters/dead-letter-store.port';
import type { EventReader, RecordedEvent } from '../event-store/event-store.port';
import { matchesLogFilter } from '../event-store/read-options';
import type { SqlAccess } from '../sql/sql';
import { asHandler, attemptEvent, type AttemptPolicy } from './event-attempts';
import type { ListenerStateStore } from './listener-state/listener-state-store.port';
import { errorDecision, tableNames, type SqlProjection } from './projection';

/**
 * What a replay did with one event: `applied`; `skipped` (applied already, without `force`);
 * after the retries, as the projection's `onError` says, `dead-lettered` (skipped, its dead
 * letter kept) or `failed` (the replay stopped there); `not-replayed`: after a failed one, or
 * left when the runner stopped. A replay never parks the listener: its live loop runs on.
 */
export type ReplayOutcome = 'applied' | 'skipped' | 'dead-lettered' | 'failed' | 'not-replayed';

export interface ReplayedEvent {
  readonly eventId: string;
  readonly type: string;
  readonly version: number;
  readonly position: bigint;
  readonly outcome: ReplayOutcome;
  /** `dead-lettered` and `failed`: the handler's error at the last attempt. */
  readonly error: string | null;
  readonly attempts: number;
  /** `dead-lettered`: its dead letter (an event already pending keeps its one). */
  readonly deadLetterId: string | null;
}

export interface ReplayReport {
  readonly streamId: string;
  readonly applied: number;
  readonly skipped: number;
  readonly deadLettered: number;
  readonly failed: number;
  readonly notReplayed: number;
  /** Every event of the stream the projection follows, in stream order. */
  readonly events: readonly ReplayedEvent[];
}

/** What a replay needs of the runner. */
export interface ReplayContext {
  readonly store: EventReader;
  readonly sql: SqlAccess;
  readonly state: ListenerStateStore;
  readonly deadLetters: DeadLetterStore;
  readonly now: () => number;
  /** How an event is retried (the runner's retry options, reported as it reports them). */
  attemptPolicy(projection: SqlProjection, event: RecordedEvent): AttemptPolicy;
  /** The replay gave up on the event after `attempts`: dead-lettered or stopped there. */
  gaveUp(
    projection: SqlProjection,
    event: RecordedEvent,
    error: unknown,
    attempts: number,
    outcome: 'dead-lettered' | 'replay-stopped',
  ): void;
}

/**
 * Applies one stream's events to a projection's live read model again, each in its own
 * transaction; events it applied already are skipped (and counted) unless `force`. An event
 * the projection cannot apply meets its poison-event policy, as in the live loop.
 */
export async function replayStream(
  context: ReplayContext,
  projection: SqlProjection,
  streamId: string,
  force: boolean,
): Promise<ReplayReport> {
  const { events } = await context.store.readStream(streamId);
  const replayed: ReplayedEvent[] = [];
  let halted = false;
  for (const event of events.filter((e) => matchesLogFilter(e, projection.filter))) {
    const result: ReplayedEvent = halted
      ? replayedAs(event, 'not-replayed')
      : await replayEvent(context, projection, event, force);
    halted ||= result.outcome === 'failed' || result.outcome === 'not-replayed';
    replayed.push(result);
  }
  const count = (outcome: ReplayOutcome) => replayed.filter((e) => e.outcome === outcome).length;
  return {
    streamId,
    applied: count('applied'),
    skipped: count('skipped'),
    deadLettered: count('dead-lettered'),
    failed: count('failed'),
    notReplayed: count('not-replayed'),
    events: replayed,
  };
}

async function replayEvent(
  context: ReplayContext,
  projection: SqlProjection,
  event: RecordedEvent,
  force: boolean,
): Promise<ReplayedEvent> {
  const { sql, state, deadLetters, now } = context;
  const name = projection.name;
  let applied = false;
  let attempts = 0;
  const outcome = await attemptEvent(
    async () => {
      attempts += 1;
      await sql.transaction(async (tx) => {
        const { activeSlot } = await state.lockedState(tx, name);
        applied = await state.claimVersion(tx, name, activeSlot, event, force);
        if (applied) {
          await asHandler(() => projection.apply(event, tx, tableNames(projection, activeSlot)));
          await deadLetters.resolve(tx, name, event.id, 'applied again by a replay', now());
        }
        await state.count(tx, name, applied ? 1 : 0, applied ? 0 : 1);
      });
    },
    context.attemptPolicy(projection, event),
  );
  if (outcome.kind === 'done') return replayedAs(event, applied ? 'applied' : 'skipped', attempts);
  if (outcome.kind === 'abandoned') return replayedAs(event, 'not-replayed', attempts);
  const error = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
  if (errorDecision(projection, outcome.error, event) === 'stop') {
    context.gaveUp(projection, event, outcome.error, attempts, 'replay-stopped');
    return { ...replayedAs(event, 'failed', attempts), error };
  }
  const deadLetterId = await sql.transaction(async (tx) => {
    const { activeSlot } = await state.lockedState(tx, name);
    // Handled: the live loop, not there yet, skips it too.
    await state.claimVersion(tx, name, activeSlot, event, true);
    await state.count(tx, name, 0, 1);
    return deadLetters.record(tx, {
      listener: name,
      event,
      error: outcome.error,
      attempts,
      firstAttemptAt: outcome.firstAttemptAt,
      lastAttemptAt: now(),
    });
  });
  context.gaveUp(projection, event, outcome.error, attempts, 'dead-lettered');
  return { ...replayedAs(event, 'dead-lettered', attempts), error, deadLetterId };
}

function replayedAs(event: RecordedEvent, outcome: ReplayOutcome, attempts = 0): ReplayedEvent {
  return {
    eventId: event.id,
    type: event.type,
    version: event.version,
    position: event.position,
    outcome,
    error: null,
    attempts,
    deadLetterId: null,
  };
}
