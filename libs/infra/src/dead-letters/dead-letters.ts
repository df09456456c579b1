import type { RecordedEvent } from '../event-store/event-store.port';
import type { Sql, SqlAccess } from '../sql/sql';
import { storedEventJson } from '../support/event-json';
import { type Clock, systemClock, uuidv7 } from '../support/ids';

export type DeadLetterStatus = 'pending' | 'redriven' | 'discarded';

export interface DeadLetter {
  readonly id: string;
  /** The saga or projection that gave up. */
  readonly listener: string;
  readonly step: string | null;
  readonly workItemId: string | null;
  readonly eventId: string;
  readonly streamId: string;
  readonly version: number;
  readonly position: string;
  readonly event: unknown;
  readonly error: string;
  readonly stack: string | null;
  readonly attempts: number;
  readonly firstAttemptAt: string;
  readonly lastAttemptAt: string;
  readonly status: DeadLetterStatus;
  /** Why it was discarded, or how it was settled otherwise (kept for audit). */
  readonly resolution: string | null;
  readonly resolvedAt: string | null;
  readonly createdAt: string;
}

export interface DeadLetterQuery {
  readonly listener?: string;
  readonly step?: string;
  readonly status?: DeadLetterStatus;
  /** 1-200, default 50. */
  readonly limit?: number;
  /** The last id of the previous page. */
  readonly after?: string;
}

export interface RedriveReport {
  readonly redriven: readonly string[];
  readonly notFound: readonly string[];
  /** Not pending, or not a saga step (a projection's: replay its stream with force instead). */
  readonly notRedrivable: readonly string[];
}

interface Row {
  id: string;
  listener: string;
  step: string | null;
  work_item_id: string | null;
  event_id: string;
  stream_id: string;
  version: number;
  position: number;
  event: string;
  error: string;
  stack: string | null;
  attempts: number;
  first_attempt_at: number;
  last_attempt_at: number;
  status: DeadLetterStatus;
  resolution: string | null;
  resolved_at: number | null;
  created_at: number;
}

/** What a listener or a saga step gave up on, to be dead-lettered. */
export interface NewDeadLetter {
  /** Default: a new UUIDv7. */
  readonly id?: string;
  /** The saga or projection that gave up. */
  readonly listener: string;
  readonly event: RecordedEvent;
  readonly error: unknown;
  readonly attempts: number;
  readonly firstAttemptAt: number;
  readonly lastAttemptAt: number;
  /** A saga step's: its step and work item. */
  readonly step?: string;
  readonly workItemId?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Records a dead letter in `tx`, the caller's transaction, and returns its id. There is one
 * pending dead letter per listener and event (per work item for a saga step: the unique index
 * `dead_letters_pending_once`): giving up again on an event already pending — a rebuild, a
 * replay — updates that one (its error, its last attempt, attempts added) instead of a copy.
 */
export async function recordDeadLetter(tx: Sql, letter: NewDeadLetter): Promise<string> {
  const { event, error } = letter;
  const row = await tx.get<{ id: string }>(
    `INSERT INTO dead_letters (id, listener, event_id, stream_id, version, position, event, error,
                               attempts, first_attempt_at, last_attempt_at, status, created_at,
                               step, stack, work_item_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pending', $11, $12, $13, $14)
     ON CONFLICT (listener, event_id, COALESCE(work_item_id, '')) WHERE status = 'pending'
     DO UPDATE SET error = excluded.error, stack = excluded.stack,
       attempts = dead_letters.attempts + excluded.attempts,
       last_attempt_at = excluded.last_attempt_at
     RETURNING id`,
    [
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
    ],
  );
  if (!row) throw new Error(`dead letter of ${event.id} for ${letter.listener}: nothing returned`);
  return row.id;
}

/**
 * A projection's pending dead letter of the event is settled: the event applied after all (a
 * replay of its stream). It becomes `redriven`, with `resolution` saying how.
 */
export async function resolveDeadLetter(
  tx: Sql,
  listener: string,
  eventId: string,
  resolution: string,
  now: number,
): Promise<void> {
  await tx.run(
    `UPDATE dead_letters SET status = 'redriven', resolution = $3, resolved_at = $4
      WHERE listener = $1 AND event_id = $2 AND work_item_id IS NULL AND status = 'pending'`,
    [listener, eventId, resolution, now],
  );
}

/** Whether `listener` (a projection or side-effect listener) has a pending dead letter of the event. */
export async function isDeadLettered(
  sql: Sql,
  listener: string,
  eventId: string,
): Promise<boolean> {
  const row = await sql.get(
    `SELECT 1 AS found FROM dead_letters
      WHERE listener = $1 AND event_id = $2 AND work_item_id IS NULL AND status = 'pending'`,
    [listener, eventId],
  );
  return row !== undefined;
}

/** The dead-letter store: inspect, re-drive (attempts reset) or discard with a reason. */
export class DeadLetters {
  constructor(
    private readonly sql: SqlAccess,
    private readonly clock: Clock = systemClock,
  ) {}

  async list(query: DeadLetterQuery = {}): Promise<{ items: DeadLetter[]; next: string | null }> {
    const limit = query.limit ?? 50;
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (clause: string, value: unknown) => {
      params.push(value);
      where.push(clause.replace('?', `$${params.length}`));
    };
    if (query.listener !== undefined) add('listener = ?', query.listener);
    if (query.step !== undefined) add('step = ?', query.step);
    if (query.status !== undefined) add('status = ?', query.status);
    if (query.after !== undefined) add('id > ?', query.after);
    params.push(limit + 1);
    const rows = await this.sql.query.all<Row>(
      `SELECT * FROM dead_letters ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY id LIMIT $${params.length}`,
      params,
    );
    const items = rows.slice(0, limit).map(toDeadLetter);
    return { items, next: rows.length > limit ? items[items.length - 1].id : null };
  }

  async get(id: string): Promise<DeadLetter | undefined> {
    const row = await this.sql.query.get<Row>('SELECT * FROM dead_letters WHERE id = $1', [id]);
    return row && toDeadLetter(row);
  }

  /** Puts each saga step back in the queue, due now, with its attempts reset. */
  async redrive(ids: readonly string[]): Promise<RedriveReport> {
    const redriven: string[] = [];
    const notFound: string[] = [];
    const notRedrivable: string[] = [];
    for (const id of ids) {
      const outcome = await this.sql.transaction(async (tx) => {
        const row = await tx.get<Row>('SELECT * FROM dead_letters WHERE id = $1', [id]);
        if (!row) return 'notFound' as const;
        if (row.status !== 'pending' || row.work_item_id === null) return 'notRedrivable' as const;
        const now = this.clock().getTime();
        const requeued = await tx.run(
          `UPDATE work_items SET status = 'pending', attempts = 0, run_at = $2, last_error = NULL,
                  first_attempt_at = NULL
            WHERE id = $1 AND status = 'dead'`,
          [row.work_item_id, now],
        );
        if (requeued === 0) return 'notRedrivable' as const;
        await tx.run(
          `UPDATE dead_letters SET status = 'redriven', resolved_at = $2 WHERE id = $1`,
          [id, now],
        );
        return 'redriven' as const;
      });
      ({ redriven, notFound, notRedrivable })[outcome].push(id);
    }
    return { redriven, notFound, notRedrivable };
  }

  /** Marks a pending dead letter discarded; it stays, with the reason, for audit. */
  async discard(id: string, reason: string): Promise<DeadLetter | undefined> {
    const now = this.clock().getTime();
    await this.sql.transaction((tx) =>
      tx.run(
        `UPDATE dead_letters SET status = 'discarded', resolution = $2, resolved_at = $3
          WHERE id = $1 AND status = 'pending'`,
        [id, reason, now],
      ),
    );
    return this.get(id);
  }
}

function toDeadLetter(row: Row): DeadLetter {
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
