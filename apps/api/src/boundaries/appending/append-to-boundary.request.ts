import {
  isJsonObject,
  newEventProblems,
  type EventQuery,
  type NewEvent,
  type ValidationProblem,
} from '@tidemark/domain';
import type { AppendCondition } from '@tidemark/infra';
import type { Checked } from '../../http/validation';
import {
  bodyProblems,
  boundaryQueryProblems,
  positionProblems,
  unknownFieldProblems,
} from '../boundary-query';

/** At most this many events in one DCB append. */
export const MAX_BOUNDARY_EVENTS = 1000;

/** A DCB append, checked: the events and the condition (its `after` a bigint). */
export interface BoundaryAppendRequest {
  readonly events: readonly NewEvent[];
  readonly condition?: AppendCondition;
}

/**
 * The body of `POST /dcb/events` (and the GraphQL mutation's arguments, given as such a body),
 * checked as raw JSON: event data is free-form, its keys must arrive as sent. Every problem of
 * every part is listed.
 */
export function checkBoundaryAppend(body: unknown): Checked<BoundaryAppendRequest> {
  const problems = bodyProblems(body);
  if (problems.length > 0 || !isJsonObject(body)) return { ok: false, problems };
  const { events, condition, ...rest } = body;
  problems.push(...unknownFieldProblems(rest), ...eventsProblems(events));
  problems.push(...conditionProblems(condition));
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { events: events as NewEvent[], ...conditionOf(condition) } };
}

function eventsProblems(events: unknown): ValidationProblem[] {
  if (events === undefined) {
    return [{ path: 'events', message: `events is required: 1-${MAX_BOUNDARY_EVENTS} events` }];
  }
  if (!Array.isArray(events) || events.length <= MAX_BOUNDARY_EVENTS) {
    return newEventProblems(events);
  }
  // The first events' problems too, but not a list as long as an oversized body.
  return [
    {
      path: 'events',
      message: `at most ${MAX_BOUNDARY_EVENTS} events, got ${events.length}`,
    },
    ...newEventProblems(events.slice(0, MAX_BOUNDARY_EVENTS)),
  ];
}

function conditionProblems(condition: unknown): ValidationProblem[] {
  if (condition === undefined) return [];
  if (!isJsonObject(condition)) {
    return [{ path: 'condition', message: 'condition must be an object with failIfEventsMatch' }];
  }
  const { failIfEventsMatch, after, ...rest } = condition;
  return [
    ...unknownFieldProblems(rest, 'condition.'),
    ...boundaryQueryProblems(failIfEventsMatch, 'condition.failIfEventsMatch'),
    ...positionProblems(after, 'condition.after'),
  ];
}

/** A valid condition as the store takes it. */
function conditionOf(condition: unknown): { condition?: AppendCondition } {
  if (!isJsonObject(condition)) return {};
  const { failIfEventsMatch, after } = condition as {
    failIfEventsMatch: EventQuery;
    after?: string;
  };
  return {
    condition: { failIfEventsMatch, ...(after === undefined ? {} : { after: BigInt(after) }) },
  };
}
