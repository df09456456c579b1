import type { InjectionToken, OnModuleInit, OptionalFactoryDependency } from '@nestjs/common';
import type { ModuleRef } from '@nestjs/core';
import type { JsonObject } from '@tidemark/domain';
import type { Listener } from '../projections/projection';
import type { ListenerRunner } from '../projections/listener-runner';
import type { SagaDefinition } from '../sagas/saga';
import { sagaReactor } from '../sagas/saga-reactor';
import type { SagaWorker } from '../sagas/saga-worker';
import type { Clock } from '../support/ids';

/** Something the module builds with dependencies, resolved by Nest like a factory provider. */
export interface FactoryDefinition<T> {
  readonly inject?: ReadonlyArray<InjectionToken | OptionalFactoryDependency>;
  readonly useFactory: (...deps: never[]) => T | Promise<T>;
}

function isFactory<T extends object>(
  definition: T | FactoryDefinition<T>,
): definition is FactoryDefinition<T> {
  return 'useFactory' in definition && typeof definition.useFactory === 'function';
}

function nameOf(token: InjectionToken): string {
  if (typeof token === 'function') return token.name;
  return typeof token === 'symbol' ? (token.description ?? token.toString()) : String(token);
}

/**
 * Adds one feature's listeners to the app's runner and its sagas to the app's worker, once
 * every module's providers exist (`onModuleInit`, before the bootstrap hook starts them). A
 * factory's `inject` is resolved from the whole app, as a user expects of a provider declared
 * in their AppModule or any module of theirs, not only from what `forFeature({ imports })`
 * names; a token no module provides fails the boot with a message saying what to do.
 */
export class FeatureRegistration implements OnModuleInit {
  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly runner: ListenerRunner,
    private readonly worker: SagaWorker,
    private readonly clock: Clock | undefined,
    private readonly projections: ReadonlyArray<Listener | FactoryDefinition<Listener>>,
    private readonly sagas: ReadonlyArray<
      SagaDefinition<JsonObject> | FactoryDefinition<SagaDefinition<JsonObject>>
    >,
  ) {}

  async onModuleInit(): Promise<void> {
    const listeners: Listener[] = [];
    for (const [i, projection] of this.projections.entries()) {
      listeners.push(await this.built(projection, `projection ${i + 1}`));
    }
    const sagas: SagaDefinition<JsonObject>[] = [];
    for (const [i, saga] of this.sagas.entries()) {
      sagas.push(await this.built(saga, `saga ${i + 1}`));
    }
    this.runner.add(...listeners, ...sagas.map((saga) => sagaReactor(saga, this.clock)));
    this.worker.add(...sagas);
  }

  private async built<T extends object>(definition: T | FactoryDefinition<T>, what: string) {
    if (!isFactory(definition)) return definition;
    const deps = (definition.inject ?? []).map((dependency) => this.resolve(dependency, what));
    return (definition.useFactory as (...args: unknown[]) => T | Promise<T>)(...deps);
  }

  private resolve(dependency: InjectionToken | OptionalFactoryDependency, what: string): unknown {
    const { token, optional } =
      typeof dependency === 'object' && dependency !== null && 'token' in dependency
        ? dependency
        : { token: dependency, optional: false };
    try {
      return this.moduleRef.get(token, { strict: false });
    } catch (error) {
      if (optional) return undefined;
      throw new Error(
        `TidemarkModule.forFeature: ${what}'s factory injects ${nameOf(token)}, which no module ` +
          'of the app provides as a singleton: add it to the providers of any module (your ' +
          `AppModule will do), or import its module in forFeature({ imports }) (${
            error instanceof Error ? error.message : String(error)
          })`,
      );
    }
  }
}
