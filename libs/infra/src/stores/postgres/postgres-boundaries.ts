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
 * A subquery answering, as one JSON object keyed by the condition's index, a position above its
 * `after` where an event matches each condition of `$3` ({@link conditionItems}); conditions
 * nothing matches are absent. One text whatever the conditions (prepared once per connection):
 * each item row runs the branch of its shape, by the tag index for an item with tags (the first
 * tag leads, the row's `tags` hold the rest), by the type index for one with types only, else
 * the log itself. Read under the `log_head` lock, after it was taken, so that no append can
 * commit between this read and the batch's write.
 */
export function conflictsSubquery(s: string): string {
  return `COALESCE((SELECT json_object_agg(c, position::text) FROM (
            SELECT i.c, MIN(m.position) AS position
              FROM jsonb_to_recordset($3::jsonb)
                     AS i(c int, lead text, rest text[], types text[], after bigint)
              CROSS JOIN LATERAL (SELECT CASE
                WHEN i.lead IS NOT NULL THEN (
                  SELECT t.position FROM ${s}.event_tags t
                    JOIN ${s}.events e ON e.position = t.position
                   WHERE t.tag = i.lead AND t.position > i.after
                     AND (i.types IS NULL OR e.type = ANY(i.types))
                     AND (i.rest IS NULL OR e.tags @> i.rest)
                   LIMIT 1)
                WHEN i.types IS NOT NULL THEN (
                  SELECT position FROM ${s}.events
                   WHERE type = ANY(i.types) AND position > i.after LIMIT 1)
                ELSE (SELECT position FROM ${s}.events WHERE position > i.after LIMIT 1)
              END AS position) m
             WHERE m.position IS NOT NULL
             GROUP BY i.c) found), '{}')`;
}

/** The conditions' items as {@link conflictsSubquery}'s `$3` rows, `c` the condition's index. */
export function conditionItems(conditions: readonly AppendCondition[]): string {
  return JSON.stringify(
    conditions.flatMap(({ failIfEventsMatch, after }, c) =>
      failIfEventsMatch.items.map(({ tags, types }) => ({
        c,
        lead: tags?.[0] ?? null,
        rest: tags && tags.length > 1 ? tags.slice(1) : null,
        types: types ?? null,
        after: (after ?? 0n).toString(),
      })),
    ),
  );
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
