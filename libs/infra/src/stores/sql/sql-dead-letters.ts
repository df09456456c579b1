import { redriveEach } from '../../dead-letters/redrive';
import type { Sql, SqlAccess } from '../../sql/sql';
import { storedEventJson } from '../../event-store/event-json';
import { type Clock, systemClock, uuidv7 } from '../../support/ids';
import type { WorkQueue } from '../../work-queue/work-queue.port';
import { type DeadLetterRow, deadLetterStatements as statements } from './dead-letter-statements';
import type {
  DeadLetter,
  DeadLetterQuery,
  DeadLetterStore,
  NewDeadLetter,
  RedriveReport,
} from '../../dead-letters/dead-letter-store.port';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Records a dead letter in `tx` (see {@link DeadLetterStore.record}). The unique index
 * `dead_letters_pending_once` keeps one pending letter per listener, event and work item.
 */
async function recordDeadLetter(tx: Sql, letter: NewDeadLetter): Promise<string> {
  const { event, error } = letter;
  const row = await tx.get<{ id: string }>(statements.record, [
    letter.id ?? uuidv7(),
    letter.listener,
    event.id,
    event.streamId,
    event.version,
    event.position.toString(),
    storedEventJson(event),
    error instanceof Error ? error.message : String(error),
    letter.attempts,
    letter.firstAttemptAt,
    letter.lastAttemptAt,
    letter.step ?? null,
    error instanceof Error ? (error.stack ?? null) : null,
    letter.workItemId ?? null,
  ]);
  if (!row) throw new Error(`dead letter of ${event.id} for ${letter.listener}: nothing returned`);
  return row.id;
}

/** See {@link DeadLetterStore.resolve}. */
async function resolveDeadLetter(
  tx: Sql,
  listener: string,
  eventId: string,
  resolution: string,
  now: number,
): Promise<void> {
  await tx.run(statements.resolve, [listener, eventId, resolution, now]);
}

/** See {@link DeadLetterStore.isPending}. */
async function isDeadLettered(sql: Sql, listener: string, eventId: string): Promise<boolean> {
  return (await sql.get(statements.isPending, [listener, eventId])) !== undefined;
}

/**
 * The dead-letter store in the store's SQLite or PostgreSQL database: inspect, re-drive
 * (through the saga work queue, in the same transaction) or discard with a reason.
 */
export class SqlDeadLetterStore implements DeadLetterStore {
  readonly record = recordDeadLetter;
  readonly resolve = resolveDeadLetter;
  readonly isPending = isDeadLettered;

  constructor(
    private readonly sql: SqlAccess,
    private readonly clock: Clock = systemClock,
    /** The work queue on the same database, whose dead items a re-drive requeues. */
    private readonly queue: WorkQueue,
  ) {}

  async list(query: DeadLetterQuery = {}): Promise<{ items: DeadLetter[]; next: string | null }> {
    const limit = query.limit ?? 50;
    const { text, params } = statements.list(query, limit);
    const rows = await this.sql.query.all<DeadLetterRow>(text, params);
    const items = rows.slice(0, limit).map(toDeadLetter);
    return { items, next: rows.length > limit ? items[items.length - 1].id : null };
  }

  async get(id: string): Promise<DeadLetter | undefined> {
    const row = await this.sql.query.get<DeadLetterRow>(statements.get, [id]);
    return row && toDeadLetter(row);
  }

  redrive(ids: readonly string[]): Promise<RedriveReport> {
    return redriveEach(
      ids,
      {
        transaction: (work) => this.sql.transaction(work),
        find: async (tx, id) => {
          const row = await tx.get<DeadLetterRow>(statements.get, [id]);
          return row && { pending: row.status === 'pending', workItemId: row.work_item_id };
        },
        requeue: (tx, workItemId, now) => this.queue.requeueDead(tx, workItemId, now),
        markRedriven: async (tx, id, now) => {
          await tx.run(statements.markRedriven, [id, now]);
        },
      },
      () => this.clock().getTime(),
    );
  }

  async discard(id: string, reason: string): Promise<DeadLetter | undefined> {
    const now = this.clock().getTime();
    await this.sql.transaction((tx) => tx.run(statements.discard, [id, reason, now]));
    return this.get(id);
  }
}

function toDeadLetter(row: DeadLetterRow): DeadLetter {
  return {
    id: row.id,
    listener: row.listener,
    step: row.step,
    workItemId: row.work_item_id,
    eventId: row.event_id,
    streamId: row.stream_id,
    version: row.version,
    position: String(row.position),
    event: JSON.parse(row.event) as unknown,
    error: row.error,
    stack: row.stack,
    attempts: row.attempts,
    firstAttemptAt: iso(row.first_attempt_at),
    lastAttemptAt: iso(row.last_attempt_at),
    status: row.status,
    resolution: row.resolution,
    resolvedAt: row.resolved_at === null ? null : iso(row.resolved_at),
    createdAt: iso(row.created_at),
  };
}
