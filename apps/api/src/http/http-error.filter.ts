import {
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { DomainErrorKind } from '@tidemark/domain';
import { CommandRejected, isTidemarkError, type TidemarkErrorCode } from '@tidemark/infra';
import { AppConfig } from '../config';

interface ErrorResponse {
  readonly status: number;
  readonly body: { readonly error: string } & Record<string, unknown>;
}

/**
 * The one place errors become HTTP responses: the libraries' error codes, Fastify's body
 * parsing errors (raised before any controller runs) and unknown routes. Anything else is a
 * 500 without details; it is logged here.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  constructor(private readonly config: AppConfig) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const response = this.toResponse(exception);
    if (reply.sent) {
      // A hijacked (streaming) reply cannot carry a status any more.
      if (response.status >= 500) this.logUnexpected(exception);
      return;
    }
    void reply.status(response.status).send(response.body);
  }

  private toResponse(exception: unknown): ErrorResponse {
    if (exception instanceof CommandRejected) {
      return { status: statusOfRejection(exception.kind), body: exception.toJSON() };
    }
    if (isTidemarkError(exception)) {
      return { status: statusOf(exception.code as TidemarkErrorCode), body: exception.toJSON() };
    }
    // Fastify's own errors (unknown route, body too large, unsupported media type, bad URL)
    // reach here as HttpExceptions carrying their status.
    const status = exception instanceof HttpException ? exception.getStatus() : undefined;
    switch (status) {
      case HttpStatus.NOT_FOUND:
        return { status, body: { error: 'NotFound' } };
      case HttpStatus.PAYLOAD_TOO_LARGE:
        return {
          status,
          body: { error: 'PayloadTooLarge', limitBytes: this.config.bodyLimitBytes },
        };
      case HttpStatus.UNSUPPORTED_MEDIA_TYPE:
        return {
          status,
          body: { error: 'UnsupportedMediaType', message: 'send application/json' },
        };
    }
    if (status !== undefined && status >= 400 && status < 500 && exception instanceof Error) {
      return { status, body: { error: 'BadRequest', message: exception.message } };
    }
    this.logUnexpected(exception);
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: { error: 'InternalError', message: 'internal error' },
    };
  }

  private logUnexpected(exception: unknown): void {
    if (exception instanceof Error) this.logger.error(exception.message, exception.stack);
    else this.logger.error(`non-error thrown: ${String(exception)}`);
  }
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
      return HttpStatus.SERVICE_UNAVAILABLE;
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
