import type { JsonObject } from '@tidemark/domain';
import { parseStoredEvent, storedEventJson } from '../../event-store/event-json';
import type { Sql } from '../../sql/sql';
import { uuidv7 } from '../../support/ids';
import type {
  ClaimedWorkItem,
  NewWorkItem,
  WorkAttempt,
  WorkClaim,
  WorkItem,
  WorkItemQuery,
  WorkQueue,
} from '../../work-queue/work-queue.port';
import { jsonCopy, put, type MemoryDatabase, type MemorySqlAccess } from './memory-database';

/** A work item as kept: its input and event as JSON text, apart from the caller's objects. */
interface Row extends WorkItem {
  readonly input: string;
  readonly event: string;
  readonly createdAt: number;
  readonly firstAttemptAt: number | null;
}

interface Tables {
  readonly items: Map<string, Row>;
  /** Idempotency key → item id: an item already known is not enqueued again. */
  readonly byKey: Map<string, string>;
  readonly attempts: Map<string, readonly WorkAttempt[]>;
}

/**
 * The saga work queue in memory. A claim is a lease, as on the SQL stores; transactions run one
 * at a time, so no two claimers get one item, and the writes given a transaction are undone
 * when it rolls back.
 */
export class MemoryWorkQueue implements WorkQueue {
  private readonly tables: Tables;
  private readonly access: MemorySqlAccess;

  constructor(db: MemoryDatabase) {
    this.access = db.access;
    this.tables = db.table<Tables>('work-queue', () => ({
      items: new Map(),
      byKey: new Map(),
      attempts: new Map(),
    }));
  }

  async enqueue(tx: Sql, items: readonly NewWorkItem[]): Promise<number> {
    let added = 0;
    for (const item of items) {
      if (this.tables.byKey.has(item.idempotencyKey)) continue;
      const id = item.id ?? uuidv7();
      put(tx, this.tables.byKey, item.idempotencyKey, id);
      put(tx, this.tables.items, id, {
        id,
        saga: item.saga,
        sagaKey: item.sagaKey,
        step: item.step,
        kind: item.kind,
        idempotencyKey: item.idempotencyKey,
        status: 'pending',
        attempts: 0,
        runAt: item.runAt,
        leaseOwner: null,
        leaseUntil: null,
        lastError: null,
        input: JSON.stringify(item.input),
        event: storedEventJson(item.event),
        createdAt: item.createdAt,
        firstAttemptAt: null,
      });
      added += 1;
    }
    return added;
  }

  async cancelDeadlines(
    tx: Sql,
    saga: string,
    sagaKey: string,
    steps: readonly string[],
  ): Promise<number> {
    let cancelled = 0;
    for (const row of [...this.tables.items.values()]) {
      const cancels =
        row.saga === saga &&
        row.sagaKey === sagaKey &&
        steps.includes(row.step) &&
        row.kind === 'deadline' &&
        row.status === 'pending';
      if (!cancels) continue;
      put(tx, this.tables.items, row.id, { ...row, status: 'cancelled' });
      cancelled += 1;
    }
    return cancelled;
  }

  claim({ owner, limit, now, leaseMs }: WorkClaim): Promise<ClaimedWorkItem[]> {
    return this.access.transaction(async (tx) => {
      const due = [...this.tables.items.values()]
        .filter(
          (row) =>
            (row.status === 'pending' && row.runAt <= now) ||
            (row.status === 'running' && (row.leaseUntil ?? 0) <= now),
        )
        .sort((a, b) => a.runAt - b.runAt)
        .slice(0, limit);
      return due.map((row): ClaimedWorkItem => {
        const leased: Row = {
          ...row,
          status: 'running',
          attempts: row.attempts + 1,
          leaseOwner: owner,
          leaseUntil: now + leaseMs,
          firstAttemptAt: row.firstAttemptAt ?? now,
        };
        put(tx, this.tables.items, row.id, leased);
        return {
          id: leased.id,
          saga: leased.saga,
          sagaKey: leased.sagaKey,
          step: leased.step,
          input: JSON.parse(leased.input) as JsonObject,
          idempotencyKey: leased.idempotencyKey,
          event: parseStoredEvent(leased.event),
          attempts: leased.attempts,
          firstAttemptAt: leased.firstAttemptAt ?? now,
          leaseUntil: now + leaseMs,
        };
      });
    });
  }

  async recordAttempt(tx: Sql, attempt: WorkAttempt): Promise<void> {
    const kept = this.tables.attempts.get(attempt.workItemId) ?? [];
    if (kept.some((known) => known.attempt === attempt.attempt)) return;
    put(tx, this.tables.attempts, attempt.workItemId, [...kept, jsonCopy(attempt)]);
  }

  attemptsOf(workItemId: string): Promise<WorkAttempt[]> {
    return this.access.transaction(async () =>
      [...(this.tables.attempts.get(workItemId) ?? [])]
        .sort((a, b) => a.attempt - b.attempt)
        .map((attempt) => ({ ...attempt })),
    );
  }

  list(query: WorkItemQuery = {}): Promise<WorkItem[]> {
    return this.access.transaction(async () =>
      [...this.tables.items.values()]
        .filter(
          (row) =>
            (query.saga === undefined || row.saga === query.saga) &&
            (query.sagaKey === undefined || row.sagaKey === query.sagaKey) &&
            (query.step === undefined || row.step === query.step) &&
            (query.status === undefined || row.status === query.status),
        )
        .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .map(toWorkItem),
    );
  }

  async complete(tx: Sql, id: string, owner: string): Promise<boolean> {
    return this.settle(tx, id, owner, { status: 'done', lastError: null });
  }

  async reschedule(
    tx: Sql,
    id: string,
    owner: string,
    runAt: number,
    error: string,
  ): Promise<boolean> {
    return this.settle(tx, id, owner, { status: 'pending', runAt, lastError: error });
  }

  async markDead(tx: Sql, id: string, owner: string, error: string): Promise<boolean> {
    return this.settle(tx, id, owner, { status: 'dead', lastError: error });
  }

  async requeueDead(tx: Sql, id: string, now: number): Promise<boolean> {
    const row = this.tables.items.get(id);
    if (row?.status !== 'dead') return false;
    put(tx, this.tables.items, id, {
      ...row,
      status: 'pending',
      attempts: 0,
      runAt: now,
      lastError: null,
      firstAttemptAt: null,
    });
    return true;
  }

  /** The owner's item, its lease given up, with `change`; false if `owner` does not hold it. */
  private settle(
    tx: Sql,
    id: string,
    owner: string,
    change: Pick<Row, 'status' | 'lastError'> & Partial<Pick<Row, 'runAt'>>,
  ): boolean {
    const row = this.tables.items.get(id);
    if (row?.leaseOwner !== owner) return false;
    put(tx, this.tables.items, id, { ...row, ...change, leaseOwner: null, leaseUntil: null });
    return true;
  }
}

function toWorkItem(row: Row): WorkItem {
  return {
    id: row.id,
    saga: row.saga,
    sagaKey: row.sagaKey,
    step: row.step,
    kind: row.kind,
    idempotencyKey: row.idempotencyKey,
    status: row.status,
    attempts: row.attempts,
    runAt: row.runAt,
    leaseOwner: row.leaseOwner,
    leaseUntil: row.leaseUntil,
    lastError: row.lastError,
  };
}
