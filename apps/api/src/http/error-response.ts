import { HttpException, HttpStatus } from '@nestjs/common';
import type { DomainErrorKind } from '@tidemark/domain';
import {
  CommandRejected,
  isStoreOutage,
  isTidemarkError,
  UnknownListener,
  ValidationError,
  type TidemarkErrorCode,
} from '@tidemark/infra';
import { CHECKPOINT_HEADER, ProjectionBehind } from '../projections/read-models';
import { HttpProblem, type ErrorBody } from './http-problem';

export interface ErrorResponse {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers: Readonly<Record<string, string>>;
  /** Not one of ours: answered 500 without details, and worth a log line. */
  readonly unexpected: boolean;
}

/**
 * What a thrown error answers: the libraries' error codes, the app's {@link HttpProblem}s,
 * and Fastify's own errors (raised before any controller runs). Anything else is a 500.
 * Shared by the exception filter and the idempotency interceptor, which stores the response.
 */
export function errorResponse(exception: unknown, bodyLimitBytes: number): ErrorResponse {
  const answer = (status: number, body: ErrorBody, headers = {}): ErrorResponse => ({
    status,
    body,
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
  if (exception instanceof ProjectionBehind) {
    return answer(HttpStatus.SERVICE_UNAVAILABLE, exception.toJSON(), {
      'retry-after': '1',
      [CHECKPOINT_HEADER]: exception.checkpoint.toString(),
    });
  }
  if (isStoreOutage(exception)) {
    return answer(statusOf(exception.code), exception.toJSON(), {
      'retry-after': String(exception.retryAfterSeconds),
    });
  }
  if (isTidemarkError(exception)) {
    return answer(statusOf(exception.code as TidemarkErrorCode), exception.toJSON());
  }
  // Fastify's own errors (unknown route, body too large, unsupported media type, bad URL)
  // reach here as HttpExceptions carrying their status.
  const status = exception instanceof HttpException ? exception.getStatus() : undefined;
  switch (status) {
    case HttpStatus.NOT_FOUND:
      return answer(status, { error: 'NotFound' });
    case HttpStatus.PAYLOAD_TOO_LARGE:
      return answer(status, { error: 'PayloadTooLarge', limitBytes: bodyLimitBytes });
    case HttpStatus.UNSUPPORTED_MEDIA_TYPE:
      return answer(status, { error: 'UnsupportedMediaType', message: 'send application/json' });
    case HttpStatus.TOO_MANY_REQUESTS:
      return answer(status, { error: 'TooManyRequests' });
  }
  if (status === HttpStatus.BAD_REQUEST && exception instanceof Error) {
    return answer(status, new ValidationError([{ path: '', message: exception.message }]).toJSON());
  }
  if (status !== undefined && status >= 400 && status < 500 && exception instanceof Error) {
    return answer(status, { error: 'BadRequest', message: exception.message });
  }
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: { error: 'InternalError', message: 'internal error' },
    headers: {},
    unexpected: true,
  };
}

function statusOf(code: TidemarkErrorCode): number {
  switch (code) {
    case 'ValidationError':
      return HttpStatus.BAD_REQUEST;
    case 'WrongExpectedVersion':
    case 'DuplicateEventId':
      return HttpStatus.CONFLICT;
    case 'StreamNotFound':
      return HttpStatus.NOT_FOUND;
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
