import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../config';
import { HttpProblem } from '../http/http-problem';
import { isOpenPath, requiredRole, roleIncludes } from './roles';
import { setClientOf } from './client';
import { bearerToken, TokenRegistry } from './tokens';
import { WriteThrottlerGuard } from './write-throttler.guard';

/**
 * The one global guard: identifies the client by its bearer token, checks the role the
 * route needs when auth is on (`/health`, `/ready`, `/metrics`, `/docs` stay open), then applies the
 * write rate limit, so a rejected token never spends a client's budget.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly tokens: TokenRegistry;

  constructor(
    private readonly config: AppConfig,
    private readonly throttler: WriteThrottlerGuard,
  ) {
    this.tokens = new TokenRegistry(config.auth.tokens);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const path = routePath(request);
    const token = bearerToken(request.headers.authorization);
    const client = token === undefined ? undefined : this.tokens.identify(token);
    if (client) setClientOf(request, client);

    if (this.config.auth.enabled && !isOpenPath(path)) {
      if (!client) {
        throw new HttpProblem(
          HttpStatus.UNAUTHORIZED,
          { error: 'Unauthorized' },
          { 'www-authenticate': 'Bearer' },
        );
      }
      const required = requiredRole(request.method, path);
      if (!roleIncludes(client.role, required)) {
        throw new HttpProblem(HttpStatus.FORBIDDEN, { error: 'Forbidden', required });
      }
    }
    return this.throttler.canActivate(context);
  }
}

/** The matched route's pattern (`/admin/projections/:name`), not the raw, encodable URL. */
function routePath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url ?? request.url.split('?', 1)[0];
  return pattern.length > 1 ? pattern.replace(/\/+$/, '') : pattern;
}
