import { stringListProblems, tagProblems } from '../streams/tags';
import type { ValidationProblem } from '../streams/text';

/** At most this many items in one query. */
export const MAX_QUERY_ITEMS = 32;
/** At most this many types in one query item. */
export const MAX_QUERY_TYPES = 100;

/**
 * One alternative of a {@link EventQuery}: an event matches when its type is one of `types`
 * (when given) AND it carries every tag of `tags` (when given). An item with neither, or with
 * both empty, matches every event.
 */
export interface QueryItem {
  readonly types?: readonly string[];
  readonly tags?: readonly string[];
}

/**
 * Which events a decision depends on (dcb.events' Query): the events matching any of `items`.
 * `{ items: [{}] }` ({@link queryAll}) matches every event.
 */
export interface EventQuery {
  readonly items: readonly QueryItem[];
}

/** The query every event matches. */
export const queryAll: EventQuery = { items: [{}] };

/** What a query looks at: an event's type and its tags. */
export interface Taggable {
  readonly type: string;
  readonly tags?: readonly string[];
}

export function matchesItem(item: QueryItem, event: Taggable): boolean {
  if (item.types && item.types.length > 0 && !item.types.includes(event.type)) return false;
  if (!item.tags || item.tags.length === 0) return true;
  const tags = event.tags ?? [];
  return item.tags.every((tag) => tags.includes(tag));
}

/** Whether `event` matches any item of `query`. */
export function matchesQuery(query: EventQuery, event: Taggable): boolean {
  return query.items.some((item) => matchesItem(item, event));
}

/** A query's items without repeats or empty lists, as stores look them up. */
export function normalizedItems(query: EventQuery): QueryItem[] {
  return query.items.map((item) => ({
    ...(item.types && item.types.length > 0 ? { types: [...new Set(item.types)] } : {}),
    ...(item.tags && item.tags.length > 0 ? { tags: [...new Set(item.tags)] } : {}),
  }));
}

/** Problems of a query: `{ items: [...] }` with 1-32 items of `types` and `tags` lists. */
export function queryProblems(query: unknown, path = 'query'): ValidationProblem[] {
  if (typeof query !== 'object' || query === null || Array.isArray(query)) {
    return [{ path, message: 'query must be an object with items' }];
  }
  const { items, ...unknown } = query as { items?: unknown };
  const problems: ValidationProblem[] = Object.keys(unknown).map((key) => ({
    path: `${path}.${key}`,
    message: 'unknown field',
  }));
  if (!Array.isArray(items)) {
    problems.push({ path: `${path}.items`, message: 'items must be an array of query items' });
    return problems;
  }
  if (items.length < 1 || items.length > MAX_QUERY_ITEMS) {
    problems.push({
      path: `${path}.items`,
      message: `items must hold 1-${MAX_QUERY_ITEMS} query items ({} matches every event), got ${items.length}`,
    });
  }
  items.slice(0, MAX_QUERY_ITEMS + 1).forEach((item: unknown, index) => {
    const at = `${path}.items[${index}]`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      problems.push({ path: at, message: 'a query item must be an object' });
      return;
    }
    const { types, tags, ...rest } = item as { types?: unknown; tags?: unknown };
    for (const key of Object.keys(rest)) {
      problems.push({ path: `${at}.${key}`, message: 'unknown field' });
    }
    if (types !== undefined) {
      problems.push(...stringListProblems(types, `${at}.types`, 'type', MAX_QUERY_TYPES));
    }
    if (tags !== undefined) problems.push(...tagProblems(tags, `${at}.tags`));
  });
  return problems;
}
