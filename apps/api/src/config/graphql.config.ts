import { EnvReader, type Env, type Read } from './env';

/** Limits on one GraphQL operation, checked before it runs. */
export interface GraphQLOptions {
  /**
   * Deepest selection allowed (`order { lines { sku } }` is 3). Our own types nest at most 4
   * deep; the standard introspection query (GraphQL tools send it) is 15, the default.
   */
  readonly maxDepth: number;
  /** Highest cost allowed: 1 per field, a page's fields times its `limit`. */
  readonly maxComplexity: number;
  /** Most aliased fields in one document (an alias repeats a field's data in the answer). */
  readonly maxAliases: number;
}

export function readGraphQLOptions(env: Env): Read<GraphQLOptions> {
  const vars = new EnvReader(env);
  return vars.result({
    maxDepth: vars.integer('GRAPHQL_MAX_DEPTH', 15, 1, 100),
    maxComplexity: vars.integer('GRAPHQL_MAX_COMPLEXITY', 20_000, 1, 10_000_000),
    maxAliases: vars.integer('GRAPHQL_MAX_ALIASES', 30, 0, 10_000),
  });
}
