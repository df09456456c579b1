/**
 * The SQL of `projections` and `projection_streams`, one named statement per operation. The
 * dialects differ only in how a batch passes its streams (an array on PostgreSQL, JSON on
 * SQLite) and in row locks.
 *
 * @internal
 */
export interface ListenerStateStatements {
  readonly register: string;
  readonly takeLease: string;
  readonly releaseLease: string;
  readonly takeOverAllLeases: string;
  readonly moveLiveCheckpoint: string;
  readonly moveRebuildCheckpoint: string;
  /** `$3`: the batch's stream ids, as {@link ListenerStateStatements.streamIds} encodes them. */
  readonly appliedVersions: string;
  /** `$3`(, `$4`): each stream's new version, as {@link ListenerStateStatements.versions} encodes them. */
  readonly claimVersions: string;
  /**
   * Optional: both in one statement, `$3`, `$4` as for claimVersions (each stream's last version
   * in the batch); its rows are the versions stored before.
   */
  readonly readAndClaimVersions?: string;
  readonly claimVersion: string;
  readonly count: string;
  readonly pause: string;
  readonly resume: string;
  readonly fail: string;
  readonly noteFailure: string;
  readonly state: string;
  readonly states: string;
  readonly lockedState: string;
  readonly forgetSlot: string;
  readonly startRebuild: string;
  readonly swap: string;
  streamIds(streams: readonly string[]): unknown;
  versions(moved: ReadonlyMap<string, number>): readonly unknown[];
}

const shared = {
  register: `INSERT INTO projections (name, status, active_slot, checkpoint, applied, skipped, updated_at)
     VALUES ($1, 'running', 'a', 0, 0, 0, $2) ON CONFLICT (name) DO NOTHING`,
  takeLease: `UPDATE projections SET lease_owner = $2, lease_until = $3
      WHERE name = $1 AND (lease_owner IS NULL OR lease_owner = $2 OR lease_until <= $4)`,
  releaseLease: `UPDATE projections SET lease_owner = NULL, lease_until = NULL
      WHERE name = $1 AND lease_owner = $2`,
  takeOverAllLeases: 'UPDATE projections SET lease_owner = $1, lease_until = $2',
  moveLiveCheckpoint: `UPDATE projections SET checkpoint = $3, updated_at = $5
      WHERE name = $1 AND checkpoint = $2 AND lease_owner = $4 AND lease_until > $5`,
  moveRebuildCheckpoint: `UPDATE projections SET rebuild_checkpoint = $3, updated_at = $5
      WHERE name = $1 AND rebuild_checkpoint = $2 AND lease_owner = $4 AND lease_until > $5`,
  claimVersion: `INSERT INTO projection_streams (projection, slot, stream_id, version) VALUES ($1, $2, $3, $4)
       ON CONFLICT (projection, slot, stream_id) DO UPDATE SET
         version = CASE WHEN projection_streams.version < excluded.version
                        THEN excluded.version ELSE projection_streams.version END
       WHERE projection_streams.version < excluded.version OR $5`,
  count: 'UPDATE projections SET applied = applied + $2, skipped = skipped + $3 WHERE name = $1',
  pause: `UPDATE projections SET status = 'paused', updated_at = $2 WHERE name = $1`,
  resume: `UPDATE projections SET status = 'running', last_error = NULL, failed_event = NULL,
          updated_at = $2 WHERE name = $1`,
  fail: `UPDATE projections SET status = 'failed', last_error = $2, failed_event = $3,
          updated_at = $4 WHERE name = $1`,
  noteFailure: `UPDATE projections SET last_error = $3, updated_at = $4
      WHERE name = $1 AND status = 'running' AND lease_owner = $2`,
  state: 'SELECT * FROM projections WHERE name = $1',
  states: 'SELECT * FROM projections ORDER BY name',
  forgetSlot: 'DELETE FROM projection_streams WHERE projection = $1 AND slot = $2',
  startRebuild: `UPDATE projections SET rebuild_slot = $2, rebuild_checkpoint = 0, rebuild_started_at = $3,
          updated_at = $3 WHERE name = $1`,
  swap: `UPDATE projections SET active_slot = rebuild_slot, checkpoint = rebuild_checkpoint,
          rebuild_slot = NULL, rebuild_checkpoint = NULL, rebuild_started_at = NULL, updated_at = $3
      WHERE name = $1 AND rebuild_slot = $2 AND lease_owner = $4
        AND rebuild_checkpoint >= checkpoint`,
} as const;

/** @internal */
export const postgresListenerStateStatements: ListenerStateStatements = {
  ...shared,
  appliedVersions: `SELECT stream_id, version FROM projection_streams
      WHERE projection = $1 AND slot = $2 AND stream_id = ANY($3::text[])`,
  claimVersions: `INSERT INTO projection_streams (projection, slot, stream_id, version)
       SELECT $1, $2, s, v FROM unnest($3::text[], $4::bigint[]) AS claimed (s, v)
       ON CONFLICT (projection, slot, stream_id) DO UPDATE SET
         version = GREATEST(projection_streams.version, excluded.version)`,
  // One round trip: every part of a WITH sees the rows as they were before the statement.
  readAndClaimVersions: `WITH stored AS (
         SELECT stream_id, version FROM projection_streams
          WHERE projection = $1 AND slot = $2 AND stream_id = ANY($3::text[])
       ), claimed AS (
         INSERT INTO projection_streams (projection, slot, stream_id, version)
         SELECT $1, $2, s, v FROM unnest($3::text[], $4::bigint[]) AS claimed (s, v)
         ON CONFLICT (projection, slot, stream_id) DO UPDATE SET version = excluded.version
         WHERE projection_streams.version < excluded.version
       )
       SELECT stream_id, version FROM stored`,
  lockedState: 'SELECT * FROM projections WHERE name = $1 FOR UPDATE',
  streamIds: (streams) => streams,
  versions: (moved) => [[...moved.keys()], [...moved.values()]],
};

/**
 * SQLite holds its one writer for the whole transaction: a plain read is locked already.
 *
 * @internal
 */
export const sqliteListenerStateStatements: ListenerStateStatements = {
  ...shared,
  appliedVersions: `SELECT stream_id, version FROM projection_streams
      WHERE projection = $1 AND slot = $2 AND stream_id IN (SELECT value FROM json_each($3))`,
  claimVersions: `INSERT INTO projection_streams (projection, slot, stream_id, version)
       SELECT $1, $2, value ->> 0, value ->> 1 FROM json_each($3) WHERE true
       ON CONFLICT (projection, slot, stream_id) DO UPDATE SET
         version = max(projection_streams.version, excluded.version)`,
  lockedState: 'SELECT * FROM projections WHERE name = $1',
  streamIds: (streams) => JSON.stringify(streams),
  versions: (moved) => [JSON.stringify([...moved])],
};
