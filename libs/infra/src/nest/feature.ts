import type { DynamicModule, InjectionToken, ModuleMetadata, Provider } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Command, DomainEvent, JsonObject, TaggedEvent } from '@tidemark/domain';
import type { EventBus } from '@nestjs/cqrs';
import {
  AggregateRepository,
  type AggregateRepositoryOptions,
} from '../aggregates/aggregate-repository';
import { OwnedCategories } from '../aggregates/owned-categories';
import { BOUNDARY_STORE, type BoundaryStore } from '../boundaries/boundary-store.port';
import { DecisionRunner, type DecisionRunnerOptions } from '../boundaries/decision-runner';
import type { Listener } from '../projections/projection';
import { ListenerRunner } from '../projections/listener-runner';
import type { SagaDefinition } from '../sagas/saga';
import { SagaWorker } from '../sagas/saga-worker';
import type { Storage } from '../storage/storage.port';
import { committedEventsFor } from './committed-event';
import { FeatureRegistration, type FactoryDefinition } from './feature-registration';

export type { FactoryDefinition };
import { optionalCqrs } from './optional-cqrs';
import { TIDEMARK_OPTIONS, TIDEMARK_STORAGE, type TidemarkModuleOptions } from './options';
import { decisionRunnerToken } from './decision-model-token';
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

/**
 * A decision model to provide a {@link DecisionRunner} for, on the app's `BOUNDARY_STORE`, under
 * `decisionRunnerToken(model, name)` (inject it with `@InjectDecisionModel(model, name)`), or
 * under `token` when one is given.
 */
export interface DecisionModelDefinition<C extends Command, E extends TaggedEvent, S> extends Omit<
  DecisionRunnerOptions<C, E, S>,
  'store'
> {
  /** Tells apart two registrations of one model (e.g. with different retry policies). */
  readonly name?: string;
  readonly token?: InjectionToken;
}

export type ListenerDefinition = Listener | FactoryDefinition<Listener>;
export type SagaDefinitionOrFactory =
  SagaDefinition<JsonObject> | FactoryDefinition<SagaDefinition<JsonObject>>;

export interface TidemarkFeature extends Pick<ModuleMetadata, 'imports'> {
  readonly aggregates?: ReadonlyArray<AggregateDefinition<Command, DomainEvent, unknown>>;
  /** Decision models over consistency boundaries (tags and conditional appends). */
  readonly decisionModels?: ReadonlyArray<DecisionModelDefinition<Command, TaggedEvent, unknown>>;
  /** SqlProjections and SideEffectListeners, run by the app's one projection runner. */
  readonly projections?: readonly ListenerDefinition[];
  /** Their reactors run in the projection runner, their steps in the app's one saga worker. */
  readonly sagas?: readonly SagaDefinitionOrFactory[];
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

function decisionRunnerProvider(
  definition: DecisionModelDefinition<Command, TaggedEvent, unknown>,
): Provider {
  const { name, token, ...options } = definition;
  return {
    provide: token ?? decisionRunnerToken(definition.model, name),
    inject: [BOUNDARY_STORE],
    useFactory: (store: BoundaryStore) => new DecisionRunner({ ...options, store }),
  };
}

/**
 * The dynamic module of one `forFeature`: its repositories, and a provider that adds its
 * listeners to the app's runner and its sagas to the app's worker once every module's
 * providers exist (before the bootstrap hook starts them). Global, so that a saga's factory in
 * one feature can inject a repository of another, and a service anywhere can inject any
 * repository.
 */
export function featureModule(
  module: DynamicModule['module'],
  feature: TidemarkFeature,
): DynamicModule {
  const id = (features += 1);
  const eventBus = optionalCqrs()?.EventBus;
  const aggregates = feature.aggregates ?? [];
  const repositories = aggregates.map((aggregate) => repositoryProvider(aggregate, eventBus));
  const decisionModels = feature.decisionModels ?? [];
  const runners = decisionModels.map(decisionRunnerProvider);
  const projections = feature.projections ?? [];
  const sagas = feature.sagas ?? [];
  // Only a feature with listeners needs the runner and the worker (absent on `runners: false`).
  const registration: Provider = {
    provide: Symbol(`tidemark.feature${id}`),
    inject: [ModuleRef, TIDEMARK_OPTIONS, ListenerRunner, SagaWorker],
    useFactory: (
      moduleRef: ModuleRef,
      root: TidemarkModuleOptions,
      runner: ListenerRunner,
      worker: SagaWorker,
    ) => new FeatureRegistration(moduleRef, runner, worker, root.clock, projections, sagas),
  };
  return {
    module,
    global: true,
    imports: feature.imports ?? [],
    providers: [
      ...repositories,
      ...runners,
      ...(projections.length + sagas.length > 0 ? [registration] : []),
    ],
    exports: [
      ...aggregates.map(tokenOf),
      ...decisionModels.map(
        (definition) => definition.token ?? decisionRunnerToken(definition.model, definition.name),
      ),
    ],
  };
}
