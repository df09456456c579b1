import { applyDecorators, type Type } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiProperty,
  getSchemaPath,
  type ApiPropertyOptions,
} from '@nestjs/swagger';

/*
 * One declaration per field of a response shape. It describes the field in the OpenAPI
 * document and records what it is (a {@link DeclaredField}), so an app can expose the same
 * shapes in another schema (its GraphQL types) from this one declaration, without the two
 * drifting apart.
 */

export type FieldOptions = { readonly nullable?: boolean; readonly description?: string } & Record<
  string,
  unknown
>;

/** What a field holds, beyond its JSON type: a nested shape names its class. */
export type FieldKind =
  | 'text'
  | 'int'
  | 'safe-int'
  | 'number'
  | 'json'
  | 'text-list'
  | { readonly shape: Type; readonly list: boolean };

export interface DeclaredField {
  readonly name: string;
  readonly kind: FieldKind;
  readonly nullable: boolean;
  readonly description?: string;
}

const DECLARED_FIELDS = Symbol.for('tidemark.declaredFields');

/** The fields `shape` declares with these decorators, in declaration order. */
export function declaredFields(shape: Type): readonly DeclaredField[] {
  return (Reflect.getMetadata(DECLARED_FIELDS, shape.prototype) ?? []) as DeclaredField[];
}

const declare =
  (kind: FieldKind, { nullable, description }: FieldOptions): PropertyDecorator =>
  (target, key) => {
    const own = (Reflect.getOwnMetadata(DECLARED_FIELDS, target) ?? [
      ...((Reflect.getMetadata(DECLARED_FIELDS, target) ?? []) as DeclaredField[]),
    ]) as DeclaredField[];
    const field = { name: String(key), kind, nullable: nullable ?? false, description };
    Reflect.defineMetadata(DECLARED_FIELDS, [...own, field], target);
  };

const field = (kind: FieldKind, api: FieldOptions) =>
  applyDecorators(ApiProperty(api as ApiPropertyOptions), declare(kind, api));

export const JSON_OBJECT = { type: 'object', additionalProperties: true } as const;

export const POSITION = { type: 'string', pattern: '^\\d{1,19}$', example: '42' } as const;
export const INSTANT = {
  type: 'string',
  format: 'date-time',
  example: '2026-01-01T12:00:00.000Z',
} as const;

/** A string. */
export const TextField = (api: FieldOptions = {}) => field('text', { type: 'string', ...api });

/** A 32-bit integer (versions, counts). */
export const IntField = (api: FieldOptions = {}) => field('int', { type: 'integer', ...api });

/** An integer up to 2^53 − 1 (cents, counts that may outgrow 32 bits). */
export const SafeIntField = (api: FieldOptions = {}) =>
  field('safe-int', { type: 'integer', ...api });

/** A number (a fraction, a ratio). */
export const NumberField = (api: FieldOptions = {}) => field('number', { type: 'number', ...api });

/** A global log position, as a decimal string (it may exceed 2^53). */
export const PositionField = (api: FieldOptions = {}) => field('text', { ...POSITION, ...api });

/** An ISO 8601 instant. */
export const InstantField = (api: FieldOptions = {}) => field('text', { ...INSTANT, ...api });

/** A JSON object. */
export const JsonField = (api: FieldOptions = {}) => field('json', { ...JSON_OBJECT, ...api });

/** A list of strings. */
export const TextListField = (api: FieldOptions = {}) =>
  field('text-list', { type: [String], ...api });

/** A nested shape, or a list of them. */
export const ObjectField = (type: Type, api: FieldOptions & { readonly list?: boolean } = {}) => {
  const { list, nullable, ...rest } = api;
  const kind = { shape: type, list: list === true };
  if (nullable !== true || list === true) {
    return field(kind, { type: list ? [type] : type, nullable, ...rest });
  }
  // OpenAPI 3.0's `nullable` applies to a schema's own `type`, never through a `$ref`: a
  // nullable shape is one of the shape or null (the type given is only what Swagger then drops).
  const openApi = { ...rest, type: 'object', oneOf: [{ $ref: getSchemaPath(type) }, NULL_VALUE] };
  return applyDecorators(
    (target: object) => ApiExtraModels(type)(target.constructor),
    ApiProperty(openApi as ApiPropertyOptions),
    declare(kind, api),
  );
};

/** The schema only `null` fits. */
const NULL_VALUE = { type: 'object', nullable: true, enum: [null] } as const;
