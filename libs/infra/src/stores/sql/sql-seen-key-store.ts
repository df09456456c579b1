import { nearestInWindow, retryAfterMs, type LimitCheck, type SeenEntry } from '@tidemark/domain';
import { NotSupported } from '../../errors';
import type { Sql, SqlAccess } from '../../sql/sql';
import { Mutex } from '../../support/mutex';
import type {
  AdmitResult,
  ClaimResult,
  SeenChange,
  SeenKeyStore,
} from '../../dedup/seen-key-store.port';

interface SeenRow {
  readonly key: string;
  readonly fact_id: string;
  readonly occurred_at: number;
  readonly source: string;
  readonly priority: number;
  readonly revision: number;
  readonly expires_at: number;
  readonly pending_until: number | null;
  readonly previous_source: string | null;
  readonly previous_priority: number | null;
}

type Limited = Extract<AdmitResult, { kind: 'limited' }>;

const COLUMNS =
  'key, fact_id, occurred_at, source, priority, revision, expires_at, pending_until, ' +
  'previous_source, previous_priority';

const LIVE_REVISION = 'key = $1 AND fact_id = $2 AND revision = $3 AND expires_at > $4';

function toEntry(row: SeenRow): SeenEntry {
  return {
    key: row.key,
    factId: row.fact_id,
    occurredAt: row.occurred_at,
    source: row.source,
    priority: row.priority,
    revision: row.revision,
    expiresAt: row.expires_at,
    pendingUntil: row.pending_until,
    previous:
      row.previous_source === null || row.previous_priority === null
        ? null
        : { source: row.previous_source, priority: row.previous_priority },
  };
}

/** This process's turns per SQLite file (see `SqlSeenKeyStore.transaction`). */
const sqliteFileTurns = new Map<string, Mutex>();

/** Rows deleted per `sweep` transaction (per table), so no sweep holds a writer for long. */
export const SQL_SWEEP_BATCH = 500;

/**
 * One batch of expired rows per table, the longest expired first (through the expiry index:
 * never past the rows earlier batches deleted). Portable: rows are picked by their key, and
 * dedup_limit_hits, which has none, by (limit_key, at), shared only by hits of one limit in
 * one millisecond (at most its `max`, so a batch stays bounded); `expires_at` is checked again
 * on delete, so a row renewed or shared with a live hit stays.
 */
const SWEEP_BATCH_SQL = {
  entries: `DELETE FROM dedup_seen
     WHERE expires_at <= $1 AND (key, fact_id) IN (
       SELECT key, fact_id FROM dedup_seen WHERE expires_at <= $1
       ORDER BY expires_at LIMIT $2)`,
  hits: `DELETE FROM dedup_limit_hits
     WHERE expires_at <= $1 AND (limit_key, at) IN (
       SELECT limit_key, at FROM dedup_limit_hits WHERE expires_at <= $1
       ORDER BY expires_at LIMIT $2)`,
  buckets: `DELETE FROM dedup_limit_buckets
     WHERE expires_at <= $1 AND limit_key IN (
       SELECT limit_key FROM dedup_limit_buckets WHERE expires_at <= $1
       ORDER BY expires_at LIMIT $2)`,
};

/** Advisory-lock names: seen keys and limit keys are separate namespaces. */
const seenLock = (key: string) => `tidemark:dedup:seen:${key}`;
const limitLock = (check: LimitCheck) => `tidemark:dedup:limit:${check.key}`;

/**
 * Seen keys and frequency limits in the `dedup_*` tables of Tidemark's SQLite or PostgreSQL
 * database, shared by every app instance on it. Each method is one transaction (`sweep`: one
 * per batch). PostgreSQL serialises the transactions touching one key with transaction-scoped
 * advisory locks, taken before anything is read, and runs them at READ COMMITTED whatever the
 * database's default (see `transaction`); SQLite's transactions (`BEGIN IMMEDIATE`) already
 * serialise all writers (within one process, stores on one file also take turns).
 * The `SqlAccess` belongs to the caller: {@link close} leaves it open.
 */
export class SqlSeenKeyStore implements SeenKeyStore {
  readonly kind: 'sqlite' | 'postgres';
  private sqliteTurns: Promise<Mutex> | undefined;

  constructor(private readonly access: SqlAccess) {
    const { dialect } = access;
    // The memory store keeps its seen keys in a MemorySeenKeyStore.
    if (dialect === 'memory') throw new NotSupported('a SQL seen-key store', 'memory');
    this.kind = dialect;
  }

  async claim(
    entry: SeenEntry,
    windowMs: number,
    limits: readonly LimitCheck[],
    now: number,
  ): Promise<ClaimResult> {
    return this.transaction(async (tx): Promise<ClaimResult> => {
      await this.lock(tx, [seenLock(entry.key), ...limits.map(limitLock)]);
      const rows = await tx.all<SeenRow>(
        `SELECT ${COLUMNS} FROM dedup_seen
          WHERE key = $1 AND occurred_at >= $2 AND occurred_at <= $3 AND expires_at > $4`,
        [entry.key, entry.occurredAt - windowMs, entry.occurredAt + windowMs, now],
      );
      const existing = nearestInWindow(rows.map(toEntry), entry.occurredAt, windowMs);
      if (existing) return { kind: 'seen', existing };
      const refused = await this.refusal(tx, limits, now);
      if (refused) return refused;
      const claimed: SeenEntry = {
        key: entry.key,
        factId: entry.factId,
        occurredAt: entry.occurredAt,
        source: entry.source,
        priority: entry.priority,
        revision: 1,
        expiresAt: entry.expiresAt,
        pendingUntil: entry.pendingUntil,
        previous: entry.previous,
      };
      // An expired, unswept row of the same fact is replaced; a live one is a caller's error.
      const written = await tx.run(
        `INSERT INTO dedup_seen (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (key, fact_id) DO UPDATE SET
           occurred_at = excluded.occurred_at, source = excluded.source,
           priority = excluded.priority, revision = excluded.revision,
           expires_at = excluded.expires_at, pending_until = excluded.pending_until,
           previous_source = excluded.previous_source,
           previous_priority = excluded.previous_priority
         WHERE dedup_seen.expires_at <= $11`,
        [
          claimed.key,
          claimed.factId,
          claimed.occurredAt,
          claimed.source,
          claimed.priority,
          claimed.revision,
          claimed.expiresAt,
          claimed.pendingUntil,
          claimed.previous?.source ?? null,
          claimed.previous?.priority ?? null,
          now,
        ],
      );
      if (written === 0) {
        throw new Error(`fact "${entry.factId}" already has a live seen entry under its key`);
      }
      await this.countHits(tx, limits, now);
      return { kind: 'claimed', entry: claimed };
    });
  }

  async update(
    key: string,
    factId: string,
    revision: number,
    change: SeenChange | null,
    now: number,
  ): Promise<SeenEntry | undefined> {
    return this.transaction(async (tx) => {
      await this.lock(tx, [seenLock(key)]);
      if (change === null) {
        const removed = await tx.get<SeenRow>(
          `DELETE FROM dedup_seen WHERE ${LIVE_REVISION} RETURNING ${COLUMNS}`,
          [key, factId, revision, now],
        );
        return removed && { ...toEntry(removed), revision: revision + 1 };
      }
      const updated = await tx.get<SeenRow>(
        `UPDATE dedup_seen
            SET source = $5, priority = $6, expires_at = $7, pending_until = $8,
                previous_source = $9, previous_priority = $10, revision = revision + 1
          WHERE ${LIVE_REVISION}
          RETURNING ${COLUMNS}`,
        [
          key,
          factId,
          revision,
          now,
          change.source,
          change.priority,
          change.expiresAt,
          change.pendingUntil,
          change.previous?.source ?? null,
          change.previous?.priority ?? null,
        ],
      );
      return updated && toEntry(updated);
    });
  }

  async admit(limits: readonly LimitCheck[], now: number): Promise<AdmitResult> {
    if (limits.length === 0) return { kind: 'admitted' };
    return this.transaction(async (tx): Promise<AdmitResult> => {
      await this.lock(tx, limits.map(limitLock));
      const refused = await this.refusal(tx, limits, now);
      if (refused) return refused;
      await this.countHits(tx, limits, now);
      return { kind: 'admitted' };
    });
  }

  /**
   * In transactions of at most {@link SQL_SWEEP_BATCH} rows each (SQLite's single writer, and
   * so every append, waits for one batch only), table after table, until a batch comes back
   * short. A batch is atomic; the whole sweep need not be.
   */
  async sweep(now: number): Promise<number> {
    let entries = 0;
    for (const [table, sql] of Object.entries(SWEEP_BATCH_SQL)) {
      for (;;) {
        const deleted = await this.transaction((tx) => tx.run(sql, [now, SQL_SWEEP_BATCH]));
        if (table === 'entries') entries += deleted;
        if (deleted < SQL_SWEEP_BATCH) break;
      }
    }
    return entries;
  }

  /** The event store's database: a cheap query on it. */
  async ping(): Promise<void> {
    await this.access.query.get('SELECT 1 AS one');
  }

  async close(): Promise<void> {
    return undefined;
  }

  /**
   * One transaction.
   *
   * PostgreSQL: at READ COMMITTED, set explicitly. The advisory lock is the first statement,
   * and under REPEATABLE READ or SERIALIZABLE (say a database's
   * `default_transaction_isolation`) the snapshot would be taken when it starts, before the
   * wait: the rows written by the lock's previous holder would be invisible and a key claimed
   * twice. At READ COMMITTED each statement after the lock sees them.
   *
   * SQLite: better-sqlite3 waits for the file's write lock synchronously, blocking the event
   * loop, so a second connection of this process to the same file would wait for a transaction
   * that then cannot finish: this process's stores on one file take turns here first (other
   * processes wait on SQLite's lock, as usual).
   */
  private async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    if (this.access.dialect !== 'sqlite') {
      return this.access.transaction(async (tx) => {
        await tx.run('SET TRANSACTION ISOLATION LEVEL READ COMMITTED');
        return work(tx);
      });
    }
    this.sqliteTurns ??= this.turnsOfFile().catch((error: unknown) => {
      this.sqliteTurns = undefined;
      throw error;
    });
    const turns = await this.sqliteTurns;
    return turns.run(() => this.access.transaction(work));
  }

  private async turnsOfFile(): Promise<Mutex> {
    const main = await this.access.query.get<{ file: string | null }>(
      "SELECT file FROM pragma_database_list WHERE name = 'main'",
    );
    // An in-memory database exists on its connection only: nothing to share.
    if (!main?.file) return new Mutex();
    let turns = sqliteFileTurns.get(main.file);
    if (!turns) {
      turns = new Mutex();
      sqliteFileTurns.set(main.file, turns);
    }
    return turns;
  }

  /**
   * PostgreSQL: waits for every other transaction holding one of these names. Sorted, so two
   * transactions wanting the same names cannot deadlock. SQLite needs none (one writer at a time).
   */
  private async lock(tx: Sql, names: readonly string[]): Promise<void> {
    if (this.access.dialect !== 'postgres') return;
    for (const name of [...new Set(names)].sort()) {
      await tx.run('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [name]);
    }
  }

  /**
   * The first check that would refuse one more hit at `now`. A sliding limit with `count` hits
   * in its window (more than `max` once `max` was lowered) admits the next once the oldest
   * count − max + 1 have left: when hit [count − max] (0-based, by time) leaves the window.
   */
  private async refusal(
    tx: Sql,
    limits: readonly LimitCheck[],
    now: number,
  ): Promise<Limited | undefined> {
    for (const check of limits) {
      if (check.kind === 'sliding') {
        const window = [check.key, now - check.windowMs, now];
        const row = await tx.get<{ hits: number }>(
          `SELECT COUNT(*) AS hits FROM dedup_limit_hits
            WHERE limit_key = $1 AND at > $2 AND at <= $3`,
          window,
        );
        const hits = row?.hits ?? 0;
        if (hits >= check.max) {
          const leaving = await tx.get<{ at: number }>(
            `SELECT at FROM dedup_limit_hits
              WHERE limit_key = $1 AND at > $2 AND at <= $3
              ORDER BY at LIMIT 1 OFFSET $4`,
            [...window, hits - check.max],
          );
          return { kind: 'limited', check, retryAfterMs: retryAfterMs(check, now, leaving?.at) };
        }
      } else {
        const bucket = await tx.get<{ hits: number; expires_at: number }>(
          'SELECT hits, expires_at FROM dedup_limit_buckets WHERE limit_key = $1',
          [check.key],
        );
        if (bucket && bucket.expires_at > now && bucket.hits >= check.max) {
          return { kind: 'limited', check, retryAfterMs: bucket.expires_at - now };
        }
      }
    }
    return undefined;
  }

  private async countHits(tx: Sql, limits: readonly LimitCheck[], now: number): Promise<void> {
    for (const check of limits) {
      if (check.kind === 'sliding') {
        await tx.run(
          'INSERT INTO dedup_limit_hits (limit_key, at, expires_at) VALUES ($1, $2, $3)',
          [check.key, now, now + check.windowMs],
        );
      } else {
        // An expired counter restarts at one, with the new check's expiry.
        await tx.run(
          `INSERT INTO dedup_limit_buckets (limit_key, hits, expires_at) VALUES ($1, 1, $2)
           ON CONFLICT (limit_key) DO UPDATE SET
             hits = CASE WHEN dedup_limit_buckets.expires_at > $3
                         THEN dedup_limit_buckets.hits + 1 ELSE 1 END,
             expires_at = CASE WHEN dedup_limit_buckets.expires_at > $3
                               THEN dedup_limit_buckets.expires_at ELSE excluded.expires_at END`,
          [check.key, check.expiresAt, now],
        );
      }
    }
  }
}
