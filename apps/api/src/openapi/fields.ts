import { applyDecorators, type Type } from '@nestjs/common';
import { Field, Float, Int, type ReturnTypeFunc } from '@nestjs/graphql';
import {
  ApiExtraModels,
  ApiProperty,
  getSchemaPath,
  type ApiPropertyOptions,
} from '@nestjs/swagger';
import { JSONObject, SafeInt } from '../graphql/scalars';

/*
 * One declaration per field of a response shape, for both the OpenAPI document and the GraphQL
 * schema, so the two cannot drift apart.
 */

type Options = { readonly nullable?: boolean; readonly description?: string } & Record<
  string,
  unknown
>;

const graphql = ({ nullable, description }: Options) => ({
  nullable: nullable ?? false,
  ...(description === undefined ? {} : { description }),
});

const both = (api: Options, type: ReturnTypeFunc) =>
  applyDecorators(ApiProperty(api as ApiPropertyOptions), Field(type, graphql(api)));

export const JSON_OBJECT = { type: 'object', additionalProperties: true } as const;

export const POSITION = { type: 'string', pattern: '^\\d{1,19}$', example: '42' } as const;
export const INSTANT = {
  type: 'string',
  format: 'date-time',
  example: '2026-01-01T12:00:00.000Z',
} as const;

/** A string. */
export const TextField = (api: Options = {}) => both({ type: 'string', ...api }, () => String);

/** A 32-bit integer (versions, counts). */
export const IntField = (api: Options = {}) => both({ type: 'integer', ...api }, () => Int);

/** An integer up to 2^53 − 1 (cents, counts that may outgrow 32 bits). */
export const SafeIntField = (api: Options = {}) => both({ type: 'integer', ...api }, () => SafeInt);

/** A number (a fraction, a ratio). */
export const NumberField = (api: Options = {}) => both({ type: 'number', ...api }, () => Float);

/** A global log position, as a decimal string (it may exceed 2^53). */
export const PositionField = (api: Options = {}) => both({ ...POSITION, ...api }, () => String);

/** An ISO 8601 instant. */
export const InstantField = (api: Options = {}) => both({ ...INSTANT, ...api }, () => String);

/** A JSON object. */
export const JsonField = (api: Options = {}) =>
  both({ type: 'object', additionalProperties: true, ...api }, () => JSONObject);

/** A list of strings. */
export const TextListField = (api: Options = {}) =>
  both({ type: [String], ...api }, () => [String]);

/** A nested shape, or a list of them. */
export const ObjectField = (type: Type, api: Options & { readonly list?: boolean } = {}) => {
  const { list, nullable, ...rest } = api;
  if (nullable !== true || list === true) {
    return both({ type: list ? [type] : type, nullable, ...rest }, () => (list ? [type] : type));
  }
  // OpenAPI 3.0's `nullable` applies to a schema's own `type`, never through a `$ref`: a
  // nullable shape is one of the shape or null (the type given is only what Swagger then drops).
  const openApi = { ...rest, type: 'object', oneOf: [{ $ref: getSchemaPath(type) }, NULL_VALUE] };
  return applyDecorators(
    (target: object) => ApiExtraModels(type)(target.constructor),
    ApiProperty(openApi as ApiPropertyOptions),
    Field(() => type, graphql(api)),
  );
};

/** The schema only `null` fits. */
const NULL_VALUE = { type: 'object', nullable: true, enum: [null] } as const;
