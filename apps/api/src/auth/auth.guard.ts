import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { GqlContextType } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../config';
import { authorizationOf, graphqlOperationOf } from '../graphql/request-context';
import { HttpProblem } from '../http/http-problem';
import { REQUIRED_ROLE } from './requires-role';
import { isOpenPath, requiredRole, roleIncludes, type Role } from './roles';
import { setClientOf } from './client';
import { bearerToken, TokenRegistry, type Client } from './tokens';
import { WriteThrottlerGuard } from './write-throttler.guard';

/**
 * The one global guard: identifies the client by its bearer token, checks the role the
 * route needs when auth is on (`/health`, `/ready`, `/metrics`, `/docs` stay open), then applies the
 * write rate limit, so a rejected token never spends a client's budget. GraphQL operations are
 * checked one top-level field at a time: queries and subscriptions need reader, mutations writer,
 * fields marked `@RequiresRole('admin')` admin.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly tokens: TokenRegistry;

  constructor(
    private readonly config: AppConfig,
    private readonly throttler: WriteThrottlerGuard,
    private readonly reflector: Reflector,
  ) {
    this.tokens = new TokenRegistry(config.auth.tokens);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const type = context.getType<GqlContextType>();
    if (type === 'graphql') return this.canRunGraphQL(context);
    if (type !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const path = routePath(request);
    const client = this.identify(request.headers.authorization);
    if (client) setClientOf(request, client);
    if (!isOpenPath(path)) this.authorize(client, requiredRole(request.method, path));
    return this.throttler.canActivate(context);
  }

  private async canRunGraphQL(context: ExecutionContext): Promise<boolean> {
    const { kind, request } = graphqlOperationOf(context);
    const client = this.identify(authorizationOf(request));
    if (client && request.req) setClientOf(request.req, client);
    this.authorize(
      client,
      this.reflector.getAllAndOverride<Role | undefined>(REQUIRED_ROLE, [
        context.getHandler(),
        context.getClass(),
      ]) ?? (kind === 'Mutation' ? 'writer' : 'reader'),
    );
    return this.throttler.canActivate(context);
  }

  private identify(authorization: string | string[] | undefined): Client | undefined {
    const token = bearerToken(authorization);
    return token === undefined ? undefined : this.tokens.identify(token);
  }

  /** With auth on: 401 without a known token, 403 when its role is short of `required`. */
  private authorize(client: Client | undefined, required: Role): void {
    if (!this.config.auth.enabled) return;
    if (!client) {
      throw new HttpProblem(
        HttpStatus.UNAUTHORIZED,
        { error: 'Unauthorized' },
        { 'www-authenticate': 'Bearer' },
      );
    }
    if (!roleIncludes(client.role, required)) {
      throw new HttpProblem(HttpStatus.FORBIDDEN, { error: 'Forbidden', required });
    }
  }
}

/** The matched route's pattern (`/admin/projections/:name`), not the raw, encodable URL. */
function routePath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url ?? request.url.split('?', 1)[0];
  return pattern.length > 1 ? pattern.replace(/\/+$/, '') : pattern;
}
