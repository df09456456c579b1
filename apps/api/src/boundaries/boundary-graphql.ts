import type { EventQuerySchema } from './boundary-query.schema';

/**
 * GraphQL arguments as the REST body they mirror, so both are checked alike: a field given as
 * null is absent. Only the request's own fields: nulls inside event data are data.
 */
export function present<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<T>;
}

/** A query input as its JSON: items without null lists. */
export function graphqlQuery(query: EventQuerySchema | null | undefined): unknown {
  if (query === null || query === undefined) return undefined;
  return { items: query.items.map((item) => present({ ...item })) };
}
