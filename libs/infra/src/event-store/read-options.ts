import {
  categoryOf,
  streamIdProblems,
  textProblem,
  type ValidationProblem,
} from '@tidemark/domain';
import type {
  LogFilter,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
} from './event-store.port';
import { ValidationError } from '../errors';

export interface CheckedStreamRead {
  readonly direction: 'forward' | 'backward';
  readonly from: number | undefined;
  readonly limit: number;
}

/** A log filter with every list present (empty: no condition of that kind). */
export interface CheckedLogFilter {
  readonly types: readonly string[];
  readonly categories: readonly string[];
  readonly streamPrefixes: readonly string[];
  readonly typePrefixes: readonly string[];
}

export interface CheckedLogRead extends CheckedLogFilter {
  readonly direction: 'forward' | 'backward';
  /** Exclusive. Backward reads without a `from` start at the end: `undefined`. */
  readonly from: bigint | undefined;
  readonly limit: number;
}

const NO_LIMIT = Number.MAX_SAFE_INTEGER;

function limitProblem(limit: number | undefined): ValidationProblem[] {
  return limit === undefined || (Number.isSafeInteger(limit) && limit >= 1)
    ? []
    : [{ path: 'limit', message: 'limit must be an integer >= 1' }];
}

function directionProblem(direction: unknown): ValidationProblem[] {
  return direction === 'forward' || direction === 'backward'
    ? []
    : [{ path: 'direction', message: 'direction must be "forward" or "backward"' }];
}

export function checkStreamRead(streamId: string, options: ReadStreamOptions): CheckedStreamRead {
  const problems: ValidationProblem[] = streamIdProblems(streamId).map((message) => ({
    path: 'streamId',
    message,
  }));
  const direction = options.direction ?? 'forward';
  problems.push(...directionProblem(direction));
  if (options.from !== undefined && !(Number.isSafeInteger(options.from) && options.from >= 0)) {
    problems.push({ path: 'from', message: 'from must be an integer >= 0' });
  }
  problems.push(...limitProblem(options.limit));
  if (problems.length > 0) throw new ValidationError(problems);
  return { direction, from: options.from, limit: options.limit ?? NO_LIMIT };
}

export function checkLogRead(options: ReadAllOptions): CheckedLogRead {
  const direction = options.direction ?? 'forward';
  const problems: ValidationProblem[] = directionProblem(direction);
  const from = options.from ?? (direction === 'forward' ? 0n : undefined);
  if (from !== undefined && (typeof from !== 'bigint' || from < 0n)) {
    problems.push({ path: 'from', message: 'from must be a position >= 0' });
  }
  problems.push(...limitProblem(options.limit));
  const filter: LogFilter = options.filter ?? {};
  problems.push(...logFilterProblems(filter));
  if (problems.length > 0) throw new ValidationError(problems);
  return { direction, from, limit: options.limit ?? 1000, ...checkedFilter(filter) };
}

function checkedFilter(filter: LogFilter): CheckedLogFilter {
  return {
    types: filter.types ?? [],
    categories: filter.categories ?? [],
    streamPrefixes: filter.streamPrefixes ?? [],
    typePrefixes: filter.typePrefixes ?? [],
  };
}

/** One list of a filter as a SQL store compares it: a column equal to, or starting with, one of `values`. */
export interface LogFilterTerm {
  readonly column: 'type' | 'category' | 'stream_id';
  readonly match: 'exact' | 'prefix';
  readonly values: readonly string[];
}

/** A filter as conditions that must all hold, each met by any of its terms. */
export function logFilterTerms(read: CheckedLogFilter): LogFilterTerm[][] {
  const kinds: LogFilterTerm[][] = [
    [
      { column: 'type', match: 'exact', values: read.types },
      { column: 'type', match: 'prefix', values: read.typePrefixes },
    ],
    [
      { column: 'category', match: 'exact', values: read.categories },
      { column: 'stream_id', match: 'prefix', values: read.streamPrefixes },
    ],
  ];
  return kinds
    .map((terms) => terms.filter((term) => term.values.length > 0))
    .filter((terms) => terms.length > 0);
}

const FILTER_FIELDS = ['types', 'categories', 'streamPrefixes', 'typePrefixes'] as const;

/**
 * Problems of a log filter: its lists are compared as text by the store, so they must be text
 * every store holds alike (a NUL fails on PostgreSQL, not on SQLite). Callers that must refuse
 * a filter before they start (a stream of Server-Sent Events) call it up front.
 */
export function logFilterProblems(filter: LogFilter): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  for (const field of FILTER_FIELDS) {
    const values: readonly unknown[] | undefined = filter[field];
    if (values === undefined) continue;
    if (!Array.isArray(values)) {
      problems.push({ path: `filter.${field}`, message: `${field} must be a list of strings` });
      continue;
    }
    values.forEach((value, index) => {
      const path = `filter.${field}[${index}]`;
      const problem =
        typeof value === 'string' ? textProblem(path, value) : `${path} must be a string`;
      if (problem) problems.push({ path, message: problem });
    });
  }
  return problems;
}

/** Whether an event passes a log filter (no filter, or empty lists: everything passes). */
export function matchesLogFilter(
  event: Pick<RecordedEvent, 'type' | 'streamId'>,
  filter: LogFilter | undefined,
): boolean {
  const { types = [], categories = [], streamPrefixes = [], typePrefixes = [] } = filter ?? {};
  if (types.length > 0 || typePrefixes.length > 0) {
    const typed =
      types.includes(event.type) || typePrefixes.some((prefix) => event.type.startsWith(prefix));
    if (!typed) return false;
  }
  if (categories.length > 0 || streamPrefixes.length > 0) {
    const inStream =
      categories.includes(categoryOf(event.streamId)) ||
      streamPrefixes.some((prefix) => event.streamId.startsWith(prefix));
    if (!inStream) return false;
  }
  return true;
}
