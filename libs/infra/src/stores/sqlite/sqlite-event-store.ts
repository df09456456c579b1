import Database from 'better-sqlite3';
import { categoryOf, type EventQuery, type QueryItem } from '@tidemark/domain';
import { type Clock, type IdGenerator, systemClock, uuidv7 } from '../../support/ids';
import type { Settled } from '../../event-store/append-queue';
import {
  planAppend,
  type PreparedAppend,
  type StoredEventRef,
} from '../../event-store/append-planner';
import { DuplicateEventId, isTidemarkError, WrongExpectedVersion } from '../../errors';
import {
  type AppendResult,
  type ReadAllOptions,
  type ReadAllResult,
  type ReadStreamOptions,
  type ReadStreamResult,
  type RecordedEvent,
} from '../../event-store/event-store.port';
import type {
  AppendCondition,
  ReadByQueryOptions,
  ReadByQueryResult,
} from '../../event-store/event-store.port';
import { completionOf } from '../../event-store/keyed-appends';
import { checkQueryRead, queryPage } from '../../event-store/query-reads';
import { logPage, QueuedEventStore } from '../../event-store/queued-event-store';
import { checkLogRead, checkStreamRead, logFilterTerms } from '../../event-store/read-options';
import {
  assertReadable,
  HAS_LIMITS,
  NEW_STREAM,
  STREAM_ROW_COLUMNS,
  streamRecordOf,
  streamRowValues,
  visibleEvents,
  type StreamRecord,
  type StreamRow,
} from '../../event-store/stream-lifecycle';
import { SqliteDatabase, sqliteErrorCode, type SqliteDatabaseOptions } from './sqlite-database';
import type { SqliteIdempotencyStore } from './sqlite-idempotency-store';

export interface SqliteEventStoreOptions {
  readonly clock?: Clock;
  readonly newId?: IdGenerator;
  /** Slow poll while live, for appends made by another process. Default 1000 ms. */
  readonly pollIntervalMs?: number;
  /**
   * @internal The idempotency keys on the same database: keyed appends complete theirs in their
   * transaction (`openStorage` wires them).
   */
  readonly keys?: Pick<SqliteIdempotencyStore, 'completeInTransaction'>;
}

/**
 * The columns a read decodes, in the order of {@link EventTuple}. Rows come as arrays
 * (`raw`): the driver then builds no keyed object per row, which is most of a read's cost
 * after the JSON.
 */
const EVENT_COLUMNS =
  'position, event_id, stream_id, version, type, data, metadata, recorded_at, tags';

type EventTuple = [
  position: bigint,
  eventId: string,
  streamId: string,
  version: bigint,
  type: string,
  data: string,
  metadata: string,
  recordedAt: string,
  tags: string | null,
];

type Statement = Database.Statement<unknown[], unknown>;

/** A stream's version, and 1 when it has metadata or is not live (see `HAS_LIMITS`). */
type StreamHead = [version: bigint, limited: bigint];

/**
 * SQLite (WAL) event store. One writer connection takes every append through a queue, so
 * concurrent appends never meet `SQLITE_BUSY`; appends queued together commit in one
 * transaction (a savepoint each). Reads use their own connection. One process per file.
 */
export class SqliteEventStore extends QueuedEventStore {
  private readonly writer: Database.Database;
  private readonly reader: Database.Database;
  private readonly clock: Clock;
  private readonly keys: SqliteEventStoreOptions['keys'];
  private readonly write: {
    stream: Statement;
    storedIds: Statement;
    insertEvent: Statement;
    insertTags: Statement;
    upsertStream: Statement;
    replaceStream: Statement;
    limitedStreams: Statement;
    removeHidden: Statement;
    head: Statement;
  };
  private readonly read: {
    stream: Statement;
    streamHead: Statement;
    forward: Statement;
    backward: Statement;
    limitedForward: Statement;
    limitedBackward: Statement;
    head: Statement;
  };
  private constructor(
    private readonly db: SqliteDatabase,
    options: SqliteEventStoreOptions,
  ) {
    const clock = options.clock ?? systemClock;
    super(options.newId ?? (() => uuidv7(clock().getTime())), options.pollIntervalMs ?? 1000);
    this.clock = clock;
    this.keys = options.keys;
    this.writer = db.writer;
    this.reader = db.reader;

    const streamRow = `SELECT ${STREAM_ROW_COLUMNS} FROM streams WHERE stream_id = ?`;
    // The log's head: the last position handed out, whatever a scavenge has removed since.
    const head = `SELECT COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'events'), 0) AS head`;
    this.write = {
      stream: this.writer.prepare(streamRow),
      storedIds: this.writer.prepare(
        `SELECT event_id AS id, stream_id AS streamId, version, position FROM events
         WHERE event_id IN (SELECT value FROM json_each(?))`,
      ),
      insertEvent: this.writer.prepare(
        `INSERT INTO events (event_id, stream_id, category, version, type, data, metadata, recorded_at, tags)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      insertTags: this.writer.prepare(
        `INSERT INTO event_tags (tag, position) SELECT value, ? FROM json_each(?)`,
      ),
      // An append recreates a soft-deleted stream; the planner refused tombstoned ones.
      upsertStream: this.writer.prepare(
        `INSERT INTO streams (stream_id, version) VALUES (?, ?)
         ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version, state = 'live'`,
      ),
      replaceStream: this.writer.prepare(
        `INSERT OR REPLACE INTO streams (stream_id, ${STREAM_ROW_COLUMNS})
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      limitedStreams: this.writer.prepare(
        `SELECT stream_id, ${STREAM_ROW_COLUMNS} FROM streams WHERE ${HAS_LIMITS}`,
      ),
      removeHidden: this.writer.prepare(
        `DELETE FROM events WHERE stream_id = ? AND (version < ? OR recorded_at < ?)`,
      ),
      head: this.writer.prepare(head),
    };
    this.read = {
      stream: this.reader.prepare(streamRow),
      streamHead: this.reader
        .prepare(`SELECT version, ${HAS_LIMITS} AS limited FROM streams WHERE stream_id = ?`)
        .raw(true),
      forward: this.eventRead(`WHERE stream_id = ? AND version >= ? ORDER BY version LIMIT ?`),
      backward: this.eventRead(
        `WHERE stream_id = ? AND version <= ? ORDER BY version DESC LIMIT ?`,
      ),
      // Streams with metadata; without a max age every recorded_at is at or after ''.
      limitedForward: this.eventRead(
        `WHERE stream_id = ? AND version >= ? AND recorded_at >= ? ORDER BY version LIMIT ?`,
      ),
      limitedBackward: this.eventRead(
        `WHERE stream_id = ? AND version <= ? AND version >= ? AND recorded_at >= ?
         ORDER BY version DESC LIMIT ?`,
      ),
      head: this.reader.prepare(head),
    };
  }

  /** Opens (and migrates) the database file and a store on it. */
  static async open(
    options: SqliteDatabaseOptions & SqliteEventStoreOptions,
  ): Promise<SqliteEventStore> {
    return SqliteEventStore.on(new SqliteDatabase(options), options);
  }

  /** A store on a database that other stores share. */
  static async on(
    db: SqliteDatabase,
    options: SqliteEventStoreOptions = {},
  ): Promise<SqliteEventStore> {
    return Promise.resolve(new SqliteEventStore(db.retain(), options));
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<ReadStreamResult> {
    this.assertOpen();
    const { direction, from, limit } = checkStreamRead(streamId, options);
    // Most streams have no metadata: their read looks at the version and a flag, as an array.
    const [current, limited] = (this.read.streamHead.get(streamId) as StreamHead | undefined) ?? [
      0n,
      0n,
    ];
    const stream = limited
      ? streamRecordOf(this.read.stream.get(streamId) as StreamRow)
      : { ...NEW_STREAM, version: Number(current) };
    assertReadable(streamId, stream);
    const { version } = stream;
    const forward = direction === 'forward';
    let rows: EventTuple[];
    if (!limited) {
      // Most streams: the statements of a stream without metadata, no more work than that.
      rows = (
        forward
          ? this.read.forward.all(streamId, from ?? 1, limit)
          : this.read.backward.all(streamId, from ?? version, limit)
      ) as EventTuple[];
    } else {
      const visible = visibleEvents(stream, this.clock().getTime());
      const recordedFrom = visible.recordedFrom ?? '';
      rows = (
        forward
          ? this.read.limitedForward.all(
              streamId,
              Math.max(from ?? 1, visible.fromVersion),
              recordedFrom,
              limit,
            )
          : this.read.limitedBackward.all(
              streamId,
              from ?? version,
              visible.fromVersion,
              recordedFrom,
              limit,
            )
      ) as EventTuple[];
    }
    return { streamId, version, events: rows.map(toRecordedEvent) };
  }

  async readAll(options: ReadAllOptions = {}): Promise<ReadAllResult> {
    this.assertOpen();
    const read = checkLogRead(options);
    const forward = read.direction === 'forward';
    const where: string[] = [];
    const params: unknown[] = [];
    if (read.from !== undefined) {
      where.push(forward ? 'position > ?' : 'position < ?');
      params.push(read.from);
    }
    for (const terms of logFilterTerms(read)) {
      const sql = terms.map(({ column, match, values }) => {
        params.push(JSON.stringify(values));
        // Qualified: json_each has a column named `type` of its own.
        return match === 'exact'
          ? `events.${column} IN (SELECT value FROM json_each(?))`
          : `EXISTS (SELECT 1 FROM json_each(?) p
                      WHERE substr(events.${column}, 1, length(p.value)) = p.value)`;
      });
      where.push(`(${sql.join(' OR ')})`);
    }
    params.push(read.limit);
    const clauses = `${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY position ${forward ? '' : 'DESC'} LIMIT ?`;
    // A few dozen shapes at most; better-sqlite3 caches nothing itself, so keep them.
    const rows = this.logStatement(clauses).all(...params) as EventTuple[];
    return logPage(rows.map(toRecordedEvent), read.from);
  }

  async headPosition(): Promise<bigint> {
    this.assertOpen();
    return (this.read.head.get() as { head: bigint }).head;
  }

  /**
   * Matching events and the head in one read transaction (one snapshot): an event at or below
   * the head that is not returned cannot commit later.
   */
  async readByQuery(
    query: EventQuery,
    options: ReadByQueryOptions = {},
  ): Promise<ReadByQueryResult> {
    this.assertOpen();
    const read = checkQueryRead(query, options);
    const params: unknown[] = [];
    const positions = read.items.map((item) => {
      const { sql, values } = itemPositions(item);
      params.push(...values, read.from, read.limit);
      return `SELECT position FROM (${sql} AND position > ? ORDER BY position LIMIT ?)`;
    });
    params.push(read.limit);
    const statement = this.logStatement(
      `WHERE position IN (${positions.join(' UNION ')}) ORDER BY position LIMIT ?`,
    );
    return this.reader.transaction(() => {
      const head = (this.read.head.get() as { head: bigint }).head;
      const rows = statement.all(...params) as EventTuple[];
      return queryPage(rows.map(toRecordedEvent), read, head);
    })();
  }

  /** On the writer, inside the append's transaction: a matching event above `after`. */
  private conflictOf({ failIfEventsMatch, after }: AppendCondition): bigint | undefined {
    for (const item of failIfEventsMatch.items) {
      const { sql, values } = itemPositions(item);
      let statement = this.conditionStatements.get(sql);
      if (!statement) {
        statement = this.writer.prepare(`${sql} AND position > ? LIMIT 1`).pluck(true);
        this.conditionStatements.set(sql, statement);
      }
      const position = statement.get(...values, after ?? 0n) as bigint | undefined;
      if (position !== undefined) return position;
    }
    return undefined;
  }

  private readonly conditionStatements = new Map<string, Statement>();

  protected async release(): Promise<void> {
    this.db.release();
  }

  protected async updateStream(
    streamId: string,
    change: (stream: StreamRecord) => StreamRecord,
  ): Promise<{ stream: StreamRecord; head: bigint }> {
    return this.db.exclusive(() =>
      this.writer
        .transaction(() => {
          const stream = change(streamRecordOf(this.write.stream.get(streamId) as StreamRow));
          this.write.replaceStream.run(streamId, ...streamRowValues(stream));
          return { stream, head: (this.write.head.get() as { head: bigint }).head };
        })
        .immediate(),
    );
  }

  protected async streamRecord(streamId: string): Promise<StreamRecord> {
    return streamRecordOf(this.read.stream.get(streamId) as StreamRow | undefined);
  }

  protected async removeHidden(): Promise<number> {
    const now = this.clock().getTime();
    return this.db.exclusive(() =>
      this.writer
        .transaction(() => {
          let removed = 0;
          const rows = this.write.limitedStreams.all() as (StreamRow & { stream_id: string })[];
          for (const row of rows) {
            const visible = visibleEvents(streamRecordOf(row), now);
            const { changes } = this.write.removeHidden.run(
              row.stream_id,
              visible.fromVersion,
              visible.recordedFrom ?? '',
            );
            removed += changes;
          }
          return removed;
        })
        .immediate(),
    );
  }

  private readonly logStatements = new Map<string, Statement>();

  private logStatement(clauses: string): Statement {
    let statement = this.logStatements.get(clauses);
    if (!statement) {
      statement = this.eventRead(clauses);
      this.logStatements.set(clauses, statement);
    }
    return statement;
  }

  /** A read of events on the reader connection, its rows as {@link EventTuple}s. */
  private eventRead(clauses: string): Statement {
    return this.reader.prepare(`SELECT ${EVENT_COLUMNS} FROM events ${clauses}`).raw(true);
  }

  /** One transaction for the whole batch; each append in its own savepoint. */
  protected async commitTogether(
    batch: readonly PreparedAppend[],
  ): Promise<Settled<AppendResult>[]> {
    return this.db.exclusive(() => this.commitNow(batch));
  }

  private commitNow(batch: readonly PreparedAppend[]): Settled<AppendResult>[] {
    const recordedAt = this.clock().toISOString();
    const outcomes: Settled<AppendResult>[] = [];
    // IMMEDIATE takes the write lock first, so the versions read below cannot go stale.
    this.writer
      .transaction(() => {
        for (const append of batch) {
          try {
            outcomes.push({ ok: true, value: this.appendOne(append, recordedAt) });
          } catch (error) {
            // Anything but a refusal may have ended the transaction (SQLITE_FULL rolls it
            // back whole): fail the batch so that each append is committed alone.
            if (!isTidemarkError(error)) throw error;
            outcomes.push({ ok: false, error });
          }
        }
      })
      .immediate();
    if (outcomes.some((outcome) => outcome.ok && outcome.value.written)) this.notifier.notify();
    return outcomes;
  }

  /** Constraint violations as our errors (reachable only if another process wrote the file). */
  protected async translate(error: unknown, append: PreparedAppend): Promise<unknown> {
    if (sqliteErrorCode(error) !== 'SQLITE_CONSTRAINT_UNIQUE') return error;
    if ((error as Error).message.includes('events.event_id')) {
      return new DuplicateEventId(
        append.streamId,
        append.events.map((e) => e.id),
        'an event id of this append is already stored',
      );
    }
    const row = this.write.stream.get(append.streamId) as { version: bigint } | undefined;
    return new WrongExpectedVersion(
      append.streamId,
      append.expectedVersion,
      Number(row?.version ?? 0),
    );
  }

  /** A savepoint: an append that fails inside the batch leaves nothing behind. */
  private readonly appendOne = (append: PreparedAppend, recordedAt: string): AppendResult =>
    this.writer.transaction(() => this.appendInTransaction(append, recordedAt))();

  private appendInTransaction(append: PreparedAppend, recordedAt: string): AppendResult {
    const { streamId, events } = append;
    const current = streamRecordOf(this.write.stream.get(streamId) as StreamRow | undefined);
    const stored = (
      this.write.storedIds.all(JSON.stringify(events.map((e) => e.id))) as Array<
        Omit<StoredEventRef, 'version'> & { version: bigint }
      >
    ).map((ref) => ({ ...ref, version: Number(ref.version) }));
    const plan = planAppend(append, current, stored, (condition) => this.conflictOf(condition));
    if (plan.kind === 'retry') return plan.result;
    const category = categoryOf(streamId);
    let version = plan.firstVersion;
    let position = 0n;
    for (const event of events) {
      const info = this.write.insertEvent.run(
        event.id,
        streamId,
        category,
        version,
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
        recordedAt,
        event.tags.length > 0 ? JSON.stringify(event.tags) : null,
      );
      position = BigInt(info.lastInsertRowid);
      if (event.tags.length > 0) this.write.insertTags.run(position, JSON.stringify(event.tags));
      version += 1;
    }
    const nextExpectedVersion = version - 1;
    this.write.upsertStream.run(streamId, nextExpectedVersion);
    const result = {
      streamId,
      firstVersion: plan.firstVersion,
      nextExpectedVersion,
      position,
      written: true,
    };
    const completion = completionOf(append, result);
    if (completion && this.keys) this.keys.completeInTransaction([completion]);
    return result;
  }
}

function toRecordedEvent([
  position,
  id,
  streamId,
  version,
  type,
  data,
  metadata,
  recordedAt,
  tags,
]: EventTuple): RecordedEvent {
  return {
    id,
    type,
    data: JSON.parse(data) as RecordedEvent['data'],
    metadata: JSON.parse(metadata) as RecordedEvent['metadata'],
    streamId,
    version: Number(version),
    position,
    recordedAt,
    ...(tags !== null ? { tags: JSON.parse(tags) as string[] } : {}),
  };
}

/**
 * The positions of the events one query item matches, as a statement to finish with
 * `AND position > ?`: by the tag index for an item with tags (the first tag leads, the row's
 * tags hold the rest), by the type index for one with types only, else the log itself.
 */
function itemPositions(item: QueryItem): { sql: string; values: unknown[] } {
  const types = item.types ? JSON.stringify(item.types) : undefined;
  if (!item.tags) {
    return types
      ? {
          sql: `SELECT position FROM events WHERE type IN (SELECT value FROM json_each(?))`,
          values: [types],
        }
      : { sql: `SELECT position FROM events WHERE 1`, values: [] };
  }
  const [lead, ...rest] = item.tags;
  let sql = `SELECT position FROM event_tags t WHERE t.tag = ?`;
  const values: unknown[] = [lead];
  if (rest.length > 0 || types) {
    sql += ` AND EXISTS (SELECT 1 FROM events e WHERE e.position = t.position`;
    if (types) {
      sql += ` AND e.type IN (SELECT value FROM json_each(?))`;
      values.push(types);
    }
    if (rest.length > 0) {
      sql += ` AND (SELECT count(*) FROM json_each(e.tags) WHERE value IN (SELECT value FROM json_each(?))) = ?`;
      values.push(JSON.stringify(rest), rest.length);
    }
    sql += `)`;
  }
  return { sql, values };
}
