import { jsonProblems, textProblem } from '@tidemark/domain';
import {
  GraphQLError,
  Kind,
  type ASTNode,
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

/**
 * The strings of a document and of its variables must be text every store holds alike, as a
 * request body's must ({@link jsonProblems}): a NUL in an argument fails on PostgreSQL only.
 * Each problem is a ValidationError naming the argument (or the variable). Built per request,
 * for the variables; a subscription's are checked by its resolver (the hook does not see them).
 */
export function storableTextRule(
  variables: Record<string, unknown> | undefined,
  maxDepth: number,
): ValidationRule {
  const invalid = (message: string, path: string, nodes?: readonly ASTNode[]) =>
    new GraphQLError(message, {
      nodes,
      extensions: { code: 'ValidationError', status: 400, details: [{ path, message }] },
    });
  return (context) => ({
    StringValue(node, _key, parent, _path, ancestors) {
      const name = nameOfArgument([...ancestors, ...(parent === undefined ? [] : [parent])]);
      const problem = textProblem(name, node.value);
      if (problem) context.reportError(invalid(problem, name, [node]));
    },
    Document: {
      leave() {
        const check = { path: 'variables', maxDepth };
        for (const { path, message } of jsonProblems(variables ?? {}, check)) {
          context.reportError(invalid(message, path));
        }
      },
    },
  });
}

/** The argument (or input field) a literal is the value of, for messages. */
function nameOfArgument(ancestors: readonly (ASTNode | readonly ASTNode[])[]): string {
  for (let i = ancestors.length - 1; i >= 0; i -= 1) {
    const node = ancestors[i];
    if ('kind' in node && (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD)) {
      return node.name.value;
    }
  }
  return 'a string';
}
