import {
  Module,
  type DynamicModule,
  type InjectionToken,
  type ModuleMetadata,
  type OptionalFactoryDependency,
  type Provider,
} from '@nestjs/common';
import type { ValidationPipeOptions } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { TidemarkExceptionFilter } from './exception-filter';
import { IdempotencyKeys } from './idempotency-keys';
import { IdempotencyPurger } from './idempotency-purger';
import { IdempotencyInterceptor } from './idempotent';
import { JsonBodiesOnly } from './json-bodies';
import { JsonSafeInterceptor } from './json-safe';
import { TIDEMARK_HTTP_OPTIONS, type TidemarkHttpOptions } from './options';
import { tidemarkValidationPipe } from './validation';

/** Which app-wide enhancers the module registers. */
export interface TidemarkHttpRegistration {
  /**
   * Registers {@link TidemarkExceptionFilter} as the app's filter (`APP_FILTER`). Default true;
   * false when you register a filter of your own (e.g. a subclass that also maps GraphQL).
   */
  readonly exceptionFilter?: boolean;
  /** Registers {@link JsonSafeInterceptor} for every HTTP handler. Default true. */
  readonly jsonSafe?: boolean;
  /**
   * Registers {@link tidemarkValidationPipe} as the app's pipe (`APP_PIPE`): bodies, queries
   * and params typed with class-validator DTO classes are checked, and bad input answers 400
   * `ValidationError` listing every field's problem before any handler runs (needs
   * `class-validator` and `class-transformer`). Options override its defaults. Default false.
   */
  readonly validation?: boolean | ValidationPipeOptions;
  /**
   * Answers a request whose body is not `application/json` 415 before its handler runs, on
   * Express and Fastify alike (`APP_GUARD`). Default true; false when some routes take other
   * bodies (forms, uploads).
   */
  readonly jsonBodiesOnly?: boolean;
}

export type TidemarkHttpModuleOptions = TidemarkHttpOptions & TidemarkHttpRegistration;

export interface TidemarkHttpModuleAsyncOptions
  extends Pick<ModuleMetadata, 'imports'>, TidemarkHttpRegistration {
  readonly inject?: Array<InjectionToken | OptionalFactoryDependency>;
  readonly useFactory: (...args: never[]) => TidemarkHttpOptions | Promise<TidemarkHttpOptions>;
}

/**
 * Tidemark's HTTP edge for a Nest app on Express or Fastify: the exception filter, bigint-safe
 * JSON results, 415 for bodies that are not JSON, and `@Idempotent()` routes whose keys are kept in the storage's database
 * (`IDEMPOTENCY_STORE`, provided by `TidemarkModule.forRoot`) and purged once expired.
 * Import it once, beside `TidemarkModule.forRoot`; it is global.
 */
@Module({})
export class TidemarkHttpModule {
  static forRoot(options: TidemarkHttpModuleOptions = {}): DynamicModule {
    const { exceptionFilter, jsonSafe, validation, jsonBodiesOnly, ...http } = options;
    return TidemarkHttpModule.with({ provide: TIDEMARK_HTTP_OPTIONS, useValue: http }, [], {
      exceptionFilter,
      jsonSafe,
      validation,
      jsonBodiesOnly,
    });
  }

  static forRootAsync(options: TidemarkHttpModuleAsyncOptions): DynamicModule {
    const { imports = [], inject = [], useFactory, ...registration } = options;
    const factory = useFactory as (...args: unknown[]) => Promise<TidemarkHttpOptions>;
    return TidemarkHttpModule.with(
      { provide: TIDEMARK_HTTP_OPTIONS, inject, useFactory: factory },
      imports,
      registration,
    );
  }

  private static with(
    options: Provider,
    imports: NonNullable<ModuleMetadata['imports']>,
    {
      exceptionFilter = true,
      jsonSafe = true,
      validation = false,
      jsonBodiesOnly = true,
    }: TidemarkHttpRegistration,
  ): DynamicModule {
    const pipeOptions = validation === true ? {} : validation;
    return {
      module: TidemarkHttpModule,
      global: true,
      imports,
      providers: [
        options,
        IdempotencyKeys,
        IdempotencyInterceptor,
        IdempotencyPurger,
        ...(exceptionFilter ? [{ provide: APP_FILTER, useClass: TidemarkExceptionFilter }] : []),
        ...(jsonSafe ? [{ provide: APP_INTERCEPTOR, useClass: JsonSafeInterceptor }] : []),
        ...(pipeOptions === false
          ? []
          : [{ provide: APP_PIPE, useFactory: () => tidemarkValidationPipe(pipeOptions) }]),
        ...(jsonBodiesOnly ? [{ provide: APP_GUARD, useClass: JsonBodiesOnly }] : []),
      ],
      exports: [TIDEMARK_HTTP_OPTIONS, IdempotencyKeys, IdempotencyInterceptor],
    };
  }
}
