import type { RecordedEvent } from '../event-store/event-store.port';
import type { Sql } from '../sql/sql';
import { applyInOrder } from './apply-in-order';
import { asHandler } from './event-attempts';
import type { ListenerStateStore } from './listener-state/listener-state-store.port';
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
  state: ListenerStateStore,
  projection: SqlProjection,
  slot: string,
  events: readonly RecordedEvent[],
): Promise<void> {
  const fresh = await state.claimVersions(tx, projection.name, slot, events);
  const toApply = events.filter((event) => fresh.has(event));
  const tables = tableNames(projection, slot);
  // Known before the applies: counted ahead of them, so that the counts wait on no answer.
  const counted = state.count(tx, projection.name, toApply.length, events.length - toApply.length);
  counted.catch(() => undefined);
  await asHandler(async () => {
    if (projection.applyBatch && toApply.length > 1) {
      await projection.applyBatch(toApply, tx, tables);
    } else {
      await applyInOrder(projection, toApply, tx, tables);
    }
  });
  await counted;
}
