import {
  applyDecorators,
  ForbiddenException,
  Inject,
  Injectable,
  type CanActivate,
  type ExecutionContext,
  type Type,
  UseFilters,
  UseGuards,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { isObservable, lastValueFrom } from 'rxjs';
import { TidemarkExceptionFilter } from '../../nest/http/exception-filter';
import { authorizeRole } from '../access/roles';
import { bearerToken, TokenRegistry } from '../access/tokens';
import { TIDEMARK_ADMIN_OPTIONS, type ResolvedAdminOptions } from './admin-options';

/**
 * The default guard of the admin routes: `Authorization: Bearer <token>` must carry a token
 * configured with the admin role (`tokens`). 401 `Unauthorized` without a known token (so
 * every request, while no token is configured), 403 `Forbidden` `{required: "admin"}` for a
 * reader's or a writer's. Reads the header only, so it works on Express and Fastify alike.
 */
@Injectable()
export class TidemarkAdminRoleGuard implements CanActivate {
  private readonly tokens: TokenRegistry;

  constructor(@Inject(TIDEMARK_ADMIN_OPTIONS) options: ResolvedAdminOptions) {
    this.tokens = new TokenRegistry(options.tokens);
  }

  canActivate(context: ExecutionContext): boolean {
    const { headers } = context
      .switchToHttp()
      .getRequest<{ headers: Record<string, string | string[] | undefined> }>();
    const token = bearerToken(headers.authorization);
    authorizeRole(token === undefined ? undefined : this.tokens.identify(token)?.role, 'admin');
    return true;
  }
}

/**
 * Runs the guards the module was given, in order, on every admin route: the first that refuses
 * (throws, or answers false: 403 as Nest answers it) ends the request. A guard given as a class
 * is a provider of the admin module, so it may inject what the module's `imports` export.
 */
@Injectable()
export class TidemarkAdminGuards implements CanActivate {
  private readonly guards: readonly CanActivate[];

  constructor(@Inject(TIDEMARK_ADMIN_OPTIONS) options: ResolvedAdminOptions, modules: ModuleRef) {
    this.guards = options.guards.map((guard) =>
      isGuardClass(guard) ? modules.get(guard, { strict: true }) : guard,
    );
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    for (const guard of this.guards) {
      const answer = guard.canActivate(context);
      const allowed = isObservable(answer) ? await lastValueFrom(answer) : await answer;
      if (!allowed) throw new ForbiddenException('Forbidden resource');
    }
    return true;
  }
}

export function isGuardClass(guard: Type<CanActivate> | CanActivate): guard is Type<CanActivate> {
  return typeof guard === 'function';
}

/**
 * What every admin controller declares: the module's guards, and Tidemark's error bodies (so
 * they hold in an app whose global filter is Nest's own).
 */
export const AdminRoutes = (): ClassDecorator =>
  applyDecorators(UseGuards(TidemarkAdminGuards), UseFilters(TidemarkExceptionFilter));
