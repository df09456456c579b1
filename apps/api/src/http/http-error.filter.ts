import { Catch, Inject, Injectable, type ArgumentsHost } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { GqlContextType } from '@nestjs/graphql';
import type { GraphQLError } from 'graphql';
import { isStoreOutage } from '@tidemark/infra';
import { TidemarkExceptionFilter } from '@tidemark/infra/nestjs';
import { AppConfig } from '../config';
import { toGraphQLError } from '../graphql/errors';

/**
 * The library's filter for REST (unknown routes and Fastify's body errors included), and
 * GraphQL errors with the same codes: the one place errors become responses.
 */
@Catch()
@Injectable()
export class HttpErrorFilter extends TidemarkExceptionFilter {
  constructor(
    adapterHost: HttpAdapterHost,
    // Named: without it this parameter inherits the base class's @Inject (the HTTP options).
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {
    super(adapterHost, { bodyLimitBytes: config.http.bodyLimitBytes });
  }

  override catch(exception: unknown, host: ArgumentsHost): unknown {
    if (host.getType<GqlContextType>() !== 'graphql') return super.catch(exception, host);
    if (isStoreOutage(exception)) this.logger.warn(exception.message);
    // Returned, not sent: GraphQL reports it in `errors` with the REST code.
    const { error, unexpected } = toGraphQLError(exception, this.config.http.bodyLimitBytes);
    if (unexpected) this.logUnexpected(exception);
    return error satisfies GraphQLError;
  }
}
