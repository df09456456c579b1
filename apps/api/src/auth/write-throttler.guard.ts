import { HttpStatus, Injectable, type ExecutionContext } from '@nestjs/common';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { Reflector } from '@nestjs/core';
import type { GqlContextType } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import { graphqlOperationOf } from '../graphql/request-context';
import { AppConfig } from '../config';
import { HttpProblem } from '@tidemark/infra/nestjs';
import { isRead } from '../access/roles';
import { clientOf } from './client';

export const WRITES_THROTTLER = 'writes';

/**
 * Limits each client's writes (every method but GET and HEAD, and reads sent as POST) per minute, over all write
 * endpoints together. A client is its token when it carries a configured one, else its IP.
 * Called by the AuthGuard after the token check, not registered on its own.
 */
@Injectable()
export class WriteThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    private readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    if (this.config.rateLimit.writesPerMinute === 0) return true;
    if (context.getType<GqlContextType>() === 'graphql') {
      // Mutations over HTTP count; queries and subscriptions (no request to count by) do not.
      const { kind, request } = graphqlOperationOf(context);
      return kind !== 'Mutation' || !request.req;
    }
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return isRead(request.method, request.routeOptions.url ?? request.url.split('?', 1)[0]);
  }

  protected override getRequestResponse(context: ExecutionContext): {
    req: Record<string, unknown>;
    res: Record<string, unknown>;
  } {
    if (context.getType<GqlContextType>() !== 'graphql') return super.getRequestResponse(context);
    const { req, reply } = graphqlOperationOf(context).request;
    return {
      req: req as unknown as Record<string, unknown>,
      res: reply as unknown as Record<string, unknown>,
    };
  }

  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    const fastifyRequest = request as unknown as FastifyRequest;
    const client = clientOf(fastifyRequest);
    return client ? `token:${client.fingerprint}` : `ip:${await super.getTracker(request)}`;
  }

  protected override generateKey(
    _context: ExecutionContext,
    tracker: string,
    name: string,
  ): string {
    return `${name}:${tracker}`;
  }

  protected override async throwThrottlingException(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    throw new HttpProblem(
      HttpStatus.TOO_MANY_REQUESTS,
      { error: 'TooManyRequests' },
      { 'retry-after': String(Math.max(1, detail.timeToBlockExpire)) },
    );
  }
}
