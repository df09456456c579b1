import type { Clock } from '../../support/ids';
import { inTransaction, type PostgresDatabase } from './postgres-database';
import {
  HAS_LIMITS,
  hasLimits,
  STREAM_ROW_COLUMNS,
  streamRecordOf,
  streamRowValues,
  visibleEvents,
  type StreamRecord,
  type StreamRow,
} from '../../event-store/stream-lifecycle';

/** Streams a scavenge decides on per transaction. */
const SCAVENGE_CHUNK = 500;

/**
 * The PostgreSQL store's changes of a stream's row (delete, tombstone, metadata) and its
 * scavenge; the rules themselves are in `stream-lifecycle.ts`.
 */
export class PostgresStreamChanges {
  private readonly s: string;

  constructor(
    private readonly db: PostgresDatabase,
    private readonly clock: Clock,
  ) {
    this.s = db.s;
  }

  /**
   * Under the `log_head` lock, as appends: no append (fast path included, see commitAlone) nor
   * other change of a stream comes between the read of the stream's row and its write, on any
   * instance.
   */
  async updateStream(
    streamId: string,
    change: (stream: StreamRecord) => StreamRecord,
  ): Promise<{ stream: StreamRecord; head: bigint }> {
    return inTransaction(
      this.db.pool,
      async (client, begun) => {
        const { rows } = await client.query<StreamRow>({
          name: this.db.statement('lockStream'),
          text: `SELECT ${STREAM_ROW_COLUMNS} FROM ${this.s}.streams WHERE stream_id = $1 FOR UPDATE`,
          values: [streamId],
        });
        const stream = change(streamRecordOf(rows[0]));
        await client.query({
          name: this.db.statement('replaceStream'),
          text: `INSERT INTO ${this.s}.streams (stream_id, ${STREAM_ROW_COLUMNS})
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
                 ON CONFLICT (stream_id) DO UPDATE SET (${STREAM_ROW_COLUMNS}) =
                   (EXCLUDED.version, EXCLUDED.state, EXCLUDED.truncate_before, EXCLUDED.max_count,
                    EXCLUDED.max_age_seconds, EXCLUDED.custom_metadata, EXCLUDED.metadata_version)`,
          values: [streamId, ...streamRowValues(stream)],
        });
        return { stream, head: BigInt(String(begun[0].last_position)) };
      },
      { begin: `SELECT last_position FROM ${this.s}.log_head WHERE id = 1 FOR UPDATE` },
    );
  }

  async streamRecord(streamId: string): Promise<StreamRecord> {
    const { rows } = await this.db.query<StreamRow>({
      name: this.db.statement('streamRecord'),
      text: `SELECT ${STREAM_ROW_COLUMNS} FROM ${this.s}.streams WHERE stream_id = $1`,
      values: [streamId],
    });
    return streamRecordOf(rows[0]);
  }

  /**
   * Streams with limits, a chunk at a time, each chunk in a short transaction under the
   * `log_head` lock (so no metadata write of its streams comes between the decision and the
   * delete, and appends wait only for a chunk, never for the whole scavenge).
   */
  async removeHidden(): Promise<number> {
    const { rows } = await this.db.query<{ stream_id: string }>(
      `SELECT stream_id FROM ${this.s}.streams WHERE ${HAS_LIMITS}`,
    );
    let removed = 0;
    for (let i = 0; i < rows.length; i += SCAVENGE_CHUNK) {
      const chunk = rows.slice(i, i + SCAVENGE_CHUNK).map((row) => row.stream_id);
      removed += await inTransaction(
        this.db.pool,
        async (client) => {
          const now = this.clock().getTime();
          const locked = await client.query<StreamRow & { stream_id: string }>(
            `SELECT stream_id, ${STREAM_ROW_COLUMNS} FROM ${this.s}.streams
              WHERE stream_id = ANY($1::text[])`,
            [chunk],
          );
          const limits = locked.rows
            .map((row) => ({ streamId: row.stream_id, stream: streamRecordOf(row) }))
            .filter(({ stream }) => hasLimits(stream))
            .map(({ streamId, stream }) => ({ streamId, ...visibleEvents(stream, now) }));
          if (limits.length === 0) return 0;
          const result = await client.query<{ removed: string }>(
            `WITH removed AS (
               DELETE FROM ${this.s}.events e
                USING unnest($1::text[], $2::bigint[], $3::timestamptz[]) AS l (stream_id, from_version, recorded_from)
                WHERE e.stream_id = l.stream_id
                  AND (e.version < l.from_version OR e.recorded_at < l.recorded_from)
               RETURNING e.position, e.tags
             ), untagged AS (
               DELETE FROM ${this.s}.event_tags t USING removed r
                WHERE r.tags IS NOT NULL AND t.tag = ANY(r.tags) AND t.position = r.position
             )
             SELECT count(*) AS removed FROM removed`,
            [
              limits.map((l) => l.streamId),
              limits.map((l) => l.fromVersion),
              limits.map((l) => l.recordedFrom ?? null),
            ],
          );
          return Number(result.rows[0].removed);
        },
        { begin: `SELECT last_position FROM ${this.s}.log_head WHERE id = 1 FOR UPDATE` },
      );
    }
    return removed;
  }
}
