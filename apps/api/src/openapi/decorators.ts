import { ApiHeader } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import {
  DuplicateEventIdSchema,
  ERROR_RESPONSES,
  ProjectionBehindSchema,
  StoreUnavailableSchema,
  WrongExpectedVersionSchema,
  type ErrorOverride,
  type ErrorStatus,
} from '@tidemark/infra/admin';
import { isRead } from '../access/roles';
import { CHECKPOINT_HEADER } from '../http/headers';

export {
  ApiErrors,
  ApiQueryFrom,
  ApiSecured,
  BEARER_SCHEME,
  WRONG_EXPECTED_VERSION,
  type ErrorOverride,
  type ErrorStatus,
} from '@tidemark/infra/admin';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * The errors Fastify and the guard answer before any controller runs, on every operation they
 * apply to: a path parameter that is not UTF-8 once decoded (400); on every POST, PUT, DELETE a
 * body that is not JSON (400), too large (413) or not JSON at all (415); on writes the rate
 * limit (429) and a full store (507).
 * An operation that declares one of them keeps its own description.
 */
export function addRequestErrors(document: OpenAPIObject): OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const withBody = method !== 'get' && method !== 'head' && method !== 'options';
      // A read sent as POST for its body (POST /dcb/read) is neither limited nor writes.
      const writes = withBody && !isRead(method.toUpperCase(), path);
      // Every route but the documentation itself reads or writes a store that may be down.
      const stored = !path.startsWith('/docs');
      const statuses: ErrorStatus[] = [
        ...(path.includes('{') || withBody ? [400 as const] : []),
        ...(withBody ? [413 as const, 415 as const] : []),
        ...(writes ? [429 as const, 507 as const] : []),
        ...(stored ? [503 as const] : []),
      ];
      for (const status of statuses) {
        const { description, schema } = ERROR_RESPONSES[status];
        operation.responses[status] ??= {
          description,
          content: { 'application/json': { schema } },
        };
      }
    }
  }
  return document;
}

/** The 409 of an append: a lost concurrency check, a clashing event id or a key in flight. */
export const APPEND_CONFLICT: ErrorOverride = {
  description:
    'WrongExpectedVersion, DuplicateEventId, or IdempotencyKeyInFlight (`Retry-After: 1`)',
  models: [WrongExpectedVersionSchema, DuplicateEventIdSchema],
};

/** The 503 of a projection read asked for `minPosition` it has not reached yet. */
export const PROJECTION_BEHIND: ErrorOverride = {
  description: `ProjectionBehind: not yet at minPosition within waitMs; \`Retry-After\`, \`${CHECKPOINT_HEADER}\``,
  models: [ProjectionBehindSchema, StoreUnavailableSchema],
};

/**
 * The `Idempotency-Key` header of a command (see docs/http-api.md). The operation declares the 409
 * (IdempotencyKeyInFlight) and 422 (IdempotencyKeyReused) it then gives with `ApiErrors`.
 */
export function ApiIdempotencyKey(required = false): MethodDecorator {
  return ApiHeader({
    name: 'Idempotency-Key',
    required,
    description:
      'Replays the first response for the same key and body; 422 IdempotencyKeyReused with another body, 409 IdempotencyKeyInFlight while the first is in flight',
  });
}

/** The `X-Correlation-Id` header of a command: its events' `metadata.correlationId`. */
export function ApiCorrelationId(): MethodDecorator {
  return ApiHeader({
    name: 'X-Correlation-Id',
    required: false,
    description:
      "Stored in the events' metadata (1-200 visible ASCII characters); when absent, the request's own id (a UUIDv7), the correlationId of its log line",
  });
}
