import type { RecordedEvent } from '../event-store/event-store.port';
import type { Sql, SqlDialect } from '../sql/sql';
import { asHandler } from './event-attempts';
import { claimVersions, countEvents } from './listener-state';
import { tableNames, type SqlProjection } from './projection';

/**
 * Applies to the read model in `slot` the events of a batch that the projection has not
 * applied yet (by per-stream version), and counts those applied and those skipped. Runs in the
 * caller's transaction. The one apply path of the runner and of the projection test helper.
 *
 * @throws HandlerFailed the projection's handler threw.
 */
export async function applyNewEvents(
  tx: Sql,
  dialect: SqlDialect,
  projection: SqlProjection,
  slot: string,
  events: readonly RecordedEvent[],
): Promise<void> {
  const fresh = await claimVersions(tx, dialect, projection.name, slot, events);
  const toApply = events.filter((event) => fresh.has(event));
  const tables = tableNames(projection, slot);
  await asHandler(async () => {
    if (projection.applyBatch && toApply.length > 1) {
      await projection.applyBatch(toApply, tx, tables);
    } else {
      for (const event of toApply) await projection.apply(event, tx, tables);
    }
  });
  await countEvents(tx, projection.name, toApply.length, events.length - toApply.length);
}
