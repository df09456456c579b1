import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type GraphQLResolveInfo,
  type ValidationRule,
} from 'graphql';
import {
  createComplexityRule,
  fieldExtensionsEstimator,
  getComplexity,
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
    estimators: ESTIMATORS,
    createError: tooComplex,
  });
}

const ESTIMATORS = [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })];

function tooComplex(maximum: number, complexity: number): GraphQLError {
  return new GraphQLError(`the operation costs ${complexity}, more than the limit of ${maximum}`, {
    extensions: { code: 'QueryTooComplex', status: 400, maximumComplexity: maximum, complexity },
  });
}

/**
 * The cost limit for a subscription, checked by its resolver: mercurius does not run the
 * validation rules on WebSocket operations, and its hooks do not see the variables.
 * @throws GraphQLError QueryTooComplex
 */
export function checkComplexity(info: GraphQLResolveInfo, maximum: number): void {
  const query: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [info.operation, ...Object.values(info.fragments)],
  };
  const complexity = getComplexity({
    schema: info.schema,
    query,
    variables: info.variableValues,
    estimators: ESTIMATORS,
  });
  if (complexity > maximum) throw tooComplex(maximum, complexity);
}

/**
 * At most `maximum` aliased fields in a document: aliases repeat a field's data in one answer
 * (a thousand aliases of an event's `data` send its payload a thousand times) at little cost.
 */
export function aliasLimitRule(maximum: number): ValidationRule {
  return (context) => {
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias) aliases += 1;
      },
      Document: {
        leave() {
          if (aliases <= maximum) return;
          context.reportError(
            new GraphQLError(
              `the operation has ${aliases} aliases, more than the limit of ${maximum}`,
              {
                extensions: {
                  code: 'QueryTooComplex',
                  status: 400,
                  maximumAliases: maximum,
                  aliases,
                },
              },
            ),
          );
        },
      },
    };
  };
}
