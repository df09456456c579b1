import type { RecordedEvent } from '../event-store/event-store.port';
import type { SqlAccess } from '../sql/sql';
import type { SpentAttempts } from './event-attempts';
import type { ListenerStateStore } from './listener-state/listener-state-store.port';
import type { ProcessedRecords } from './processed-records/processed-records.port';
import type { SideEffectListener } from './projection';
import { sideEffectSpan } from './listener-spans';

/** What running a side-effect listener's page needs of the runner. */
export interface SideEffectRun {
  readonly sql: SqlAccess;
  readonly state: ListenerStateStore;
  readonly processed: ProcessedRecords;
  readonly owner: string;
  /** How long a claim holds before another worker may take it over. */
  readonly claimMs: number;
  readonly maxAttempts: number;
  readonly stopping: AbortSignal;
  now(): number;
  /** Reports a failed attempt that runs again, and backs off. */
  retryAfter(
    listener: SideEffectListener,
    event: RecordedEvent,
    error: unknown,
    attempt: number,
  ): Promise<void>;
  /** After the last attempt: park the listener (`stop`) or dead-letter the event (`skip`). */
  giveUp(
    listener: SideEffectListener,
    slot: string,
    at: bigint,
    event: RecordedEvent,
    spent: SpentAttempts,
  ): Promise<'stop' | 'skip'>;
}

/**
 * Runs the listener on a page of events, each claimed in its processed records, moving the
 * live checkpoint from `from` past each event handled and at last to `to`. Stops early on an
 * event another worker holds, or on one that parks the listener.
 */
export async function handleSideEffects(
  run: SideEffectRun,
  listener: SideEffectListener,
  slot: string,
  from: bigint,
  to: bigint,
  events: readonly RecordedEvent[],
): Promise<void> {
  const batchHandler = listener.handleBatch?.bind(listener);
  if (batchHandler) return handleBatch(run, listener, batchHandler, slot, from, to, events);
  const { sql, state, owner } = run;
  let at = from;
  for (const event of events) {
    const firstAttemptAt = run.now();
    const { outcome, error } = await sideEffectSpan(listener.name, event, () =>
      runSideEffect(run, listener, event),
    );
    if (outcome === 'busy') return;
    if (outcome === 'failed') {
      const spent = { error, attempts: run.maxAttempts, firstAttemptAt };
      const decision = await run.giveUp(listener, slot, at, event, spent);
      if (decision === 'stop') return;
    } else {
      await sql.transaction(async (tx) => {
        await state.moveCheckpoint(tx, listener.name, 'live', at, event.position, owner);
        await state.claimVersion(tx, listener.name, slot, event, true);
        const ran = outcome === 'done' ? 1 : 0;
        await state.count(tx, listener.name, ran, 1 - ran);
      });
    }
    at = event.position;
  }
  if (to > at) {
    await sql.transaction((tx) => state.moveCheckpoint(tx, listener.name, 'live', at, to, owner));
  }
}

/** A listener that takes whole pages: the checkpoint moves once they are handled. */
async function handleBatch(
  run: SideEffectRun,
  listener: SideEffectListener,
  handle: NonNullable<SideEffectListener['handleBatch']>,
  slot: string,
  from: bigint,
  to: bigint,
  events: readonly RecordedEvent[],
): Promise<void> {
  const { sql, state, owner } = run;
  const firstAttemptAt = run.now();
  const { handled, rejected } = await handle(events, { signal: run.stopping });
  const count = Math.min(Math.max(handled, 0), events.length);
  const through = count === events.length ? to : count > 0 ? events[count - 1].position : from;
  if (through > from) {
    await sql.transaction(async (tx) => {
      await state.moveCheckpoint(tx, listener.name, 'live', from, through, owner);
      await state.count(tx, listener.name, count, 0);
    });
  }
  if (rejected && count < events.length) {
    const spent = { error: rejected.error, attempts: 1, firstAttemptAt };
    await run.giveUp(listener, slot, through, events[count], spent);
  }
}

/** `done`: ran now; `already`: a finished record exists; `busy`: another worker holds it. */
async function runSideEffect(
  run: SideEffectRun,
  listener: SideEffectListener,
  event: RecordedEvent,
): Promise<{ outcome: 'done' | 'already' | 'busy' | 'failed'; error?: unknown }> {
  const { processed, owner } = run;
  const key = `${event.id}:${listener.name}`;
  for (let attempt = 1; ; attempt += 1) {
    const claimed = await processed.claim(event.id, listener.name, owner, run.claimMs);
    if (claimed !== 'claimed') return { outcome: claimed };
    try {
      await listener.handle(event, { idempotencyKey: key, attempt });
      await processed.settle(event.id, listener.name, owner, 'SUCCEEDED', null);
      return { outcome: 'done' };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= run.maxAttempts || run.stopping.aborted) {
        await processed.settle(event.id, listener.name, owner, 'FAILED', message);
        return { outcome: 'failed', error };
      }
      await run.retryAfter(listener, event, error, attempt);
    }
  }
}
