import {
  Catch,
  Inject,
  Injectable,
  Logger,
  Optional,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { isStoreOutage } from '../../errors';
import { errorResponse } from './error-response';
import { HttpPlatform, type HttpResponseLike } from './http-platform';
import { TIDEMARK_HTTP_OPTIONS, type TidemarkHttpOptions } from './options';

/**
 * Tidemark's errors as HTTP responses, on Express and Fastify (the mapping is
 * {@link errorResponse}): `{error: <code>, …}` with the code's status (WrongExpectedVersion
 * 409, StreamNotFound 404, StreamDeleted 410, NotSupported 501, ValidationError 400,
 * StoreUnavailable 503 and StoreFull 507 with `Retry-After`, a refused command by its kind),
 * {@link HttpProblem}s as they say, the platform's 4xx as theirs. Anything else answers 500 `InternalError` without details and is
 * logged here, as are store outages (a warning).
 *
 * Register with `TidemarkHttpModule` (it does), `{provide: APP_FILTER, useClass:
 * TidemarkExceptionFilter}`, or `app.useGlobalFilters(new TidemarkExceptionFilter(
 * app.get(HttpAdapterHost), options))`. Only HTTP requests are answered: in another context
 * (GraphQL, microservices) the exception is returned to that context's own handling; extend
 * the class and override {@link catch} to map those too.
 */
@Catch()
@Injectable()
export class TidemarkExceptionFilter implements ExceptionFilter {
  protected readonly logger = new Logger('TidemarkExceptionFilter');
  private readonly platform: HttpPlatform;

  constructor(
    adapterHost: HttpAdapterHost,
    @Optional()
    @Inject(TIDEMARK_HTTP_OPTIONS)
    protected readonly options: TidemarkHttpOptions = {},
  ) {
    this.platform = new HttpPlatform(adapterHost);
  }

  catch(exception: unknown, host: ArgumentsHost): unknown {
    if (host.getType() !== 'http') return exception;
    // Answered 503/507 without details: what failed goes to the log.
    if (isStoreOutage(exception)) this.logger.warn(exception.message);
    const response = host.switchToHttp().getResponse<HttpResponseLike>();
    const answer = errorResponse(exception, this.options);
    if (this.platform.sent(response)) {
      // A hijacked (streaming) response cannot carry a status any more.
      if (answer.status >= 500) this.logUnexpected(exception);
      return undefined;
    }
    if (answer.unexpected) this.logUnexpected(exception);
    this.platform.setHeaders(response, answer.headers);
    this.platform.reply(response, answer.status, answer.body);
    return undefined;
  }

  /** An error that is none of ours: its message and stack go to the log, never the client. */
  protected logUnexpected(exception: unknown): void {
    if (exception instanceof Error) this.logger.error(exception.message, exception.stack);
    else this.logger.error(`non-error thrown: ${String(exception)}`);
  }
}
