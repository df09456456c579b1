import { Client, type PoolClient } from 'pg';
import { categoryOf, type EventQuery, type JsonObject } from '@tidemark/domain';
import { type Clock, type IdGenerator, systemClock, uuidv7 } from '../../support/ids';
import type { Settled } from '../../event-store/append-queue';
import {
  planAppend,
  type PreparedAppend,
  type StoredEventRef,
} from '../../event-store/append-planner';
import {
  AppendConditionFailed,
  DuplicateEventId,
  isTidemarkError,
  ValidationError,
  WrongExpectedVersion,
} from '../../errors';
import {
  type AppendResult,
  type ReadAllOptions,
  type ReadAllResult,
  type ReadByQueryOptions,
  type ReadByQueryResult,
  type ReadStreamOptions,
  type ReadStreamResult,
} from '../../event-store/event-store.port';
import { completionOf } from '../../event-store/keyed-appends';
import type { KeyCompletion } from '../../idempotency/idempotency-store.port';
import type { PostgresIdempotencyStore } from './postgres-idempotency-store';
import { QueuedEventStore } from '../../event-store/queued-event-store';
import {
  NEW_STREAM,
  type StreamRecord,
  type StreamState,
} from '../../event-store/stream-lifecycle';
import { PostgresEventReads } from './postgres-event-reads';
import {
  conditionItems,
  conflictsSubquery,
  plannedConflict,
  type PlannedEvent,
} from './postgres-boundaries';
import { PostgresStreamChanges } from './postgres-stream-changes';
import { inTransaction, PostgresDatabase, type PostgresDatabaseOptions } from './postgres-database';

export interface PostgresEventStoreOptions {
  readonly clock?: Clock;
  readonly newId?: IdGenerator;
  /** Slow poll while live, in case a NOTIFY was missed. Default 2000 ms. */
  readonly pollIntervalMs?: number;
  /**
   * @internal The idempotency keys on the same database: keyed appends complete theirs in their
   * transaction (`openStorage` wires them).
   */
  readonly keys?: Pick<PostgresIdempotencyStore, 'completeInTransaction'>;
}

/**
 * PostgreSQL event store; many app instances may share one database.
 *
 * Global-log guarantee: every append transaction locks the single `log_head` row before it
 * assigns positions and holds it until commit, so positions are handed out in commit order and
 * a transaction becomes visible before the next one can take a position. A reader walking
 * forward by position therefore never skips an event that commits late, and never waits on
 * gaps. Appends queued in one instance commit together (group commit), which is what keeps
 * that serialisation cheap; a lone append is one autocommit statement under the same lock.
 */
export class PostgresEventStore extends QueuedEventStore {
  private readonly clock: Clock;
  private readonly keys: PostgresEventStoreOptions['keys'];
  private readonly s: string;
  private readonly channel: string;
  private listener: Client | null = null;
  private listenerRetry: NodeJS.Timeout | null = null;
  private readonly pool: PostgresDatabase['pool'];
  private readonly changes: PostgresStreamChanges;
  private readonly reads: PostgresEventReads;

  private constructor(
    private readonly db: PostgresDatabase,
    options: PostgresEventStoreOptions,
  ) {
    const clock = options.clock ?? systemClock;
    super(options.newId ?? (() => uuidv7(clock().getTime())), options.pollIntervalMs ?? 2000);
    this.clock = clock;
    this.keys = options.keys;
    this.pool = db.pool;
    this.s = db.s;
    this.channel = `${db.schema}_events`;
    this.changes = new PostgresStreamChanges(db, clock);
    this.reads = new PostgresEventReads(db, clock);
  }

  /** Connects, migrates the schema and opens a store on it. */
  static async open(
    options: PostgresDatabaseOptions & PostgresEventStoreOptions,
  ): Promise<PostgresEventStore> {
    const db = await PostgresDatabase.open(options);
    try {
      return await PostgresEventStore.on(db, options);
    } catch (error) {
      await db.release();
      throw error;
    }
  }

  /** A store on a database that other stores share. */
  static async on(
    db: PostgresDatabase,
    options: PostgresEventStoreOptions = {},
  ): Promise<PostgresEventStore> {
    const store = new PostgresEventStore(db.retain(), options);
    await store.listen();
    return store;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<ReadStreamResult> {
    this.assertOpen();
    return this.reads.readStream(streamId, options);
  }

  async readAll(options: ReadAllOptions = {}): Promise<ReadAllResult> {
    this.assertOpen();
    return this.reads.readAll(options);
  }

  async headPosition(): Promise<bigint> {
    this.assertOpen();
    return this.reads.headPosition();
  }

  async readByQuery(query: EventQuery, options?: ReadByQueryOptions): Promise<ReadByQueryResult> {
    this.assertOpen();
    return this.reads.readByQuery(query, options);
  }

  protected async release(): Promise<void> {
    if (this.listenerRetry) clearTimeout(this.listenerRetry);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
    await this.db.release();
  }

  protected updateStream(
    streamId: string,
    change: (stream: StreamRecord) => StreamRecord,
  ): Promise<{ stream: StreamRecord; head: bigint }> {
    return this.changes.updateStream(streamId, change);
  }

  protected streamRecord(streamId: string): Promise<StreamRecord> {
    return this.changes.streamRecord(streamId);
  }

  protected removeHidden(): Promise<number> {
    return this.changes.removeHidden();
  }

  /** LISTEN on a connection of its own; while it is down, the slow poll keeps subscribers going. */
  private async listen(): Promise<void> {
    const client = new Client(this.db.clientConfig);
    const retry = () => {
      if (this.isClosed || this.listenerRetry) return;
      this.listener = null;
      this.listenerRetry = setTimeout(() => {
        this.listenerRetry = null;
        this.listen().catch(retry);
      }, this.pollIntervalMs);
    };
    client.on('error', () => {
      client.end().catch(() => undefined);
      retry();
    });
    client.on('notification', () => this.notifier.notify());
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.isClosed) {
      await client.end();
      return;
    }
    this.listener = client;
    // Events committed while no one was listening are found by this read.
    this.notifier.notify();
  }

  /**
   * One transaction for the batch, under the `log_head` lock. Appends refused by the planner
   * write nothing and leave the transaction usable; a database error fails the whole of it.
   */
  protected async commitTogether(
    batch: readonly PreparedAppend[],
  ): Promise<Settled<AppendResult>[]> {
    if (batch.length === 1) {
      const alone = batch[0].condition
        ? await this.commitConditional(batch[0])
        : await this.commitAlone(batch[0]);
      if (alone !== undefined) return [alone];
    }
    // Four round trips for a whole batch: BEGIN with the head's lock, the streams' state, one
    // insert, and the head's move with its notice and COMMIT.
    const { outcomes, lastPosition: head } = await inTransaction(
      this.pool,
      async (client, begun) =>
        this.appendBatch(client, batch, BigInt(String(begun[0].last_position))),
      {
        begin: `SELECT last_position FROM ${this.s}.log_head WHERE id = 1 FOR UPDATE`,
        // Positions are ours (digits) and the channel our schema's name: no parameters needed.
        beforeCommit: ({ lastPosition }) =>
          lastPosition === undefined
            ? undefined
            : `UPDATE ${this.s}.log_head SET last_position = ${lastPosition} WHERE id = 1;
               SELECT pg_notify('${this.channel}', '${lastPosition}')`,
      },
    );
    if (head !== undefined) this.notifier.notify();
    return outcomes;
  }

  /**
   * A lone append in one round trip: one autocommit statement checks the expected version,
   * moves the head (its lock orders positions by commit, as in the batch path), writes the
   * events and the stream's version, and notifies. It decides nothing the planner would decide
   * otherwise: `undefined` (nothing written) whenever the append is not a plain first write — a
   * version that does not match, an id already stored (a retry), a version taken by a writer
   * that committed after the statement's snapshot (the unique index refuses it), a stream that
   * is not live (soft-deleted or tombstoned; or became so after the snapshot: the stream row's
   * update sets a NULL version and the statement fails whole) — and the batch path then answers
   * exactly. Keyed appends, `stream_exists` and conditional appends always take the batch path:
   * a condition read in this statement's snapshot, taken before it waits for the head's lock,
   * could miss an append that commits while it waits.
   */
  private async commitAlone(append: PreparedAppend): Promise<Settled<AppendResult> | undefined> {
    const { streamId, events, expectedVersion } = append;
    if (append.keyed || append.condition || expectedVersion === 'stream_exists') return undefined;
    const { expected, records } = aloneInput(append);
    try {
      const { rows } = await this.db.commitAlone<{ version: string; last_position: string }>({
        name: this.db.statement('appendAlone'),
        text: `WITH current AS (
                 SELECT COALESCE(s.version, 0) AS version
                   FROM (SELECT 1) one LEFT JOIN ${this.s}.streams s ON s.stream_id = $1
                  WHERE s.state IS NULL OR s.state = 'live'
               ), allowed AS (
                 SELECT version FROM current WHERE $6::bigint IS NULL OR version = $6::bigint
               ), head AS (
                 UPDATE ${this.s}.log_head SET last_position = last_position + $4
                  WHERE id = 1 AND EXISTS (SELECT 1 FROM allowed)
                 RETURNING last_position
               ), records AS (
                 SELECT * FROM jsonb_to_recordset($3::jsonb) AS r(ord bigint, event_id uuid,
                   type text, data jsonb, metadata jsonb, tags text[])
               ), inserted AS (
                 INSERT INTO ${this.s}.events
                   (position, event_id, stream_id, category, version, type, data, metadata, recorded_at, tags)
                 SELECT head.last_position - $4 + r.ord, r.event_id, $1, $2, allowed.version + r.ord,
                        r.type, r.data, r.metadata, $5, r.tags
                   FROM head, allowed, records r
               ), tagged AS (
                 INSERT INTO ${this.s}.event_tags (tag, position)
                 SELECT tag, head.last_position - $4 + r.ord
                   FROM head, records r, unnest(r.tags) AS tag
               ), moved AS (
                 INSERT INTO ${this.s}.streams (stream_id, version)
                 SELECT $1, allowed.version + $4 FROM allowed, head
                 ON CONFLICT (stream_id) DO UPDATE
                   SET version = CASE WHEN streams.state = 'live' THEN EXCLUDED.version END
               )
               SELECT allowed.version, head.last_position,
                      pg_notify('${this.channel}', head.last_position::text)
                 FROM allowed, head`,
        values: [
          streamId,
          categoryOf(streamId),
          JSON.stringify(records),
          events.length,
          this.clock().toISOString(),
          expected,
        ],
      });
      if (rows.length === 0) return undefined;
      this.notifier.notify();
      return written(append, Number(rows[0].version) + 1, BigInt(rows[0].last_position));
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === UNIQUE_VIOLATION || code === NOT_NULL_VIOLATION) return undefined;
      throw error;
    }
  }

  /**
   * A lone conditional append in one round trip (`append_if`, see its DDL): the function takes
   * the `log_head` lock first and reads the condition in a snapshot taken after it. Whatever the
   * planner must decide exactly (ids already stored, a stream not live, a version that does not
   * match) answers `undefined`, and the batch path decides.
   */
  private async commitConditional(
    append: PreparedAppend,
  ): Promise<Settled<AppendResult> | undefined> {
    const { streamId, events, expectedVersion, condition } = append;
    if (append.keyed || !condition || expectedVersion === 'stream_exists') return undefined;
    const { expected, records } = aloneInput(append);
    const { rows } = await this.db.commitAlone<{
      outcome: 'written' | 'conflict' | 'fallback';
      first_version: string | null;
      last_position: string | null;
    }>({
      name: this.db.statement('appendIf'),
      text: `SELECT outcome, first_version, last_position
               FROM ${this.s}.append_if($1, $2, $3::jsonb, $4::uuid[], $5, $6, $7::jsonb, $8, $9)`,
      values: [
        streamId,
        categoryOf(streamId),
        JSON.stringify(records),
        events.map((event) => event.id),
        this.clock().toISOString(),
        expected,
        JSON.stringify(condition.failIfEventsMatch.items),
        (condition.after ?? 0n).toString(),
        this.channel,
      ],
    });
    const [row] = rows;
    if (row.outcome === 'conflict') {
      return {
        ok: false,
        error: new AppendConditionFailed(condition.after, BigInt(row.last_position!)),
      };
    }
    if (row.outcome === 'fallback') return undefined;
    this.notifier.notify();
    return written(append, Number(row.first_version), BigInt(row.last_position!));
  }

  /**
   * Plans every append of the batch in order against the streams' versions and the ids already
   * stored (read in one query), each seeing the ones planned before it, then writes all of them
   * in one statement. A refused append is answered on its own and writes nothing.
   */
  private async appendBatch(
    client: PoolClient,
    batch: readonly PreparedAppend[],
    head: bigint,
  ): Promise<{ outcomes: Settled<AppendResult>[]; lastPosition: bigint | undefined }> {
    // The conditions are read in the same statement, after BEGIN took the head's lock: nothing
    // can commit between this read and the batch's write.
    const conditional = batch.filter((append) => append.condition !== undefined);
    const { rows } = await client.query<{
      versions: Record<string, [string, StreamState]>;
      stored: StoredRefRow[];
      conflicts?: Record<string, string>;
    }>({
      name: this.db.statement(conditional.length > 0 ? 'batchStateIf' : 'batchState'),
      text: `SELECT COALESCE((SELECT json_object_agg(stream_id, json_build_array(version, state))
                                FROM ${this.s}.streams
                               WHERE stream_id = ANY($1::text[])), '{}') AS versions,
                    COALESCE((SELECT json_agg(json_build_object(
                               'id', event_id, 'streamId', stream_id,
                               'version', version, 'position', position::text))
                                FROM ${this.s}.events WHERE event_id = ANY($2::uuid[])), '[]') AS stored
                    ${conditional.length > 0 ? `, ${conflictsSubquery(this.s)} AS conflicts` : ''}`,
      values: [
        [...new Set(batch.map((append) => append.streamId))],
        batch.flatMap((append) => append.events.map((event) => event.id)),
        ...(conditional.length > 0
          ? [conditionItems(conditional.map((append) => append.condition!))]
          : []),
      ],
    });
    const streams = new Map(
      Object.entries(rows[0].versions).map(([streamId, [version, state]]) => [
        streamId,
        { version: Number(version), state },
      ]),
    );
    const stored = new Map<string, StoredEventRef>(
      rows[0].stored.map((ref) => [ref.id, { ...ref, position: BigInt(ref.position) }]),
    );
    const conflicts = new Map<PreparedAppend, bigint | undefined>();
    conditional.forEach((append, index) => {
      const position = rows[0].conflicts?.[index];
      conflicts.set(append, position === undefined ? undefined : BigInt(position));
    });
    const recordedAt = this.clock().toISOString();
    const records: EventRecord[] = [];
    const planned: PlannedEvent[] = [];
    const completions: KeyCompletion[] = [];
    const outcomes: Settled<AppendResult>[] = [];
    let lastPosition = head;
    for (const append of batch) {
      const { streamId, events } = append;
      try {
        const refs = events.flatMap((event) => stored.get(event.id) ?? []);
        const plan = planAppend(
          append,
          streams.get(streamId) ?? NEW_STREAM,
          refs,
          // What stood before the batch, else what an earlier append of the batch writes.
          (condition) => conflicts.get(append) ?? plannedConflict(condition, planned),
        );
        if (plan.kind === 'retry') {
          outcomes.push({ ok: true, value: plan.result });
          continue;
        }
        events.forEach((event, index) => {
          const version = plan.firstVersion + index;
          const position = lastPosition + BigInt(index + 1);
          records.push({
            position: position.toString(),
            event_id: event.id,
            stream_id: streamId,
            category: categoryOf(streamId),
            version,
            type: event.type,
            data: event.data,
            metadata: event.metadata,
            tags: event.tags.length > 0 ? event.tags : null,
          });
          planned.push({ type: event.type, tags: event.tags, position });
          stored.set(event.id, { id: event.id, streamId, version, position });
        });
        const nextExpectedVersion = plan.firstVersion + events.length - 1;
        streams.set(streamId, { version: nextExpectedVersion, state: 'live' });
        lastPosition += BigInt(events.length);
        const result = {
          streamId,
          firstVersion: plan.firstVersion,
          nextExpectedVersion,
          position: lastPosition,
          written: true,
        };
        const completion = completionOf(append, result);
        if (completion) completions.push(completion);
        outcomes.push({ ok: true, value: result });
      } catch (error) {
        if (!isTidemarkError(error)) throw error;
        outcomes.push({ ok: false, error });
      }
    }
    if (records.length === 0) return { outcomes, lastPosition: undefined };
    const touched = [...new Set(records.map((record) => record.stream_id))];
    await client.query({
      name: this.db.statement(`insertBatch`),
      text: `WITH records AS (
               SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(position bigint, event_id uuid,
                 stream_id text, category text, version bigint, type text, data jsonb, metadata jsonb,
                 tags text[])
             ), inserted AS (
               INSERT INTO ${this.s}.events
                 (position, event_id, stream_id, category, version, type, data, metadata, recorded_at, tags)
               SELECT r.position, r.event_id, r.stream_id, r.category, r.version, r.type, r.data,
                      r.metadata, $2, r.tags
                 FROM records r
             ), tagged AS (
               INSERT INTO ${this.s}.event_tags (tag, position)
               SELECT tag, r.position FROM records r, unnest(r.tags) AS tag
             )
             -- An append recreates a soft-deleted stream; the planner refused tombstoned ones.
             INSERT INTO ${this.s}.streams (stream_id, version)
             SELECT s, v FROM unnest($3::text[], $4::bigint[]) AS touched (s, v)
             ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version, state = 'live'`,
      values: [
        JSON.stringify(records),
        recordedAt,
        touched,
        touched.map((streamId) => streams.get(streamId)?.version),
      ],
    });
    if (completions.length > 0) await this.keys?.completeInTransaction(client, completions);
    return { outcomes, lastPosition };
  }

  /** The driver's errors as ours, where they mean one of ours. */
  protected async translate(error: unknown, append: PreparedAppend): Promise<unknown> {
    if (isTidemarkError(error)) return error;
    const pgError = error as { code?: string; constraint?: string };
    switch (pgError.code) {
      case UNIQUE_VIOLATION: {
        if (pgError.constraint?.includes('event_id')) {
          return new DuplicateEventId(
            append.streamId,
            append.events.map((e) => e.id),
            'an event id of this append is already stored',
          );
        }
        if (!pgError.constraint?.includes('stream_id_version')) return error;
        const { rows } = await this.db
          .query<{ version: string }>(
            `SELECT version FROM ${this.s}.streams WHERE stream_id = $1`,
            [append.streamId],
          )
          .catch(() => ({ rows: [] as { version: string }[] }));
        return new WrongExpectedVersion(
          append.streamId,
          append.expectedVersion,
          Number(rows[0]?.version ?? 0),
        );
      }
      case '22P05': // a \u0000 in a string: jsonb cannot hold it
      case '22P02':
        return new ValidationError([
          { path: 'events', message: 'data and metadata must be valid JSON without \\u0000' },
        ]);
      default:
        return error;
    }
  }
}

/**
 * A lone append as its one statement takes it: the version it expects (NULL for any; never
 * `stream_exists`, which takes the batch path) and its events as `jsonb_to_recordset` rows.
 */
function aloneInput(append: PreparedAppend) {
  const { expectedVersion } = append;
  return {
    expected:
      expectedVersion === 'any' ? null : expectedVersion === 'no_stream' ? 0 : expectedVersion,
    records: append.events.map((event, index) => ({
      ord: index + 1,
      event_id: event.id,
      type: event.type,
      data: event.data,
      metadata: event.metadata,
      tags: event.tags.length > 0 ? event.tags : null,
    })),
  };
}

/** The result of a first write of `append`, from its first version and last position. */
function written(
  append: PreparedAppend,
  firstVersion: number,
  position: bigint,
): Settled<AppendResult> {
  return {
    ok: true,
    value: {
      streamId: append.streamId,
      firstVersion,
      nextExpectedVersion: firstVersion + append.events.length - 1,
      position,
      written: true,
    },
  };
}

const UNIQUE_VIOLATION = '23505';
/** The fast path's sign that the stream stopped being live under it (see commitAlone). */
const NOT_NULL_VIOLATION = '23502';

/** One event as the batch insert reads it (jsonb_to_recordset). */
interface EventRecord {
  readonly position: string;
  readonly event_id: string;
  readonly stream_id: string;
  readonly category: string;
  readonly version: number;
  readonly type: string;
  readonly data: JsonObject;
  readonly metadata: JsonObject;
  readonly tags: readonly string[] | null;
}

interface StoredRefRow {
  id: string;
  streamId: string;
  version: number;
  position: string;
}
