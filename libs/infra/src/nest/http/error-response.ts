import { STATUS_CODES } from 'node:http';
import { HttpException, HttpStatus } from '@nestjs/common';
import type { DomainErrorKind } from '@tidemark/domain';
import { CommandRejected } from '../../aggregates/aggregate-repository';
import {
  isStoreOutage,
  isTidemarkError,
  ValidationError,
  type TidemarkErrorCode,
} from '../../errors';
import { UnknownListener } from '../../projections/listener-state';
import { HttpProblem, type ErrorBody } from './http-problem';
import { toJsonSafe } from './json-safe';

export interface ErrorResponse {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers: Readonly<Record<string, string>>;
  /** Not one of ours: answered 500 without details, and worth a log line. */
  readonly unexpected: boolean;
}

export interface ErrorResponseOptions {
  /** The body size limit, told to a client whose body was too large (413 `limitBytes`). */
  readonly bodyLimitBytes?: number;
}

/**
 * What a thrown error answers: Tidemark's error codes, {@link HttpProblem}s, and the
 * platform's own errors raised before any controller runs (unknown route, body too large or
 * not JSON: Fastify's and Nest's HttpExceptions, Express body-parser's http-errors). Anything
 * else is a 500 without details. Shared by the exception filter and the idempotency keys,
 * which store the response a command's error answered.
 */
export function errorResponse(
  exception: unknown,
  options: ErrorResponseOptions = {},
): ErrorResponse {
  const answer = (status: number, body: ErrorBody, headers = {}): ErrorResponse => ({
    status,
    // An HttpProblem's body is the app's: a bigint in it must not fail the response.
    body: toJsonSafe(body) as ErrorBody,
    headers,
    unexpected: false,
  });
  if (exception instanceof HttpProblem) {
    return answer(exception.status, exception.body, exception.headers);
  }
  if (exception instanceof CommandRejected) {
    return answer(statusOfRejection(exception.kind), exception.toJSON());
  }
  if (exception instanceof UnknownListener) {
    const { listener, message } = exception;
    return answer(HttpStatus.NOT_FOUND, { error: 'ListenerNotFound', listener, message });
  }
  if (isStoreOutage(exception)) {
    return answer(statusOf(exception.code), exception.toJSON(), {
      'retry-after': String(exception.retryAfterSeconds),
    });
  }
  if (isTidemarkError(exception)) {
    return answer(statusOf(exception.code as TidemarkErrorCode), exception.toJSON());
  }
  const status = clientErrorStatusOf(exception);
  switch (status) {
    case HttpStatus.NOT_FOUND:
      return answer(status, { error: 'NotFound' });
    case HttpStatus.PAYLOAD_TOO_LARGE:
      return answer(status, {
        error: 'PayloadTooLarge',
        ...(options.bodyLimitBytes === undefined ? {} : { limitBytes: options.bodyLimitBytes }),
      });
    case HttpStatus.UNSUPPORTED_MEDIA_TYPE:
      return answer(status, { error: 'UnsupportedMediaType', message: 'send application/json' });
    case HttpStatus.TOO_MANY_REQUESTS:
      return answer(status, { error: 'TooManyRequests' });
  }
  if (status === HttpStatus.BAD_REQUEST && exception instanceof Error) {
    // Nest's own ValidationPipe lists its problems in the response's `message`.
    const problems = listedProblems(exception) ?? [exception.message];
    const details = problems.map((message) => ({ path: '', message }));
    return answer(status, new ValidationError(details).toJSON());
  }
  if (status !== undefined && exception instanceof Error) {
    return answer(status, {
      error: clientErrorName(status),
      message: exception.message,
    });
  }
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: { error: 'InternalError', message: 'internal error' },
    headers: {},
    unexpected: true,
  };
}

/** The `error` of another 4xx (a guard's 403, an HttpException of the app's): its status's name. */
function clientErrorName(status: number): string {
  return STATUS_CODES[status]?.replace(/[^A-Za-z]/g, '') ?? 'BadRequest';
}

/**
 * The 4xx status of an error the platform raised about the request: a Nest HttpException
 * (Fastify's errors reach us as those), or an http-errors error that is meant to be shown
 * (`expose`: Express' body-parser, e.g. 413 for a body over the limit). Any other error's
 * status field is not trusted: its message may hold internal details.
 */
function clientErrorStatusOf(exception: unknown): number | undefined {
  let status: unknown;
  if (exception instanceof HttpException) status = exception.getStatus();
  else if (exception instanceof Error && (exception as { expose?: unknown }).expose === true) {
    status = (exception as { status?: unknown }).status;
  }
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** The messages a 400 HttpException lists (`{message: [...]}`, as Nest's ValidationPipe throws). */
function listedProblems(exception: Error): string[] | undefined {
  if (!(exception instanceof HttpException)) return undefined;
  const response = exception.getResponse();
  const message =
    typeof response === 'object' ? (response as { message?: unknown }).message : undefined;
  return Array.isArray(message) && message.length > 0 && message.every((m) => typeof m === 'string')
    ? message
    : undefined;
}

function statusOf(code: TidemarkErrorCode): number {
  switch (code) {
    case 'ValidationError':
      return HttpStatus.BAD_REQUEST;
    case 'WrongExpectedVersion':
    case 'DuplicateEventId':
    case 'AppendConditionFailed':
    case 'UnknownEventType':
    case 'UnreadableEvent':
      return HttpStatus.CONFLICT;
    case 'StreamNotFound':
      return HttpStatus.NOT_FOUND;
    case 'StreamDeleted':
      return HttpStatus.GONE;
    case 'NotSupported':
      return HttpStatus.NOT_IMPLEMENTED;
    case 'StoreClosed':
    case 'StoreUnavailable':
      return HttpStatus.SERVICE_UNAVAILABLE;
    case 'StoreFull':
      return HttpStatus.INSUFFICIENT_STORAGE;
    default:
      return unmapped(code);
  }
}

function statusOfRejection(kind: DomainErrorKind): number {
  switch (kind) {
    case 'conflict':
      return HttpStatus.CONFLICT;
    case 'rejected':
      return HttpStatus.UNPROCESSABLE_ENTITY;
    case 'not_found':
      return HttpStatus.NOT_FOUND;
    default:
      return unmapped(kind);
  }
}

/** Compile-time check that every code is mapped; a 500 if one slips through at run time. */
function unmapped(_code: never): number {
  return HttpStatus.INTERNAL_SERVER_ERROR;
}
