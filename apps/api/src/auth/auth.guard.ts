import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { GqlContextType } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import { authorizationOf, graphqlOperationOf } from '../graphql/request-context';
import { Authenticator } from './authenticator';
import { REQUIRED_ROLE } from './requires-role';
import type { Role } from '@tidemark/infra/admin';
import { isOpenPath, requiredRole } from '../access/roles';
import { setClientOf } from './client';
import { WriteThrottlerGuard } from './write-throttler.guard';

/**
 * The one global guard: identifies the client by its bearer token, checks the role the
 * route needs when auth is on (`/health`, `/ready`, `/metrics`, `/docs` stay open), then applies the
 * write rate limit, so a rejected token never spends a client's budget. GraphQL operations are
 * checked one top-level field at a time: queries and subscriptions need reader, mutations writer,
 * fields marked `@RequiresRole('admin')` admin (introspection, which has no resolver: see
 * introspection.ts).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly auth: Authenticator,
    private readonly throttler: WriteThrottlerGuard,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const type = context.getType<GqlContextType>();
    if (type === 'graphql') return this.canRunGraphQL(context);
    if (type !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const path = routePath(request);
    const client = this.auth.identify(request.headers.authorization);
    if (client) setClientOf(request, client);
    if (!isOpenPath(path)) this.auth.authorize(client, requiredRole(request.method, path));
    return this.throttler.canActivate(context);
  }

  private async canRunGraphQL(context: ExecutionContext): Promise<boolean> {
    const { kind, request } = graphqlOperationOf(context);
    const client = this.auth.identify(authorizationOf(request));
    if (client && request.req) setClientOf(request.req, client);
    this.auth.authorize(
      client,
      this.reflector.getAllAndOverride<Role | undefined>(REQUIRED_ROLE, [
        context.getHandler(),
        context.getClass(),
      ]) ?? (kind === 'Mutation' ? 'writer' : 'reader'),
    );
    return this.throttler.canActivate(context);
  }
}

/** The matched route's pattern (`/admin/projections/:name`), not the raw, encodable URL. */
function routePath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url ?? request.url.split('?', 1)[0];
  return pattern.length > 1 ? pattern.replace(/\/+$/, '') : pattern;
}
