import { redriveEach } from '../../dead-letters/redrive';
import type {
  DeadLetter,
  DeadLetterQuery,
  DeadLetterStore,
  NewDeadLetter,
  RedriveReport,
} from '../../dead-letters/dead-letter-store.port';
import { storedEventJson } from '../../event-store/event-json';
import type { Sql } from '../../sql/sql';
import { type Clock, systemClock, uuidv7 } from '../../support/ids';
import type { WorkQueue } from '../../work-queue/work-queue.port';
import { put, type MemoryDatabase, type MemorySqlAccess } from './memory-database';

/** A dead letter as kept: times in Unix ms, its event as JSON text. */
interface Row extends Omit<
  DeadLetter,
  'event' | 'firstAttemptAt' | 'lastAttemptAt' | 'resolvedAt' | 'createdAt'
> {
  readonly event: string;
  readonly firstAttemptAt: number;
  readonly lastAttemptAt: number;
  readonly resolvedAt: number | null;
  readonly createdAt: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Dead letters in memory: one pending letter per listener, event and work item, as the SQL
 * stores' unique index keeps them. A re-drive puts the saga step's item back in the memory work
 * queue in the same transaction.
 */
export class MemoryDeadLetters implements DeadLetterStore {
  private readonly letters: Map<string, Row>;
  private readonly access: MemorySqlAccess;

  constructor(
    db: MemoryDatabase,
    private readonly clock: Clock = systemClock,
    /** The work queue of the same memory store, whose dead items a re-drive requeues. */
    private readonly queue: WorkQueue,
  ) {
    this.access = db.access;
    this.letters = db.table('dead-letters', () => new Map<string, Row>());
  }

  async record(tx: Sql, letter: NewDeadLetter): Promise<string> {
    const { event, error } = letter;
    const workItemId = letter.workItemId ?? null;
    const message = error instanceof Error ? error.message : String(error);
    const stack = error instanceof Error ? (error.stack ?? null) : null;
    const pending = this.find(
      (row) =>
        row.status === 'pending' &&
        row.listener === letter.listener &&
        row.eventId === event.id &&
        row.workItemId === workItemId,
    );
    if (pending) {
      put(tx, this.letters, pending.id, {
        ...pending,
        error: message,
        stack,
        attempts: pending.attempts + letter.attempts,
        lastAttemptAt: letter.lastAttemptAt,
      });
      return pending.id;
    }
    const id = letter.id ?? uuidv7();
    put(tx, this.letters, id, {
      id,
      listener: letter.listener,
      step: letter.step ?? null,
      workItemId,
      eventId: event.id,
      streamId: event.streamId,
      version: event.version,
      position: event.position.toString(),
      event: storedEventJson(event),
      error: message,
      stack,
      attempts: letter.attempts,
      firstAttemptAt: letter.firstAttemptAt,
      lastAttemptAt: letter.lastAttemptAt,
      status: 'pending',
      resolution: null,
      resolvedAt: null,
      createdAt: letter.lastAttemptAt,
    });
    return id;
  }

  async resolve(
    tx: Sql,
    listener: string,
    eventId: string,
    resolution: string,
    now: number,
  ): Promise<void> {
    for (const row of [...this.letters.values()]) {
      if (!isListenersPending(row, listener, eventId)) continue;
      put(tx, this.letters, row.id, { ...row, status: 'redriven', resolution, resolvedAt: now });
    }
  }

  async isPending(_sql: Sql, listener: string, eventId: string): Promise<boolean> {
    return this.find((row) => isListenersPending(row, listener, eventId)) !== undefined;
  }

  list(query: DeadLetterQuery = {}): Promise<{ items: DeadLetter[]; next: string | null }> {
    const limit = query.limit ?? 50;
    return this.access.transaction(async () => {
      const rows = [...this.letters.values()]
        .filter(
          (row) =>
            (query.listener === undefined || row.listener === query.listener) &&
            (query.step === undefined || row.step === query.step) &&
            (query.status === undefined || row.status === query.status) &&
            (query.after === undefined || row.id > query.after),
        )
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .slice(0, limit + 1);
      const items = rows.slice(0, limit).map(toDeadLetter);
      return { items, next: rows.length > limit ? items[items.length - 1].id : null };
    });
  }

  get(id: string): Promise<DeadLetter | undefined> {
    return this.access.transaction(async () => {
      const row = this.letters.get(id);
      return row && toDeadLetter(row);
    });
  }

  redrive(ids: readonly string[]): Promise<RedriveReport> {
    return redriveEach(
      ids,
      {
        transaction: (work) => this.access.transaction(work),
        find: async (_tx, id) => {
          const row = this.letters.get(id);
          return row && { pending: row.status === 'pending', workItemId: row.workItemId };
        },
        requeue: (tx, workItemId, now) => this.queue.requeueDead(tx, workItemId, now),
        markRedriven: async (tx, id, now) => {
          const row = this.letters.get(id);
          if (row) put(tx, this.letters, id, { ...row, status: 'redriven', resolvedAt: now });
        },
      },
      () => this.clock().getTime(),
    );
  }

  async discard(id: string, reason: string): Promise<DeadLetter | undefined> {
    const now = this.clock().getTime();
    await this.access.transaction(async (tx) => {
      const row = this.letters.get(id);
      if (row?.status !== 'pending') return;
      put(tx, this.letters, id, {
        ...row,
        status: 'discarded',
        resolution: reason,
        resolvedAt: now,
      });
    });
    return this.get(id);
  }

  private find(matches: (row: Row) => boolean): Row | undefined {
    for (const row of this.letters.values()) if (matches(row)) return row;
    return undefined;
  }
}

/** A listener's (not a saga step's) pending letter of the event. */
function isListenersPending(row: Row, listener: string, eventId: string): boolean {
  return (
    row.status === 'pending' &&
    row.listener === listener &&
    row.eventId === eventId &&
    row.workItemId === null
  );
}

function toDeadLetter(row: Row): DeadLetter {
  return {
    ...row,
    event: JSON.parse(row.event) as unknown,
    firstAttemptAt: iso(row.firstAttemptAt),
    lastAttemptAt: iso(row.lastAttemptAt),
    resolvedAt: row.resolvedAt === null ? null : iso(row.resolvedAt),
    createdAt: iso(row.createdAt),
  };
}
