import { Module, type DynamicModule } from '@nestjs/common';
import type { Command, DomainEvent } from '@tidemark/domain';
import { type AggregateDefinition, featureModule, type TidemarkFeature } from './feature';
import {
  TIDEMARK_OPTIONS,
  type RunnerChoice,
  type TidemarkModuleAsyncOptions,
  type TidemarkModuleOptions,
} from './options';
import { rootModule } from './root-providers';

/**
 * Tidemark in a Nest app, with no plumbing of the app's own:
 *
 * - `forRoot(options)` / `forRootAsync({ imports, inject, useFactory })` (once, global): opens
 *   (and migrates) the storage and provides its stores (`EVENT_STORE`, `BOUNDARY_STORE`,
 *   `SNAPSHOT_STORE`, `IDEMPOTENCY_STORE`, `TIDEMARK_STORAGE`), the app's one `ListenerRunner`
 *   and one `SagaWorker` (inject them by class for admin calls).
 * - `forFeature({ aggregates, decisionModels, projections, sagas, imports })` (any number of
 *   times): a repository per aggregate (`@InjectRepository(decider)`, typed
 *   `Repository<typeof decider>`), a `DecisionRunner` per decision model on the app's
 *   `BOUNDARY_STORE` (`@InjectDecisionModel(model)`, typed `DecisionRunnerOf<typeof model>`),
 *   and listeners and sagas, given as objects or as factories `{ inject, useFactory }` that may
 *   inject any provider of the app, wherever it is declared (resolved once every module's
 *   providers exist), any feature's repository (`repositoryToken(decider)`) included.
 * - With @nestjs/cqrs's `CqrsModule.forRoot()` in the app, every event a repository appended
 *   is published on the EventBus once its append committed, as a `CommittedEvent`:
 *   `@EventsHandler(CommittedEvent.of('AccountOpened'))` receives that type only,
 *   `@EventsHandler(CommittedEvent)` every type. Without it nothing is published.
 *
 * Lifecycle: the runner and the worker start after bootstrap (`onApplicationBootstrap`; on a
 * SQLite store the runner takes the leases over at once, being the file's only process), stop
 * in `beforeApplicationShutdown` (batches and steps in progress finish, leases and claims are
 * given back), and the storage closes in `onApplicationShutdown`, after the HTTP server
 * drained. `app.close()` runs all of it.
 *
 * **SIGTERM**: Nest runs shutdown hooks on a signal only after `app.enableShutdownHooks()` —
 * call it in `main.ts` before `app.listen()` (or handle the signal and call `app.close()`).
 * Without it a SIGTERM ends the process at once: nothing committed is lost, but in-flight
 * requests are cut, and the leases of this instance's listeners and claims of its running
 * steps are only taken over when they expire (`projections.leaseMs`, `sagas.leaseMs`) — except
 * on SQLite, where the next start takes them over.
 */
@Module({})
export class TidemarkModule {
  static forRoot(options: TidemarkModuleOptions & RunnerChoice): DynamicModule {
    const root = rootModule(options.runners);
    return {
      module: TidemarkModule,
      global: true,
      providers: [{ provide: TIDEMARK_OPTIONS, useValue: options }, ...root.providers],
      exports: root.exports,
    };
  }

  /** `runners` is given here, beside the factory: it decides which providers exist. */
  static forRootAsync(options: TidemarkModuleAsyncOptions): DynamicModule {
    const root = rootModule(options.runners);
    return {
      module: TidemarkModule,
      global: true,
      imports: options.imports ?? [],
      providers: [
        {
          provide: TIDEMARK_OPTIONS,
          inject: options.inject ?? [],
          useFactory: options.useFactory as (...args: unknown[]) => Promise<TidemarkModuleOptions>,
        },
        ...root.providers,
      ],
      exports: root.exports,
    };
  }

  /**
   * Aggregates, decision models, projections and sagas of one part of the app. The array form (repositories
   * with a `token` each) is the earlier API, kept for existing callers.
   */
  static forFeature(
    feature: TidemarkFeature | ReadonlyArray<AggregateDefinition<Command, DomainEvent, unknown>>,
  ): DynamicModule {
    const normalized: TidemarkFeature = isAggregateList(feature)
      ? { aggregates: feature }
      : feature;
    return featureModule(TidemarkModule, normalized);
  }
}

function isAggregateList(
  feature: TidemarkFeature | ReadonlyArray<AggregateDefinition<Command, DomainEvent, unknown>>,
): feature is ReadonlyArray<AggregateDefinition<Command, DomainEvent, unknown>> {
  return Array.isArray(feature);
}
