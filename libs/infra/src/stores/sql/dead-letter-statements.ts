import type { DeadLetterQuery, DeadLetterStatus } from '../../dead-letters/dead-letter-store.port';

/**
 * Every statement on `dead_letters` (the same on SQLite and PostgreSQL).
 *
 * @internal
 */
export const deadLetterStatements = {
  record: `
    INSERT INTO dead_letters (id, listener, event_id, stream_id, version, position, event, error,
                              attempts, first_attempt_at, last_attempt_at, status, created_at,
                              step, stack, work_item_id)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pending', $11, $12, $13, $14)
    ON CONFLICT (listener, event_id, COALESCE(work_item_id, '')) WHERE status = 'pending'
    DO UPDATE SET error = excluded.error, stack = excluded.stack,
      attempts = dead_letters.attempts + excluded.attempts,
      last_attempt_at = excluded.last_attempt_at
    RETURNING id`,
  resolve: `
    UPDATE dead_letters SET status = 'redriven', resolution = $3, resolved_at = $4
     WHERE listener = $1 AND event_id = $2 AND work_item_id IS NULL AND status = 'pending'`,
  isPending: `
    SELECT 1 AS found FROM dead_letters
     WHERE listener = $1 AND event_id = $2 AND work_item_id IS NULL AND status = 'pending'`,
  get: 'SELECT * FROM dead_letters WHERE id = $1',
  markRedriven: `UPDATE dead_letters SET status = 'redriven', resolved_at = $2 WHERE id = $1`,
  discard: `
    UPDATE dead_letters SET status = 'discarded', resolution = $2, resolved_at = $3
     WHERE id = $1 AND status = 'pending'`,
  /** A page of `query`, one row more than its limit to tell whether another page follows. */
  list(query: DeadLetterQuery, limit: number): { text: string; params: unknown[] } {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (column: string, value: unknown) => {
      params.push(value);
      where.push(`${column} $${params.length}`);
    };
    if (query.listener !== undefined) add('listener =', query.listener);
    if (query.step !== undefined) add('step =', query.step);
    if (query.status !== undefined) add('status =', query.status);
    if (query.after !== undefined) add('id >', query.after);
    params.push(limit + 1);
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    return {
      text: `SELECT * FROM dead_letters ${filter} ORDER BY id LIMIT $${params.length}`,
      params,
    };
  },
};

/** @internal */
export interface DeadLetterRow {
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
