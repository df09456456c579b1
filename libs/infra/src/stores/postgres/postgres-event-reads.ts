import type { EventQuery } from '@tidemark/domain';
import type {
  ReadAllOptions,
  ReadAllResult,
  ReadByQueryOptions,
  ReadByQueryResult,
  ReadStreamOptions,
  ReadStreamResult,
} from '../../event-store/event-store.port';
import { logPage } from '../../event-store/queued-event-store';
import { checkQueryRead, queryPage } from '../../event-store/query-reads';
import { itemPositions, Params } from './postgres-boundaries';
import { checkLogRead, checkStreamRead, logFilterTerms } from '../../event-store/read-options';
import { assertReadable, NEW_STREAM, type StreamState } from '../../event-store/stream-lifecycle';
import type { Clock } from '../../support/ids';
import {
  EVENT_READ,
  eventColumns,
  STREAM_STATE,
  STREAM_VERSION,
  toRecordedEvent,
  type EventTuple,
  type StreamEventRow,
  type StreamSliceRow,
} from './postgres-event-rows';
import type { PostgresDatabase } from './postgres-database';

/** The PostgreSQL store's reads: a stream's slice, the global log and its head. */
export class PostgresEventReads {
  private readonly s: string;

  constructor(
    private readonly db: PostgresDatabase,
    private readonly clock: Clock,
  ) {
    this.s = db.s;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<ReadStreamResult> {
    const { direction, from, limit } = checkStreamRead(streamId, options);
    // One statement, so the version, the state and the slice come from one snapshot. What the
    // stream's metadata hides is left out as `visibleEvents` says, in SQL.
    const [slice, order] =
      direction === 'forward'
        ? [`version >= $2`, `ORDER BY version LIMIT $3`]
        : [`version <= COALESCE($2, s.version)`, `ORDER BY version DESC LIMIT $3`];
    const { rows } = await this.db.query<StreamSliceRow>({
      ...EVENT_READ,
      name: this.db.statement(`readStream.${direction}`),
      text: `SELECT ${eventColumns('e')}, s.version, s.state
               FROM ${this.s}.streams s
               LEFT JOIN LATERAL (
                 SELECT * FROM ${this.s}.events
                  WHERE stream_id = s.stream_id AND s.state = 'live' AND ${slice}
                    AND version >= GREATEST(COALESCE(s.truncate_before, 0),
                                            s.version - COALESCE(s.max_count, s.version) + 1)
                    AND (s.max_age_seconds IS NULL
                         OR recorded_at >= $4::timestamptz - make_interval(secs => s.max_age_seconds))
                  ${order}
               ) e ON true
              WHERE s.stream_id = $1`,
      values: [
        streamId,
        direction === 'forward' ? (from ?? 1) : (from ?? null),
        limit,
        this.clock().toISOString(),
      ],
    });
    const [first] = rows;
    const version = first === undefined ? 0 : Number(first[STREAM_VERSION]);
    const state = first === undefined ? 'live' : (first[STREAM_STATE] as StreamState);
    assertReadable(streamId, { ...NEW_STREAM, version, state });
    const events = first[0] === null ? [] : (rows as StreamEventRow[]).map(toRecordedEvent);
    return { streamId, version, events };
  }

  async readAll(options: ReadAllOptions = {}): Promise<ReadAllResult> {
    const read = checkLogRead(options);
    const forward = read.direction === 'forward';
    const values: unknown[] = [read.limit];
    const where: string[] = [];
    if (read.from !== undefined) {
      values.push(read.from.toString());
      where.push(forward ? `position > $2` : `position < $2`);
    }
    const kinds = logFilterTerms(read);
    for (const terms of kinds) {
      const sql = terms.map(({ column, match, values: list }) => {
        values.push(list);
        const n = values.length;
        return match === 'exact'
          ? `${column} = ANY($${n}::text[])`
          : `EXISTS (SELECT 1 FROM unnest($${n}::text[]) p WHERE starts_with(${column}, p))`;
      });
      where.push(`(${sql.join(' OR ')})`);
    }
    // The statement's shape names it (prepared once per connection), short: names end at 63.
    const code = { type: 't', category: 'c', stream_id: 's' } as const;
    const shape = `${read.direction[0]}${Number(read.from !== undefined)}.${kinds
      .map((terms) => terms.map((t) => code[t.column] + (t.match === 'prefix' ? 'p' : '')).join(''))
      .join('.')}`;
    const { rows } = await this.db.query<EventTuple>({
      ...EVENT_READ,
      name: this.db.statement(`readAll.${shape}`),
      text: `SELECT ${eventColumns('e')} FROM ${this.s}.events e
              ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
              ORDER BY position ${forward ? '' : 'DESC'} LIMIT $1`,
      values,
    });
    return logPage(rows.map(toRecordedEvent), read.from);
  }

  /**
   * One statement, so the head and the matching events come from one snapshot: an event at or
   * below the head that is not returned cannot commit later (positions follow commit order).
   */
  async readByQuery(
    query: EventQuery,
    options: ReadByQueryOptions = {},
  ): Promise<ReadByQueryResult> {
    const read = checkQueryRead(query, options);
    const params = new Params();
    const from = params.add(read.from.toString(), '::bigint');
    const limit = params.add(read.limit, '::int');
    const positions = read.items.map(
      (item) => `(${itemPositions(this.s, item, from, params)} ORDER BY 1 LIMIT ${limit})`,
    );
    const { rows } = await this.db.query<[...EventTuple, head: string]>({
      ...EVENT_READ,
      text: `WITH matching AS (
               SELECT position FROM (${positions.join(' UNION ')}) p ORDER BY position LIMIT ${limit}
             )
             SELECT ${eventColumns('e')}, h.last_position
               FROM ${this.s}.log_head h
               LEFT JOIN (matching m JOIN ${this.s}.events e ON e.position = m.position) ON true
              WHERE h.id = 1
              ORDER BY e.position`,
      values: params.values,
    });
    const head = BigInt(rows[0][9]);
    const events = rows[0][0] === null ? [] : rows.map(toRecordedEvent);
    return queryPage(events, read, head);
  }

  async headPosition(): Promise<bigint> {
    const { rows } = await this.db.query<{ last_position: string }>(
      `SELECT last_position FROM ${this.s}.log_head WHERE id = 1`,
    );
    return BigInt(rows[0].last_position);
  }
}
