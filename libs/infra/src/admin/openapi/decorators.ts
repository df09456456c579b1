import { applyDecorators, type Type } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtraModels,
  ApiQuery,
  ApiResponse,
  DECORATORS,
  getSchemaPath,
  type ReferenceObject,
  type SchemaObject,
} from '@nestjs/swagger';
import {
  AppendConditionFailedSchema,
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
  AppendConditionFailedSchema,
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
export const ERROR_RESPONSES: Record<
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
      ? [{ status: error, ...ERROR_RESPONSES[error] }]
      : Object.entries(error).map(([key, override]) => {
          const status = Number(key) as ErrorStatus;
          const models = override?.models;
          return {
            status,
            description: override?.description ?? ERROR_RESPONSES[status].description,
            schema: models ? oneOf(...models) : ERROR_RESPONSES[status].schema,
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

/** The 409 of a stream admin command: its expected version did not hold. */
export const WRONG_EXPECTED_VERSION: ErrorOverride = {
  description: 'WrongExpectedVersion: the stream (or its metadata) is at another version',
  models: [WrongExpectedVersionSchema],
};

/**
 * Every route behind the auth guard: the bearer scheme, and 401 (no or unknown token); 403
 * too when the lowest role (reader) is not enough: writes and `/admin`.
 */
export function ApiSecured(requiresMoreThanReader: boolean): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiBearerAuth(BEARER_SCHEME),
    ApiResponse({ status: 401, ...ERROR_RESPONSES[401] }),
    ...(requiresMoreThanReader ? [ApiResponse({ status: 403, ...ERROR_RESPONSES[403] })] : []),
    ApiExtraModels(...ERROR_MODELS),
  );
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
