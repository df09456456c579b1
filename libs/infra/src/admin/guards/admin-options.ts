import type {
  CanActivate,
  InjectionToken,
  ModuleMetadata,
  OptionalFactoryDependency,
  Type,
} from '@nestjs/common';
import type { ConfiguredToken } from '../access/tokens';
import type { TidemarkConsoleOptions } from '../console/console.module';

/** A guard of the admin routes: a class (a provider of the admin module) or an instance. */
export type AdminGuard = Type<CanActivate> | CanActivate;

export interface TidemarkAdminOptions {
  /**
   * The bearer tokens {@link TidemarkAdminRoleGuard} (the default guard) knows, each with its
   * role (`reader` < `writer` < `admin`; the admin routes need `admin`): `{token, role}`
   * entries, or the text of an environment variable, `<role>:<token>,<role>:<token>…` (tokens
   * of at least 16 visible ASCII characters). None: every admin request is refused with 401.
   */
  readonly tokens?: readonly ConfiguredToken[] | string;
}

/** Decided where the module is declared: which guards exist is part of the module's shape. */
export interface AdminGuardChoice {
  /**
   * Applied to every admin route, in order. Default `[TidemarkAdminRoleGuard]`: the role
   * guard over `tokens`. `[]` leaves the routes to the app's own global guard (it must then
   * protect `/admin/*`: the module is never open by default, only when told so).
   */
  readonly guards?: readonly AdminGuard[];
  /**
   * Also serve the admin console at `/console/` (see `TidemarkConsoleModule`): `true` for the
   * console this package ships, or its options. Default: not served.
   */
  readonly console?: boolean | TidemarkConsoleOptions;
}

export interface TidemarkAdminModuleOptions extends TidemarkAdminOptions, AdminGuardChoice {}

export interface TidemarkAdminModuleAsyncOptions
  extends Pick<ModuleMetadata, 'imports'>, AdminGuardChoice {
  readonly inject?: Array<InjectionToken | OptionalFactoryDependency>;
  readonly useFactory: (...args: never[]) => TidemarkAdminOptions | Promise<TidemarkAdminOptions>;
}

/** The options as the guards read them: tokens parsed, guards decided. */
export interface ResolvedAdminOptions {
  readonly tokens: readonly ConfiguredToken[];
  readonly guards: readonly AdminGuard[];
}

export const TIDEMARK_ADMIN_OPTIONS = Symbol('tidemark.AdminOptions');
