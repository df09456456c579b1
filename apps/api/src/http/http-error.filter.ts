import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { GqlContextType } from '@nestjs/graphql';
import type { FastifyReply } from 'fastify';
import type { GraphQLError } from 'graphql';
import { isStoreOutage } from '@tidemark/infra';
import { AppConfig } from '../config';
import { toGraphQLError } from '../graphql/errors';
import { errorResponse } from './error-response';

/**
 * The one place errors become HTTP responses (the mapping is {@link errorResponse}), including
 * unknown routes and Fastify's body parsing errors, or GraphQL errors with the same codes.
 * Unexpected errors answer 500 (`InternalError`) without details and are logged here, as are
 * store outages (a warning).
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  constructor(private readonly config: AppConfig) {}

  catch(exception: unknown, host: ArgumentsHost): GraphQLError | void {
    // Answered 503/507 without details: what failed goes to the log.
    if (isStoreOutage(exception)) this.logger.warn(exception.message);
    if (host.getType<GqlContextType>() === 'graphql') {
      // Returned, not sent: GraphQL reports it in `errors` with the REST code.
      const { error, unexpected } = toGraphQLError(exception, this.config.bodyLimitBytes);
      if (unexpected) this.logUnexpected(exception);
      return error;
    }
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
