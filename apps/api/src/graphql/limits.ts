import { GraphQLError, type ValidationRule } from 'graphql';
import {
  createComplexityRule,
  fieldExtensionsEstimator,
  simpleEstimator,
  type ComplexityEstimatorArgs,
} from 'graphql-query-complexity';

/**
 * The cost of a page: its `limit` (or the default when none is given) times the cost of one
 * item. Put on a query with `@Query(..., { complexity: pageComplexity(100) })`.
 */
export function pageComplexity(defaultLimit: number) {
  return ({ args, childComplexity }: Pick<ComplexityEstimatorArgs, 'args' | 'childComplexity'>) => {
    const limit: unknown = args.limit;
    const items = typeof limit === 'number' && limit > 0 ? limit : defaultLimit;
    return 1 + items * Math.max(1, childComplexity);
  };
}

/**
 * Refuses an operation costing more than `maximum` before it runs: 1 per field, pages by
 * {@link pageComplexity}. Variables count, so the rule is built per request.
 */
export function complexityRule(
  maximum: number,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): ValidationRule {
  return createComplexityRule({
    maximumComplexity: maximum,
    variables,
    operationName,
    estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
    createError: (max, actual) =>
      new GraphQLError(`the operation costs ${actual}, more than the limit of ${max}`, {
        extensions: {
          code: 'QueryTooComplex',
          status: 400,
          maximumComplexity: max,
          complexity: actual,
        },
      }),
  });
}
