import type {
  DynamicModule,
  InjectionToken,
  ModuleMetadata,
  OptionalFactoryDependency,
  Provider,
} from '@nestjs/common';
import type { Command, DomainEvent, JsonObject } from '@tidemark/domain';
import type { EventBus } from '@nestjs/cqrs';
import {
  AggregateRepository,
  type AggregateRepositoryOptions,
} from '../aggregates/aggregate-repository';
import { OwnedCategories } from '../aggregates/owned-categories';
import type { Listener } from '../projections/projection';
import { ProjectionRunner } from '../projections/projection-runner';
import type { SagaDefinition } from '../sagas/saga';
import { sagaReactor } from '../sagas/saga-reactor';
import { SagaWorker } from '../sagas/saga-worker';
import type { Storage } from '../storage/storage';
import { committedEventsFor } from './committed-event';
import { optionalCqrs } from './optional-cqrs';
import { TIDEMARK_OPTIONS, TIDEMARK_STORAGE, type TidemarkModuleOptions } from './options';
import { repositoryToken } from './repository-token';

/**
 * An aggregate to provide a repository for, under `repositoryToken(decider, name)` (inject it
 * with `@InjectRepository(decider, name)`), or under `token` when one is given.
 */
export interface AggregateDefinition<C extends Command, E extends DomainEvent, S> extends Omit<
  AggregateRepositoryOptions<C, E, S>,
  'store' | 'snapshots' | 'onCommitted' | 'clock'
> {
  /** Tells apart two registrations of one decider (e.g. with different snapshot settings). */
  readonly name?: string;
  /** Provides the repository under this token instead. */
  readonly token?: InjectionToken;
  /**
   * The category of the aggregate's streams (`order` for `order-<id>`). Given, the app's store
   * refuses to append any event type the decider does not declare (`eventTypes`, required then)
   * to that category's streams, through whichever API (ValidationError: HTTP 400, gRPC
   * INVALID_ARGUMENT), so no other writer can put an event there that the aggregate does not know.
   */
  readonly ownsCategory?: string;
}

/** Something the module builds with dependencies, resolved by Nest like a factory provider. */
export interface FactoryDefinition<T> {
  readonly inject?: ReadonlyArray<InjectionToken | OptionalFactoryDependency>;
  readonly useFactory: (...deps: never[]) => T | Promise<T>;
}

export type ListenerDefinition = Listener | FactoryDefinition<Listener>;
export type SagaDefinitionOrFactory =
  SagaDefinition<JsonObject> | FactoryDefinition<SagaDefinition<JsonObject>>;

export interface TidemarkFeature extends Pick<ModuleMetadata, 'imports'> {
  readonly aggregates?: ReadonlyArray<AggregateDefinition<Command, DomainEvent, unknown>>;
  /** SqlProjections and SideEffectListeners, run by the app's one projection runner. */
  readonly projections?: readonly ListenerDefinition[];
  /** Their reactors run in the projection runner, their steps in the app's one saga worker. */
  readonly sagas?: readonly SagaDefinitionOrFactory[];
}

function isFactory<T extends object>(
  definition: T | FactoryDefinition<T>,
): definition is FactoryDefinition<T> {
  return 'useFactory' in definition && typeof definition.useFactory === 'function';
}

/** Each `forFeature` module has its own tokens: Nest must never take two for one. */
let features = 0;

function tokenOf(definition: AggregateDefinition<Command, DomainEvent, unknown>): InjectionToken {
  return definition.token ?? repositoryToken(definition.decider, definition.name);
}

function repositoryProvider(
  definition: AggregateDefinition<Command, DomainEvent, unknown>,
  eventBus: typeof EventBus | undefined,
): Provider {
  const { name, token, ownsCategory, ...options } = definition;
  return {
    provide: token ?? repositoryToken(definition.decider, name),
    inject: [
      TIDEMARK_OPTIONS,
      TIDEMARK_STORAGE,
      OwnedCategories,
      ...(eventBus ? [{ token: eventBus, optional: true }] : []),
    ],
    useFactory: (
      root: TidemarkModuleOptions,
      storage: Storage,
      owned: OwnedCategories,
      bus?: EventBus,
    ) => {
      if (ownsCategory !== undefined) {
        const { eventTypes } = definition.decider;
        if (eventTypes === undefined) {
          throw new Error(
            `the aggregate owning category ${ownsCategory} needs its decider's eventTypes: ` +
              'they are the only types its streams take',
          );
        }
        owned.own(ownsCategory, eventTypes);
      }
      return new AggregateRepository({
        ...options,
        store: storage.events,
        snapshots: storage.snapshots,
        clock: root.clock,
        // After the append committed (a failed one publishes nothing). Without a CqrsModule
        // in the app there is no bus and nothing is published.
        onCommitted: bus ? (events) => bus.publishAll(committedEventsFor(events)) : undefined,
      });
    },
  };
}

/** A provider resolving one listener or saga, static or built by a factory. */
function resolvedProvider<T extends object>(
  token: symbol,
  definition: T | FactoryDefinition<T>,
): Provider {
  if (!isFactory(definition)) return { provide: token, useValue: definition };
  return {
    provide: token,
    inject: [...(definition.inject ?? [])],
    useFactory: definition.useFactory as (...deps: unknown[]) => T | Promise<T>,
  };
}

/**
 * The dynamic module of one `forFeature`: its repositories, and a provider that adds its
 * listeners to the app's runner and its sagas to the app's worker (all of them exist before
 * the bootstrap hook starts the runner). Global, so that a saga's factory in one feature can
 * inject a repository of another, and a service anywhere can inject any repository.
 */
export function featureModule(
  module: DynamicModule['module'],
  feature: TidemarkFeature,
): DynamicModule {
  const id = (features += 1);
  const eventBus = optionalCqrs()?.EventBus;
  const aggregates = feature.aggregates ?? [];
  const repositories = aggregates.map((aggregate) => repositoryProvider(aggregate, eventBus));
  const listenerTokens = (feature.projections ?? []).map((_, i) =>
    Symbol(`tidemark.feature${id}.projection${i}`),
  );
  const sagaTokens = (feature.sagas ?? []).map((_, i) => Symbol(`tidemark.feature${id}.saga${i}`));
  // Only a feature with listeners needs the runner and the worker (absent on `runners: false`).
  const registers = listenerTokens.length + sagaTokens.length > 0;
  const registration: Provider = {
    provide: Symbol(`tidemark.feature${id}`),
    inject: [TIDEMARK_OPTIONS, ProjectionRunner, SagaWorker, ...listenerTokens, ...sagaTokens],
    useFactory: (
      root: TidemarkModuleOptions,
      runner: ProjectionRunner,
      worker: SagaWorker,
      ...resolved: Array<Listener | SagaDefinition<JsonObject>>
    ) => {
      const listeners = resolved.slice(0, listenerTokens.length) as Listener[];
      const sagas = resolved.slice(listenerTokens.length) as SagaDefinition<JsonObject>[];
      runner.add(...listeners, ...sagas.map((saga) => sagaReactor(saga, root.clock)));
      worker.add(...sagas);
      return id;
    },
  };
  return {
    module,
    global: true,
    imports: feature.imports ?? [],
    providers: [
      ...repositories,
      ...(feature.projections ?? []).map((p, i) => resolvedProvider(listenerTokens[i], p)),
      ...(feature.sagas ?? []).map((s, i) => resolvedProvider(sagaTokens[i], s)),
      ...(registers ? [registration] : []),
    ],
    exports: aggregates.map(tokenOf),
  };
}
