import { HttpException } from '@nestjs/common';
import {
  GraphQLError,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { errorResponse } from '@tidemark/infra/nestjs';

/** What a GraphQL error's `extensions` carry: the REST error code, its status and details. */
export interface ErrorExtensions extends Record<string, unknown> {
  readonly code: string;
  readonly status: number;
}

/**
 * A thrown error as GraphQL reports it: `extensions.code` is the code REST answers with
 * (`WrongExpectedVersion`, `ValidationError`, `OrderNotFound` …), `extensions.status` its HTTP
 * status, and the rest of the REST error body beside them. Unexpected errors say only
 * `InternalError`.
 */
export function toGraphQLError(
  exception: unknown,
  bodyLimitBytes: number,
): { readonly error: GraphQLError; readonly unexpected: boolean } {
  if (exception instanceof GraphQLError && typeof exception.extensions.code === 'string') {
    return { error: exception, unexpected: false };
  }
  const { status, body, headers, unexpected } = errorResponse(exception, { bodyLimitBytes });
  const { error: code, message, ...details } = body;
  const retryAfter = headers['retry-after'];
  const text = typeof message === 'string' ? message : (problemsOf(details) ?? code);
  // The body's own fields first: `status` is the HTTP status, also where the body has a field of
  // that name (DeadLetterNotPending's is the dead letter's status).
  const extensions: ErrorExtensions = {
    ...details,
    code,
    status,
    ...(retryAfter === undefined ? {} : { retryAfterSeconds: Number(retryAfter) }),
  };
  return {
    error: new GraphQLError(text, { extensions }),
    unexpected,
  };
}

/** A ValidationError's problems in one line: `customerId must be …; lines must be …`. */
function problemsOf(details: Record<string, unknown>): string | undefined {
  const problems = details.details;
  if (!Array.isArray(problems) || problems.length === 0) return undefined;
  return problems
    .map((problem: unknown) =>
      typeof problem === 'object' && problem !== null && 'message' in problem
        ? String(problem.message)
        : String(problem),
    )
    .join('; ');
}

/** mercurius' errorFormatter result. */
export interface FormattedExecution {
  readonly statusCode: number;
  readonly response: ExecutionResult;
}

interface MercuriusError extends Error {
  /** MER_ERR_GQL_VALIDATION carries the document's problems (syntax, validation, depth). */
  readonly errors?: readonly Error[];
  readonly code?: string;
  readonly statusCode?: number;
}

/**
 * Every error of a GraphQL response has an `extensions.code`: a document that does not parse,
 * validate or fit the depth limit is `ValidationError` (400 when nothing ran), complexity over the
 * limit `QueryTooComplex`, and anything without a code of ours `InternalError`, without details.
 */
export function formatExecution(
  execution: ExecutionResult & { readonly statusCode?: number },
  bodyLimitBytes: number,
  logUnexpected: (error: unknown) => void,
): FormattedExecution {
  const errors = (execution.errors ?? []).flatMap((error): GraphQLError[] => {
    const original = error.originalError as MercuriusError | undefined;
    if (original?.errors && Array.isArray(original.errors)) {
      return original.errors.map((problem) => codedProblem(problem));
    }
    if (typeof error.extensions.code === 'string') return [error];
    if (original === undefined || original === null) return [codedProblem(error)];
    // mercurius refusing the request itself (no query in it, a mutation by GET, …).
    if (isRequestProblem(original)) return [requestProblem(original)];
    // Raised outside the resolvers (the request body's parser, its size limit, its media
    // type): REST's mapping, Fastify's 4xx errors as the HttpExceptions Nest makes of them.
    const status = original.statusCode;
    const exception =
      typeof status === 'number' && status >= 400 && status < 500
        ? new HttpException(original.message, status)
        : original;
    const { error: coded, unexpected } = toGraphQLError(exception, bodyLimitBytes);
    if (unexpected) logUnexpected(original);
    return [coded];
  });
  return {
    statusCode: httpStatus(execution, errors),
    response: { data: execution.data ?? null, errors },
  };
}

/**
 * 200 once the operation ran (its errors are in the body, as GraphQL over HTTP has it); a
 * request refused before it ran (no error has a path) answers with the error's status: 400
 * for a document or body problem, 405, 413, 415.
 */
function httpStatus(execution: ExecutionResult, errors: readonly GraphQLError[]): number {
  if (execution.data != null || errors.length === 0 || errors.some((e) => e.path)) return 200;
  const status = errors[0].extensions.status;
  return typeof status === 'number' ? status : 400;
}

function isRequestProblem(error: MercuriusError): boolean {
  return (
    error.code?.startsWith('MER_ERR_') === true &&
    error.statusCode !== undefined &&
    error.statusCode >= 400 &&
    error.statusCode < 500
  );
}

/** mercurius' own refusal: a ValidationError, or MethodNotAllowed (a mutation by GET). */
function requestProblem(error: MercuriusError): GraphQLError {
  const status = error.statusCode ?? 400;
  const code = status === 405 ? 'MethodNotAllowed' : 'ValidationError';
  return new GraphQLError(error.message, { extensions: { code, status } });
}

/**
 * mercurius validates the documents of HTTP operations only: a subscription's (over WebSocket)
 * is validated here, its preSubscriptionExecution hook, and refused with its first problem as a
 * ValidationError (the protocol's error message carries one).
 */
export function validateSubscription(
  schema: GraphQLSchema,
  document: DocumentNode,
  rules: readonly ValidationRule[],
): void {
  const [problem] = validate(schema, document, [...specifiedRules, ...rules]);
  if (problem) throw codedProblem(problem);
}

/** A document problem (GraphQL's own validation, a syntax or depth error) as a ValidationError. */
function codedProblem(problem: Error): GraphQLError {
  if (problem instanceof GraphQLError) {
    if (typeof problem.extensions.code === 'string') return problem;
    return new GraphQLError(problem.message, {
      nodes: problem.nodes,
      path: problem.path,
      extensions: { ...problem.extensions, code: 'ValidationError', status: 400 },
    });
  }
  return new GraphQLError(problem.message, {
    extensions: { code: 'ValidationError', status: 400 },
  });
}
