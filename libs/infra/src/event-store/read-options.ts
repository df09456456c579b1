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

export interface CheckedLogRead {
  readonly from: bigint;
  readonly limit: number;
  readonly types: readonly string[];
  readonly categories: readonly string[];
}

const NO_LIMIT = Number.MAX_SAFE_INTEGER;

function limitProblem(limit: number | undefined): ValidationProblem[] {
  return limit === undefined || (Number.isSafeInteger(limit) && limit >= 1)
    ? []
    : [{ path: 'limit', message: 'limit must be an integer >= 1' }];
}

export function checkStreamRead(streamId: string, options: ReadStreamOptions): CheckedStreamRead {
  const problems: ValidationProblem[] = streamIdProblems(streamId).map((message) => ({
    path: 'streamId',
    message,
  }));
  const direction = options.direction ?? 'forward';
  if (direction !== 'forward' && direction !== 'backward') {
    problems.push({ path: 'direction', message: 'direction must be "forward" or "backward"' });
  }
  if (options.from !== undefined && !(Number.isSafeInteger(options.from) && options.from >= 0)) {
    problems.push({ path: 'from', message: 'from must be an integer >= 0' });
  }
  problems.push(...limitProblem(options.limit));
  if (problems.length > 0) throw new ValidationError(problems);
  return { direction, from: options.from, limit: options.limit ?? NO_LIMIT };
}

export function checkLogRead(options: ReadAllOptions): CheckedLogRead {
  const problems: ValidationProblem[] = [];
  const from = options.from ?? 0n;
  if (typeof from !== 'bigint' || from < 0n) {
    problems.push({ path: 'from', message: 'from must be a position >= 0' });
  }
  problems.push(...limitProblem(options.limit));
  const filter: LogFilter = options.filter ?? {};
  problems.push(...logFilterProblems(filter));
  if (problems.length > 0) throw new ValidationError(problems);
  return {
    from,
    limit: options.limit ?? 1000,
    types: filter.types ?? [],
    categories: filter.categories ?? [],
  };
}

/**
 * Problems of a log filter: its types and categories are compared as text by the store, so they
 * must be text every store holds alike (a NUL fails on PostgreSQL, not on SQLite). Callers that
 * must refuse a filter before they start (a stream of Server-Sent Events) call it up front.
 */
export function logFilterProblems(filter: LogFilter): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  for (const field of ['types', 'categories'] as const) {
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

/** Whether an event passes a log filter (no filter, or an empty list: everything passes). */
export function matchesLogFilter(
  event: Pick<RecordedEvent, 'type' | 'streamId'>,
  filter: LogFilter | undefined,
): boolean {
  const { types = [], categories = [] } = filter ?? {};
  if (types.length > 0 && !types.includes(event.type)) return false;
  if (categories.length > 0 && !categories.includes(categoryOf(event.streamId))) return false;
  return true;
}
