import { applyDecorators, type Type } from '@nestjs/common';
import { Field, Float, Int, ObjectType, type ReturnTypeFunc } from '@nestjs/graphql';
import * as openApi from '@tidemark/infra/admin';
import type { DeclaredField, FieldKind, FieldOptions } from '@tidemark/infra/admin';
import { JSONObject, SafeInt } from '../graphql/scalars';

/*
 * One declaration per field of a response shape, for both the OpenAPI document and the GraphQL
 * schema, so the two cannot drift apart: the library's field decorators describe the field in
 * OpenAPI and record its kind, from which its GraphQL type follows.
 */

export { INSTANT, JSON_OBJECT, POSITION } from '@tidemark/infra/admin';

function graphqlTypeOf(kind: FieldKind): ReturnTypeFunc {
  switch (kind) {
    case 'text':
      return () => String;
    case 'int':
      return () => Int;
    case 'safe-int':
      return () => SafeInt;
    case 'number':
      return () => Float;
    case 'json':
      return () => JSONObject;
    case 'text-list':
      return () => [String];
    default:
      return () => (kind.list ? [kind.shape] : kind.shape);
  }
}

const graphqlField = ({ kind, nullable, description }: Omit<DeclaredField, 'name'>) =>
  Field(graphqlTypeOf(kind), { nullable, ...(description === undefined ? {} : { description }) });

/** The library's field, in GraphQL too. */
const both =
  (openApiField: (api: FieldOptions) => PropertyDecorator, kind: FieldKind) =>
  (api: FieldOptions = {}) =>
    applyDecorators(
      openApiField(api),
      graphqlField({ kind, nullable: api.nullable ?? false, description: api.description }),
    );

export const TextField = both(openApi.TextField, 'text');
export const IntField = both(openApi.IntField, 'int');
export const SafeIntField = both(openApi.SafeIntField, 'safe-int');
export const NumberField = both(openApi.NumberField, 'number');
export const PositionField = both(openApi.PositionField, 'text');
export const InstantField = both(openApi.InstantField, 'text');
export const JsonField = both(openApi.JsonField, 'json');
export const TextListField = both(openApi.TextListField, 'text-list');

/** A nested shape, or a list of them. */
export const ObjectField = (type: Type, api: FieldOptions & { readonly list?: boolean } = {}) =>
  applyDecorators(
    openApi.ObjectField(type, api),
    graphqlField({
      kind: { shape: type, list: api.list === true },
      nullable: api.nullable ?? false,
      description: api.description,
    }),
  );

const exposed = new WeakSet<Type>();

/**
 * Makes a response shape the library declares (the admin API's) a GraphQL object type named
 * `name`, its fields from the same declarations. Shapes nested in it are exposed by their own
 * call, before the schema is built.
 */
export function exposeInGraphql<T extends Type>(shape: T, name: string): T {
  if (exposed.has(shape)) return shape;
  exposed.add(shape);
  for (const { name: property, ...field } of openApi.declaredFields(shape)) {
    graphqlField(field)(shape.prototype as object, property);
  }
  ObjectType(name)(shape);
  return shape;
}
