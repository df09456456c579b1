import { PostgresEventStore } from './postgres-event-store';
import { PostgresIdempotencyStore } from './postgres-idempotency-store';
import { PostgresSnapshotStore } from './postgres-snapshot-store';
import { PostgresDatabase } from './postgres-database';
import { PostgresSqlAccess } from './postgres-sql';
import { sqlStatePorts } from '../sql/sql-state';
import { observed, type OpenStorageOptions, type Storage } from '../../storage/storage.port';

/** Opens (and migrates) the PostgreSQL database `url` (`postgres://…`) names. */
export async function openPostgresStorage(
  url: string,
  options: OpenStorageOptions = {},
): Promise<Storage> {
  const db = (await PostgresDatabase.open({ ...options, connectionString: url })).retain();
  try {
    const idempotency = new PostgresIdempotencyStore(db);
    const events = await PostgresEventStore.on(db, { ...options, keys: idempotency });
    const sql = new PostgresSqlAccess(db);
    return {
      kind: 'postgres',
      events: observed(events, options.onAppend),
      snapshots: new PostgresSnapshotStore(db),
      idempotency,
      ...sqlStatePorts(sql, options.clock),
      sql,
      // A full disk fails each write with StoreFull on its own; nothing is kept between them.
      writable: async () => undefined,
      close: async () => {
        await events.close();
        await db.release();
      },
    };
  } catch (error) {
    await db.release();
    throw error;
  }
}
