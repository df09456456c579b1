import type { PostgresDatabase } from './postgres-database';
import type { Snapshot, SnapshotStore } from '../../snapshots/snapshot-store.port';

interface SnapshotRow {
  version: string;
  schema_version: number;
  state: unknown;
  taken_at: Date;
}

export class PostgresSnapshotStore implements SnapshotStore {
  constructor(private readonly db: PostgresDatabase) {}

  async load(streamId: string): Promise<Snapshot | undefined> {
    const { rows } = await this.db.query<SnapshotRow>({
      name: this.db.statement('loadSnapshot'),
      text: `SELECT version, schema_version, state, taken_at FROM ${this.db.s}.snapshots
              WHERE stream_id = $1`,
      values: [streamId],
    });
    const row = rows[0];
    if (!row) return undefined;
    return {
      streamId,
      version: Number(row.version),
      schemaVersion: row.schema_version,
      state: row.state,
      takenAt: row.taken_at.toISOString(),
    };
  }

  async save(snapshot: Snapshot): Promise<void> {
    await this.db.query({
      name: this.db.statement('saveSnapshot'),
      text: `INSERT INTO ${this.db.s}.snapshots AS s (stream_id, version, schema_version, state, taken_at)
             VALUES ($1, $2, $3, $4::jsonb, $5)
             ON CONFLICT (stream_id) DO UPDATE SET
               version = EXCLUDED.version, schema_version = EXCLUDED.schema_version,
               state = EXCLUDED.state, taken_at = EXCLUDED.taken_at
             WHERE s.version < EXCLUDED.version OR s.schema_version <> EXCLUDED.schema_version`,
      values: [
        snapshot.streamId,
        snapshot.version,
        snapshot.schemaVersion,
        JSON.stringify(snapshot.state),
        snapshot.takenAt,
      ],
    });
  }
}
