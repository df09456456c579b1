import { matchesQuery, type QueryItem } from '@tidemark/domain';
import type { AppendCondition } from '../../event-store/event-store.port';

/** Parameters of a statement built piece by piece: `add` answers its placeholder. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast = ''): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

/**
 * The positions of the events one query item matches above `above` (a placeholder), as a
 * `SELECT position … WHERE …` to finish with ORDER BY / LIMIT: by the tag index for an item with
 * tags (the first tag leads, the row's `tags` hold the rest), by the type index for one with
 * types only, else the log itself.
 */
export function itemPositions(s: string, item: QueryItem, above: string, params: Params): string {
  const types = item.types ? params.add(item.types, '::text[]') : undefined;
  if (!item.tags) {
    return types
      ? `SELECT position FROM ${s}.events WHERE type = ANY(${types}) AND position > ${above}`
      : `SELECT position FROM ${s}.events WHERE position > ${above}`;
  }
  const [lead, ...rest] = item.tags;
  const where = [`t.tag = ${params.add(lead)}`, `t.position > ${above}`];
  if (types === undefined && rest.length === 0) {
    return `SELECT t.position FROM ${s}.event_tags t WHERE ${where.join(' AND ')}`;
  }
  if (types) where.push(`e.type = ANY(${types})`);
  if (rest.length > 0) where.push(`e.tags @> ${params.add(rest, '::text[]')}`);
  return `SELECT t.position FROM ${s}.event_tags t
            JOIN ${s}.events e ON e.position = t.position
           WHERE ${where.join(' AND ')}`;
}

/**
 * For each condition, a column `c<i>` with a position above its `after` where an event matches
 * its query (NULL when none), parameters added to `params`. Read under the `log_head` lock,
 * after it was taken, so that no append can commit between this read and the batch's write.
 */
export function conflictsColumns(
  s: string,
  conditions: readonly AppendCondition[],
  params: Params,
): string[] {
  return conditions.map(({ failIfEventsMatch, after }, index) => {
    const above = params.add((after ?? 0n).toString(), '::bigint');
    const firsts = failIfEventsMatch.items.map(
      (item) => `(${itemPositions(s, item, above, params)} LIMIT 1)`,
    );
    // LEAST ignores NULLs: the lowest of the items' matches, NULL when none matched.
    return `LEAST(${firsts.join(', ')}) AS c${index}`;
  });
}

/** An event planned earlier in the same batch, as a later append's condition must see it. */
export interface PlannedEvent {
  readonly type: string;
  readonly tags: readonly string[];
  readonly position: bigint;
}

/** A planned event above the condition's `after` that its query matches. */
export function plannedConflict(
  { failIfEventsMatch, after }: AppendCondition,
  planned: readonly PlannedEvent[],
): bigint | undefined {
  const from = after ?? 0n;
  return planned.find((event) => event.position > from && matchesQuery(failIfEventsMatch, event))
    ?.position;
}
