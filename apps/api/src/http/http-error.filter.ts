import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AppConfig } from '../config';
import { errorResponse } from './error-response';

/**
 * The one place errors become HTTP responses (the mapping is {@link errorResponse}),
 * including unknown routes and Fastify's body parsing errors. Unexpected errors answer 500
 * without details and are logged here.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  constructor(private readonly config: AppConfig) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const response = errorResponse(exception, this.config.bodyLimitBytes);
    if (reply.sent) {
      // A hijacked (streaming) reply cannot carry a status any more.
      if (response.status >= 500) this.logUnexpected(exception);
      return;
    }
    if (response.unexpected) this.logUnexpected(exception);
    void reply.status(response.status).headers(response.headers).send(response.body);
  }

  private logUnexpected(exception: unknown): void {
    if (exception instanceof Error) this.logger.error(exception.message, exception.stack);
    else this.logger.error(`non-error thrown: ${String(exception)}`);
  }
}
