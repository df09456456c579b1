import type { RecordedEvent } from '../event-store/event-store.port';
import type { Sql, SqlDialect } from '../sql/sql';

/** A listener's state rows (`projections`) and the per-stream versions it applied (`projection_streams`). */

export type ListenerStatus = 'running' | 'paused' | 'failed';

export class UnknownListener extends Error {
  constructor(readonly listener: string) {
    super(`no listener named ${listener}`);
    this.name = 'UnknownListener';
  }
}

export interface StateRow {
  name: string;
  status: ListenerStatus;
  active_slot: string;
  checkpoint: number;
  rebuild_slot: string | null;
  rebuild_checkpoint: number | null;
  rebuild_started_at: number | null;
  lease_owner: string | null;
  lease_until: number | null;
  last_error: string | null;
  failed_event: string | null;
  applied: number;
  skipped: number;
}

/**
 * {@link claimVersion} for a whole batch in two statements instead of one per event: the
 * events newer than what each stream has applied, and each stream's version moved to its last.
 */
export async function claimVersions(
  tx: Sql,
  dialect: SqlDialect,
  name: string,
  slot: string,
  events: readonly RecordedEvent[],
): Promise<Set<RecordedEvent>> {
  const fresh = new Set<RecordedEvent>();
  if (events.length === 0) return fresh;
  const postgres = dialect === 'postgres';
  const streams = [...new Set(events.map((event) => event.streamId))];
  const stored = await tx.all<{ stream_id: string; version: number | string }>(
    postgres
      ? `SELECT stream_id, version FROM projection_streams
            WHERE projection = $1 AND slot = $2 AND stream_id = ANY($3::text[])`
      : `SELECT stream_id, version FROM projection_streams
            WHERE projection = $1 AND slot = $2 AND stream_id IN (SELECT value FROM json_each($3))`,
    [name, slot, postgres ? streams : JSON.stringify(streams)],
  );
  const versions = new Map(stored.map((row) => [row.stream_id, Number(row.version)]));
  const moved = new Map<string, number>();
  for (const event of events) {
    if (event.version <= (versions.get(event.streamId) ?? 0)) continue;
    fresh.add(event);
    versions.set(event.streamId, event.version);
    moved.set(event.streamId, event.version);
  }
  if (moved.size === 0) return fresh;
  await tx.run(
    postgres
      ? `INSERT INTO projection_streams (projection, slot, stream_id, version)
           SELECT $1, $2, s, v FROM unnest($3::text[], $4::bigint[]) AS claimed (s, v)
           ON CONFLICT (projection, slot, stream_id) DO UPDATE SET
             version = GREATEST(projection_streams.version, excluded.version)`
      : `INSERT INTO projection_streams (projection, slot, stream_id, version)
           SELECT $1, $2, value ->> 0, value ->> 1 FROM json_each($3) WHERE true
           ON CONFLICT (projection, slot, stream_id) DO UPDATE SET
             version = max(projection_streams.version, excluded.version)`,
    postgres
      ? [name, slot, [...moved.keys()], [...moved.values()]]
      : [name, slot, JSON.stringify([...moved])],
  );
  return fresh;
}

/** Records `event` as applied for its stream; false when it (or a later one) was already. */
export async function claimVersion(
  tx: Sql,
  name: string,
  slot: string,
  event: RecordedEvent,
  force: boolean,
): Promise<boolean> {
  const changed = await tx.run(
    `INSERT INTO projection_streams (projection, slot, stream_id, version) VALUES ($1, $2, $3, $4)
       ON CONFLICT (projection, slot, stream_id) DO UPDATE SET
         version = CASE WHEN projection_streams.version < excluded.version
                        THEN excluded.version ELSE projection_streams.version END
       WHERE projection_streams.version < excluded.version OR $5`,
    [name, slot, event.streamId, event.version, force],
  );
  return changed > 0;
}

/** Adds to the listener's counts of events applied and skipped. */
export async function countEvents(
  tx: Sql,
  name: string,
  applied: number,
  skipped: number,
): Promise<void> {
  if (applied === 0 && skipped === 0) return;
  await tx.run(
    'UPDATE projections SET applied = applied + $2, skipped = skipped + $3 WHERE name = $1',
    [name, applied, skipped],
  );
}

export async function stateOf(sql: Sql, name: string): Promise<StateRow> {
  const row = await sql.get<StateRow>('SELECT * FROM projections WHERE name = $1', [name]);
  if (!row) throw new UnknownListener(name);
  return row;
}

/** The state row, locked until the transaction ends (PostgreSQL; SQLite holds the writer). */
export async function lockedState(tx: Sql, dialect: SqlDialect, name: string): Promise<StateRow> {
  const lock = dialect === 'postgres' ? ' FOR UPDATE' : '';
  const row = await tx.get<StateRow>(`SELECT * FROM projections WHERE name = $1${lock}`, [name]);
  if (!row) throw new UnknownListener(name);
  return row;
}
