import type { JsonObject } from '@tidemark/domain';
import type { Sql, SqlAccess } from '../../sql/sql';
import { parseStoredEvent, storedEventJson } from '../../event-store/event-json';
import { uuidv7 } from '../../support/ids';
import type {
  ClaimedWorkItem,
  NewWorkItem,
  WorkAttempt,
  WorkClaim,
  WorkItem,
  WorkItemQuery,
  WorkQueue,
  WorkScheduler,
} from '../../work-queue/work-queue.port';

const DUE = `((status = 'pending' AND run_at <= $1) OR (status = 'running' AND lease_until <= $1))`;

/** Every statement on `work_items` and `work_attempts`. */
const statements = {
  enqueue: `
    INSERT INTO work_items (id, saga, saga_key, step, kind, input, idempotency_key, event, status,
                            attempts, run_at, created_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', 0, $9, $10)
    ON CONFLICT (idempotency_key) DO NOTHING`,
  cancelDeadlines: `
    UPDATE work_items SET status = 'cancelled'
     WHERE saga = $1 AND saga_key = $2 AND step = $3 AND kind = 'deadline' AND status = 'pending'`,
  due: (skipLocked: boolean) => `
    SELECT id FROM work_items WHERE ${DUE}
     ORDER BY run_at LIMIT $2${skipLocked ? ' FOR UPDATE SKIP LOCKED' : ''}`,
  lease: `
    UPDATE work_items SET status = 'running', attempts = attempts + 1, lease_owner = $3,
           lease_until = $4, first_attempt_at = COALESCE(first_attempt_at, $1), last_attempt_at = $1
     WHERE id = $2 AND ${DUE}
    RETURNING id, saga, saga_key, step, input, idempotency_key, event, attempts, first_attempt_at,
              lease_until`,
  recordAttempt: `
    INSERT INTO work_attempts (work_item_id, attempt, worker, started_at, finished_at, outcome, error)
    VALUES ($1, $2, $3, $4, $5, $6, $7)
    ON CONFLICT (work_item_id, attempt) DO NOTHING`,
  attemptsOf: `
    SELECT work_item_id, attempt, worker, started_at, finished_at, outcome, error
      FROM work_attempts WHERE work_item_id = $1 ORDER BY attempt`,
  complete: `
    UPDATE work_items SET status = 'done', lease_owner = NULL, lease_until = NULL, last_error = NULL
     WHERE id = $1 AND lease_owner = $2`,
  reschedule: `
    UPDATE work_items SET status = 'pending', run_at = $3, last_error = $4, lease_owner = NULL,
           lease_until = NULL
     WHERE id = $1 AND lease_owner = $2`,
  markDead: `
    UPDATE work_items SET status = 'dead', last_error = $3, lease_owner = NULL, lease_until = NULL
     WHERE id = $1 AND lease_owner = $2`,
  requeueDead: `
    UPDATE work_items SET status = 'pending', attempts = 0, run_at = $2, last_error = NULL,
           first_attempt_at = NULL
     WHERE id = $1 AND status = 'dead'`,
  /** The items matching `query`: a condition per field it gives. */
  list(query: WorkItemQuery): { text: string; params: unknown[] } {
    const columns = { saga: 'saga', sagaKey: 'saga_key', step: 'step', status: 'status' } as const;
    const params: unknown[] = [];
    const where: string[] = [];
    for (const [field, column] of Object.entries(columns)) {
      const value = query[field as keyof WorkItemQuery];
      if (value === undefined) continue;
      params.push(value);
      where.push(`${column} = $${params.length}`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    return {
      text: `SELECT id, saga, saga_key, step, kind, idempotency_key, status, attempts, run_at,
                    lease_owner, lease_until, last_error
               FROM work_items ${filter} ORDER BY created_at, id`,
      params,
    };
  },
};

interface ClaimedRow {
  id: string;
  saga: string;
  saga_key: string;
  step: string;
  input: string;
  idempotency_key: string;
  event: string;
  attempts: number;
  first_attempt_at: number;
  lease_until: number;
}

interface ItemRow {
  id: string;
  saga: string;
  saga_key: string;
  step: string;
  kind: WorkItem['kind'];
  idempotency_key: string;
  status: WorkItem['status'];
  attempts: number;
  run_at: number | string;
  lease_owner: string | null;
  lease_until: number | string | null;
  last_error: string | null;
}

interface AttemptRow {
  work_item_id: string;
  attempt: number;
  worker: string;
  started_at: number;
  finished_at: number;
  outcome: WorkAttempt['outcome'];
  error: string | null;
}

/**
 * The reactor's side of the SQL work queue: it needs no connection of its own, only the
 * transaction it is given, and writes the same on both dialects.
 */
export const sqlWorkScheduler: WorkScheduler = {
  async enqueue(tx: Sql, items: readonly NewWorkItem[]): Promise<number> {
    let added = 0;
    for (const item of items) {
      added += await tx.run(statements.enqueue, [
        item.id ?? uuidv7(),
        item.saga,
        item.sagaKey,
        item.step,
        item.kind,
        JSON.stringify(item.input),
        item.idempotencyKey,
        storedEventJson(item.event),
        item.runAt,
        item.createdAt,
      ]);
    }
    return added;
  },

  async cancelDeadlines(tx: Sql, saga: string, sagaKey: string, steps: readonly string[]) {
    let cancelled = 0;
    for (const step of steps)
      cancelled += await tx.run(statements.cancelDeadlines, [saga, sagaKey, step]);
    return cancelled;
  },
};

/** The work queue in the store's SQLite or PostgreSQL database. */
export class SqlWorkQueue implements WorkQueue {
  readonly enqueue = sqlWorkScheduler.enqueue;
  readonly cancelDeadlines = sqlWorkScheduler.cancelDeadlines;

  constructor(private readonly sql: SqlAccess) {}

  claim({ owner, limit, now, leaseMs }: WorkClaim): Promise<ClaimedWorkItem[]> {
    // SQLite has one writer: its transactions never overlap, so nothing needs skipping.
    const due = statements.due(this.sql.dialect === 'postgres');
    return this.sql.transaction(async (tx) => {
      const claimed: ClaimedWorkItem[] = [];
      for (const { id } of await tx.all<{ id: string }>(due, [now, limit])) {
        const row = await tx.get<ClaimedRow>(statements.lease, [now, id, owner, now + leaseMs]);
        if (row) claimed.push(toClaimed(row));
      }
      return claimed;
    });
  }

  async recordAttempt(tx: Sql, attempt: WorkAttempt): Promise<void> {
    await tx.run(statements.recordAttempt, [
      attempt.workItemId,
      attempt.attempt,
      attempt.worker,
      attempt.startedAt,
      attempt.finishedAt,
      attempt.outcome,
      attempt.error,
    ]);
  }

  async attemptsOf(workItemId: string): Promise<WorkAttempt[]> {
    const rows = await this.sql.query.all<AttemptRow>(statements.attemptsOf, [workItemId]);
    return rows.map((row) => ({
      workItemId: row.work_item_id,
      attempt: row.attempt,
      worker: row.worker,
      startedAt: row.started_at,
      finishedAt: row.finished_at,
      outcome: row.outcome,
      error: row.error,
    }));
  }

  async list(query: WorkItemQuery = {}): Promise<WorkItem[]> {
    const { text, params } = statements.list(query);
    const rows = await this.sql.query.all<ItemRow>(text, params);
    return rows.map((row) => ({
      id: row.id,
      saga: row.saga,
      sagaKey: row.saga_key,
      step: row.step,
      kind: row.kind,
      idempotencyKey: row.idempotency_key,
      status: row.status,
      attempts: Number(row.attempts),
      runAt: Number(row.run_at),
      leaseOwner: row.lease_owner,
      leaseUntil: row.lease_until === null ? null : Number(row.lease_until),
      lastError: row.last_error,
    }));
  }

  async complete(tx: Sql, id: string, owner: string): Promise<boolean> {
    return (await tx.run(statements.complete, [id, owner])) > 0;
  }

  async reschedule(
    tx: Sql,
    id: string,
    owner: string,
    runAt: number,
    error: string,
  ): Promise<boolean> {
    return (await tx.run(statements.reschedule, [id, owner, runAt, error])) > 0;
  }

  async markDead(tx: Sql, id: string, owner: string, error: string): Promise<boolean> {
    return (await tx.run(statements.markDead, [id, owner, error])) > 0;
  }

  async requeueDead(tx: Sql, id: string, now: number): Promise<boolean> {
    return (await tx.run(statements.requeueDead, [id, now])) > 0;
  }
}

function toClaimed(row: ClaimedRow): ClaimedWorkItem {
  return {
    id: row.id,
    saga: row.saga,
    sagaKey: row.saga_key,
    step: row.step,
    input: JSON.parse(row.input) as JsonObject,
    idempotencyKey: row.idempotency_key,
    event: parseStoredEvent(row.event),
    attempts: row.attempts,
    firstAttemptAt: row.first_attempt_at,
    leaseUntil: row.lease_until,
  };
}
