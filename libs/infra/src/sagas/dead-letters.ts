import type { SqlAccess } from '../sql/sql';
import { type Clock, systemClock } from '../support/ids';

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
  /** Why it was discarded (kept for audit). */
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

const iso = (ms: number) => new Date(ms).toISOString();

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
