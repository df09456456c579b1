import { isJsonObject, type EventQuery, type ValidationProblem } from '@tidemark/domain';
import type { BoundaryStore, RecordedEvent } from '@tidemark/infra';
import type { Checked } from '../../http/validation';
import {
  bodyProblems,
  boundaryQueryProblems,
  positionProblems,
  unknownFieldProblems,
} from '../boundary-query';

export const MAX_BOUNDARY_READ_LIMIT = 1000;
export const DEFAULT_BOUNDARY_READ_LIMIT = 100;

/** A read by query, checked. */
export interface BoundaryReadRequest {
  readonly query: EventQuery;
  /** Exclusive. */
  readonly from: bigint;
  readonly limit: number;
}

/**
 * The body of `POST /dcb/read` (and the GraphQL query's arguments, given as such a body):
 * `{ query, from?, limit? }`, every problem listed.
 */
export function checkBoundaryRead(body: unknown): Checked<BoundaryReadRequest> {
  const problems = bodyProblems(body);
  if (problems.length > 0 || !isJsonObject(body)) return { ok: false, problems };
  const { query, from, limit, ...rest } = body;
  problems.push(
    ...unknownFieldProblems(rest),
    ...boundaryQueryProblems(query, 'query'),
    ...positionProblems(from, 'from'),
    ...limitProblems(limit),
  );
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      query: query as EventQuery,
      from: from === undefined ? 0n : BigInt(from as string),
      limit: limit === undefined ? DEFAULT_BOUNDARY_READ_LIMIT : (limit as number),
    },
  };
}

function limitProblems(limit: unknown): ValidationProblem[] {
  if (limit === undefined) return [];
  const valid =
    typeof limit === 'number' &&
    Number.isInteger(limit) &&
    limit >= 1 &&
    limit <= MAX_BOUNDARY_READ_LIMIT;
  if (valid) return [];
  return [
    { path: 'limit', message: `limit must be an integer from 1 to ${MAX_BOUNDARY_READ_LIMIT}` },
  ];
}

/** An event as `POST /dcb/read` answers it (pinned): no stream id, no version. */
export interface BoundaryEventJson {
  readonly id: string;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly metadata: Record<string, unknown>;
  readonly tags: readonly string[];
  readonly position: string;
  readonly recordedAt: string;
}

export interface BoundaryReadResponse {
  readonly events: readonly BoundaryEventJson[];
  readonly nextPosition: string;
  readonly head: string;
}

/** Reads what a checked request asks for, as every endpoint answers it (REST and GraphQL). */
export async function readBoundary(
  boundaries: BoundaryStore,
  request: BoundaryReadRequest,
): Promise<BoundaryReadResponse> {
  const result = await boundaries.read(request.query, {
    from: request.from,
    limit: request.limit,
  });
  return {
    events: result.events.map(boundaryEventJson),
    nextPosition: result.nextPosition.toString(),
    head: result.head.toString(),
  };
}

function boundaryEventJson(event: RecordedEvent): BoundaryEventJson {
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata,
    tags: event.tags ?? [],
    position: event.position.toString(),
    recordedAt: event.recordedAt,
  };
}
