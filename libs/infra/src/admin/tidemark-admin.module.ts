import { Module, type DynamicModule, type ModuleMetadata, type Provider } from '@nestjs/common';
import { parseRoleTokens } from './access/tokens';
import { isGuardClass, TidemarkAdminGuards, TidemarkAdminRoleGuard } from './guards/admin-guards';
import {
  TIDEMARK_ADMIN_OPTIONS,
  type AdminGuard,
  type AdminGuardChoice,
  type ResolvedAdminOptions,
  type TidemarkAdminModuleAsyncOptions,
  type TidemarkAdminModuleOptions,
  type TidemarkAdminOptions,
} from './guards/admin-options';
import { DeadLettersAdminController } from './dead-letters/dead-letters-admin.controller';
import { ProjectionsAdminController } from './listeners/projections-admin.controller';
import { StreamAdminController } from './streams/stream-admin.controller';
import { TidemarkConsoleModule } from './console/console.module';

const DEFAULT_GUARDS: readonly AdminGuard[] = [TidemarkAdminRoleGuard];

function consoleImports(choice: AdminGuardChoice['console']): DynamicModule[] {
  if (choice === false || choice === undefined) return [];
  return [TidemarkConsoleModule.forRoot(choice === true ? {} : choice)];
}

/** Refuses to start on a token it cannot read: an unreadable list must not guard anything. */
function resolveOptions(
  { tokens = [] }: TidemarkAdminOptions,
  guards: readonly AdminGuard[],
): ResolvedAdminOptions {
  if (typeof tokens !== 'string') return { tokens, guards };
  const parsed = parseRoleTokens(tokens, 'TidemarkAdminModule tokens');
  if (parsed.problems.length > 0) throw new Error(parsed.problems.join('; '));
  return { tokens: parsed.tokens, guards };
}

/**
 * The admin HTTP API over the app's `TidemarkModule` (import both): listeners under
 * `/admin/projections` (list, one, pause, resume, rebuild, replay a stream), dead letters under
 * `/admin/dead-letters` (list, one, re-drive, discard), a stream's lifecycle under
 * `/admin/streams/:streamId` (delete, tombstone, metadata) and `POST /admin/scavenge`, each
 * described for `@nestjs/swagger`. Every route passes the module's guards (by default the admin
 * role over bearer tokens; see {@link TidemarkAdminModuleOptions}) and answers errors as
 * `TidemarkExceptionFilter` does, on Express and Fastify. With `console`, it also serves the admin
 * console at `/console/`. See docs/admin.md.
 */
@Module({})
export class TidemarkAdminModule {
  static forRoot(options: TidemarkAdminModuleOptions = {}): DynamicModule {
    const { guards = DEFAULT_GUARDS, console = false, ...rest } = options;
    return TidemarkAdminModule.with(
      { provide: TIDEMARK_ADMIN_OPTIONS, useValue: resolveOptions(rest, guards) },
      consoleImports(console),
      guards,
    );
  }

  /** The tokens from a factory (e.g. a config service); the guards decided here. */
  static forRootAsync(options: TidemarkAdminModuleAsyncOptions): DynamicModule {
    const {
      guards = DEFAULT_GUARDS,
      console = false,
      imports = [],
      inject = [],
      useFactory,
    } = options;
    return TidemarkAdminModule.with(
      {
        provide: TIDEMARK_ADMIN_OPTIONS,
        inject,
        useFactory: async (...args: never[]) => resolveOptions(await useFactory(...args), guards),
      },
      [...imports, ...consoleImports(console)],
      guards,
    );
  }

  private static with(
    options: Provider,
    imports: NonNullable<ModuleMetadata['imports']>,
    guards: readonly AdminGuard[],
  ): DynamicModule {
    return {
      module: TidemarkAdminModule,
      imports,
      controllers: [ProjectionsAdminController, DeadLettersAdminController, StreamAdminController],
      providers: [options, TidemarkAdminGuards, ...guards.filter(isGuardClass)],
    };
  }
}
