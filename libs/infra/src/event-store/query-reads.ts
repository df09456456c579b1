import {
  normalizedItems,
  queryProblems,
  type EventQuery,
  type QueryItem,
  type ValidationProblem,
} from '@tidemark/domain';
import type { ReadByQueryOptions, ReadByQueryResult, RecordedEvent } from './event-store.port';
import { ValidationError } from '../errors';

/** The most events one query read returns. */
export const MAX_QUERY_READ_LIMIT = 1000;

export interface CheckedQueryRead {
  /** Repeats and empty lists removed. */
  readonly items: readonly QueryItem[];
  /** Exclusive. */
  readonly from: bigint;
  readonly limit: number;
}

/** Validates a read by query; throws {@link ValidationError} listing every problem. */
export function checkQueryRead(query: EventQuery, options: ReadByQueryOptions): CheckedQueryRead {
  const problems: ValidationProblem[] = queryProblems(query);
  const { from = 0n, limit = 100 } = options;
  if (typeof from !== 'bigint' || from < 0n) {
    problems.push({ path: 'from', message: 'from must be a position >= 0' });
  }
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_QUERY_READ_LIMIT) {
    problems.push({ path: 'limit', message: `limit must be an integer 1-${MAX_QUERY_READ_LIMIT}` });
  }
  if (problems.length > 0) throw new ValidationError(problems);
  return { items: normalizedItems(query), from, limit };
}

/** A read's answer: see {@link ReadByQueryResult.nextPosition}. */
export function queryPage(
  events: readonly RecordedEvent[],
  read: CheckedQueryRead,
  head: bigint,
): ReadByQueryResult {
  const full = events.length === read.limit;
  const nextPosition = full
    ? events[events.length - 1].position
    : head > read.from
      ? head
      : read.from;
  return { events, head, nextPosition };
}
