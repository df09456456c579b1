import { SqliteEventStore } from './sqlite-event-store';
import { SqliteIdempotencyStore } from './sqlite-idempotency-store';
import { SqliteSnapshotStore } from './sqlite-snapshot-store';
import { SqliteDatabase } from './sqlite-database';
import { SqliteSqlAccess } from './sqlite-sql';
import { sqlStatePorts } from '../sql/sql-state';
import { observed, type OpenStorageOptions, type Storage } from '../../storage/storage.port';

/** Opens (and migrates) a SQLite database: a file name, or `:memory:`. */
export async function openSqliteStorage(
  filename: string,
  options: OpenStorageOptions = {},
): Promise<Storage> {
  const db = new SqliteDatabase({ ...options, filename }).retain();
  const idempotency = new SqliteIdempotencyStore(db);
  await idempotency.releaseAbandonedClaims();
  const events = await SqliteEventStore.on(db, { ...options, keys: idempotency });
  const sql = new SqliteSqlAccess(db);
  return {
    kind: 'sqlite',
    events: observed(events, options.onAppend),
    snapshots: new SqliteSnapshotStore(db),
    idempotency,
    ...sqlStatePorts(sql, options.clock),
    sql,
    writable: () => db.writable(),
    close: async () => {
      await events.close();
      db.release();
    },
  };
}
