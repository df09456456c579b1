import { applyDecorators, type Type } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtraModels,
  ApiHeader,
  ApiQuery,
  ApiResponse,
  DECORATORS,
  getSchemaPath,
} from '@nestjs/swagger';
import type {
  OpenAPIObject,
  ReferenceObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { CHECKPOINT_HEADER } from '../http/headers';
import {
  DuplicateEventIdSchema,
  ErrorBodySchema,
  ForbiddenSchema,
  PayloadTooLargeSchema,
  ProjectionBehindSchema,
  StoreFullSchema,
  StoreUnavailableSchema,
  StreamDeletedSchema,
  ValidationErrorSchema,
  WrongExpectedVersionSchema,
} from './error-bodies.schema';

/** The name of the bearer scheme in `components.securitySchemes`. */
export const BEARER_SCHEME = 'bearer';

export type ErrorStatus =
  400 | 401 | 403 | 404 | 409 | 410 | 412 | 413 | 415 | 422 | 429 | 501 | 503 | 507;

const ERROR_MODELS = [
  ErrorBodySchema,
  ValidationErrorSchema,
  WrongExpectedVersionSchema,
  DuplicateEventIdSchema,
  ProjectionBehindSchema,
  ForbiddenSchema,
  PayloadTooLargeSchema,
  StoreUnavailableSchema,
  StoreFullSchema,
  StreamDeletedSchema,
];

const ref = (model: Type<unknown>): ReferenceObject => ({ $ref: getSchemaPath(model) });

/** The `error` code a body model declares (its `error` property's one enum value). */
function codeOf(model: Type<unknown>): string {
  const error = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, model.prototype, 'error') as
    { enum?: string[] } | undefined;
  const code = error?.enum?.length === 1 ? error.enum[0] : undefined;
  if (code === undefined) throw new Error(`${model.name} declares no single error code`);
  return code;
}

/**
 * One of `models`, or a body with any other code: each body fits exactly one branch, as a
 * client's validator checks `oneOf`.
 */
const oneOf = (...models: Type<unknown>[]): SchemaObject | ReferenceObject => ({
  oneOf: [
    ...models.map(ref),
    {
      type: 'object',
      description: 'Any other error code',
      required: ['error'],
      properties: {
        error: { type: 'string', not: { enum: models.map(codeOf) } },
        message: { type: 'string' },
      },
    },
  ],
});

/** What each error status means in this API, unless an endpoint says more. */
const DEFAULT_ERRORS: Record<
  ErrorStatus,
  { description: string; schema: SchemaObject | ReferenceObject }
> = {
  400: {
    description: 'ValidationError: every problem of the path, query, headers and body',
    schema: ref(ValidationErrorSchema),
  },
  401: {
    description: 'Unauthorized (auth on): no or unknown bearer token; `WWW-Authenticate: Bearer`',
    schema: ref(ErrorBodySchema),
  },
  403: { description: "Forbidden: the token's role is too low", schema: ref(ForbiddenSchema) },
  404: { description: 'Not found', schema: ref(ErrorBodySchema) },
  409: { description: 'Conflict', schema: ref(ErrorBodySchema) },
  410: {
    description: 'StreamDeleted: the stream was tombstoned (deleted for good)',
    schema: ref(StreamDeletedSchema),
  },
  412: {
    description: 'If-Match names a version that is no longer current: re-read and retry',
    schema: ref(WrongExpectedVersionSchema),
  },
  413: { description: 'PayloadTooLarge', schema: ref(PayloadTooLargeSchema) },
  415: { description: 'UnsupportedMediaType: send application/json', schema: ref(ErrorBodySchema) },
  422: { description: 'Unprocessable', schema: ref(ErrorBodySchema) },
  429: {
    description: 'TooManyRequests: the write rate limit per client; see `Retry-After`',
    schema: ref(ErrorBodySchema),
  },
  501: {
    description: 'NotSupported: this store cannot do it (EventStoreDB behind the event store)',
    schema: ref(ErrorBodySchema),
  },
  503: {
    description: 'StoreUnavailable: the store (or Redis) does not answer; see `Retry-After`',
    schema: oneOf(StoreUnavailableSchema),
  },
  507: {
    description: 'StoreFull: the store has no room to write; nothing was written; `Retry-After`',
    schema: ref(StoreFullSchema),
  },
};

/** `models`: the bodies with their own fields; the status may also carry any other error code. */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * The errors Fastify and the guard answer before any controller runs, on every operation they
 * apply to: a path parameter that is not UTF-8 once decoded (400); on writes, a body that is
 * not JSON (400), too large (413) or not JSON at all (415), and the write rate limit (429).
 * An operation that declares one of them keeps its own description.
 */
export function addRequestErrors(document: OpenAPIObject): OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const writes = method !== 'get' && method !== 'head' && method !== 'options';
      // Every route but the documentation itself reads or writes a store that may be down.
      const stored = !path.startsWith('/docs');
      const statuses: ErrorStatus[] = [
        ...(path.includes('{') || writes ? [400 as const] : []),
        ...(writes ? [413 as const, 415 as const, 429 as const, 507 as const] : []),
        ...(stored ? [503 as const] : []),
      ];
      for (const status of statuses) {
        const { description, schema } = DEFAULT_ERRORS[status];
        operation.responses[status] ??= {
          description,
          content: { 'application/json': { schema } },
        };
      }
    }
  }
  return document;
}

export type ErrorOverride = { description?: string; models?: Type<unknown>[] };

/**
 * The error responses an operation can give: the status list, each with the app's standard
 * body, or `{status: {description, models}}` to say more.
 */
export function ApiErrors(
  ...errors: (ErrorStatus | Partial<Record<ErrorStatus, ErrorOverride>>)[]
): MethodDecorator {
  const responses = errors.flatMap((error) =>
    typeof error === 'number'
      ? [{ status: error, ...DEFAULT_ERRORS[error] }]
      : Object.entries(error).map(([key, override]) => {
          const status = Number(key) as ErrorStatus;
          const models = override?.models;
          return {
            status,
            description: override?.description ?? DEFAULT_ERRORS[status].description,
            schema: models ? oneOf(...models) : DEFAULT_ERRORS[status].schema,
          };
        }),
  );
  return applyDecorators(
    ApiExtraModels(...ERROR_MODELS),
    ...responses.map(({ status, description, schema }) =>
      ApiResponse({ status, description, schema }),
    ),
  );
}

/** The 409 of an append: a lost concurrency check, a clashing event id or a key in flight. */
export const APPEND_CONFLICT: ErrorOverride = {
  description:
    'WrongExpectedVersion, DuplicateEventId, or IdempotencyKeyInFlight (`Retry-After: 1`)',
  models: [WrongExpectedVersionSchema, DuplicateEventIdSchema],
};

/** The 409 of a stream admin command: its expected version did not hold. */
export const WRONG_EXPECTED_VERSION: ErrorOverride = {
  description: 'WrongExpectedVersion: the stream (or its metadata) is at another version',
  models: [WrongExpectedVersionSchema],
};

/** The 503 of a projection read asked for `minPosition` it has not reached yet. */
export const PROJECTION_BEHIND: ErrorOverride = {
  description: `ProjectionBehind: not yet at minPosition within waitMs; \`Retry-After\`, \`${CHECKPOINT_HEADER}\``,
  models: [ProjectionBehindSchema, StoreUnavailableSchema],
};

/**
 * Every route behind the auth guard: the bearer scheme, and 401 (no or unknown token); 403
 * too when the lowest role (reader) is not enough: writes and `/admin`.
 */
export function ApiSecured(requiresMoreThanReader: boolean): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiBearerAuth(BEARER_SCHEME),
    ApiResponse({ status: 401, ...DEFAULT_ERRORS[401] }),
    ...(requiresMoreThanReader ? [ApiResponse({ status: 403, ...DEFAULT_ERRORS[403] })] : []),
    ApiExtraModels(...ERROR_MODELS),
  );
}

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

/**
 * One query parameter per property of a query DTO annotated with `@ApiPropertyOptional`:
 * the controllers validate the raw query with `checkDto`, so Swagger cannot see the class.
 */
export function ApiQueryFrom(dto: Type<unknown>): MethodDecorator {
  const names = (Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES_ARRAY, dto.prototype) ??
    []) as string[];
  return applyDecorators(
    ...names.map((entry) => {
      const name = entry.replace(/^:/, '');
      const property = (Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, dto.prototype, name) ??
        {}) as SchemaObject & { required?: boolean };
      const { required, description, type, ...schema } = property as Record<string, unknown> & {
        required?: boolean;
        description?: string;
      };
      // Query values are strings; a `boolean` property is written `true`/`false`.
      const jsonType = type === Boolean || type === 'boolean' ? 'boolean' : 'string';
      return ApiQuery({
        name,
        required: required ?? false,
        description,
        schema: { ...schema, type: jsonType } as SchemaObject,
      });
    }),
  );
}
