import type { SqliteDatabase } from './sqlite-database';
import type { Snapshot, SnapshotStore } from '../../snapshots/snapshot-store.port';

interface SnapshotRow {
  version: bigint;
  schema_version: bigint;
  state: string;
  taken_at: string;
}

export class SqliteSnapshotStore implements SnapshotStore {
  private readonly select;
  private readonly upsert;

  constructor(private readonly db: SqliteDatabase) {
    this.select = db.reader.prepare(
      'SELECT version, schema_version, state, taken_at FROM snapshots WHERE stream_id = ?',
    );
    this.upsert = db.writer.prepare(
      `INSERT INTO snapshots (stream_id, version, schema_version, state, taken_at)
       VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (stream_id) DO UPDATE SET
         version = excluded.version, schema_version = excluded.schema_version,
         state = excluded.state, taken_at = excluded.taken_at
       WHERE snapshots.version < excluded.version
          OR snapshots.schema_version <> excluded.schema_version`,
    );
  }

  async load(streamId: string): Promise<Snapshot | undefined> {
    const row = this.select.get(streamId) as SnapshotRow | undefined;
    if (!row) return undefined;
    return {
      streamId,
      version: Number(row.version),
      schemaVersion: Number(row.schema_version),
      state: JSON.parse(row.state) as unknown,
      takenAt: row.taken_at,
    };
  }

  async save(snapshot: Snapshot): Promise<void> {
    await this.db.exclusive(() =>
      this.upsert.run(
        snapshot.streamId,
        snapshot.version,
        snapshot.schemaVersion,
        JSON.stringify(snapshot.state),
        snapshot.takenAt,
      ),
    );
  }
}
