import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

const invalid = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'ValidationError', status: 400 } });

/** An integer that JavaScript holds exactly (|n| ≤ 2^53 − 1): cents beyond Int's 32 bits. */
export const SafeInt = new GraphQLScalarType<number, number>({
  name: 'SafeInt',
  description: 'An integer from -(2^53 - 1) to 2^53 - 1 (amounts in cents)',
  serialize: (value) => {
    if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
    throw invalid(`SafeInt cannot represent ${String(value)}`);
  },
  parseValue: (value) => {
    if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
    throw invalid(`SafeInt must be an integer within ±(2^53 - 1), not ${JSON.stringify(value)}`);
  },
  parseLiteral: (ast) => {
    const value = ast.kind === Kind.INT ? Number(ast.value) : NaN;
    if (Number.isSafeInteger(value)) return value;
    throw invalid('SafeInt must be an integer within ±(2^53 - 1)');
  },
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A JSON object: an event's `data` and `metadata`, as stored. */
export const JSONObject = new GraphQLScalarType<Record<string, Json>, Record<string, Json>>({
  name: 'JSONObject',
  description: 'A JSON object',
  serialize: (value) => objectOrThrow(value),
  parseValue: (value) => objectOrThrow(value),
  parseLiteral: (ast, variables) => objectOrThrow(literal(ast, variables)),
});

function objectOrThrow(value: unknown): Record<string, Json> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return value as Record<string, Json>;
  }
  throw invalid('JSONObject must be an object');
}

function literal(ast: ValueNode, variables: Record<string, unknown> | null | undefined): Json {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.ENUM:
      return ast.value;
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map((item) => literal(item, variables));
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literal(f.value, variables)]));
    case Kind.VARIABLE:
      return (variables?.[ast.name.value] ?? null) as Json;
  }
}
