import {
  Inject,
  Injectable,
  type BeforeApplicationShutdown,
  type InjectionToken,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  Optional,
  type Provider,
} from '@nestjs/common';
import { BOUNDARY_STORE } from '../boundaries/boundary-store.port';
import { boundariesOf } from '../boundaries/event-boundaries';
import { guardOwnedCategories, OwnedCategories } from '../aggregates/owned-categories';
import { EVENT_STORE } from '../event-store/event-store.port';
import { IDEMPOTENCY_STORE } from '../idempotency/idempotency-store.port';
import { ListenerRunner } from '../projections/listener-runner';
import { SagaWorker } from '../sagas/saga-worker';
import { SNAPSHOT_STORE } from '../snapshots/snapshot-store.port';
import type { Storage } from '../storage/storage.port';
import { DeadLetters } from '../dead-letters/dead-letter-store.port';
import { openStorage } from '../stores/open-storage';
import { traceAppends } from '../tracing/traced-event-store';
import { defaultInstanceId } from '../support/instance-id';
import { AppendObservers } from './append-observers';
import { withProjectionLogging, withSagaLogging } from './default-hooks';
import { TIDEMARK_OPTIONS, TIDEMARK_STORAGE, type TidemarkModuleOptions } from './options';

/** The instance id shared by the runner's leases and the worker's claims. */
const INSTANCE_ID = Symbol('tidemark.InstanceId');

/**
 * Runs the listeners and the saga steps from bootstrap until shutdown begins, then closes the
 * storage. Nest's order on `app.close()` is: `onModuleDestroy`, `beforeApplicationShutdown`
 * (here: batches and running steps finish, leases and claims are given back), the HTTP server
 * closes (in-flight requests drain), `onApplicationShutdown` (here: the database closes). So
 * nothing of Tidemark's runs against a closed database.
 */
@Injectable()
export class TidemarkLifecycle
  implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown
{
  constructor(
    @Inject(TIDEMARK_OPTIONS) private readonly options: TidemarkModuleOptions,
    @Inject(TIDEMARK_STORAGE) private readonly storage: Storage,
    // Absent with `runners: false`.
    @Optional() private readonly runner?: ListenerRunner,
    @Optional() private readonly worker?: SagaWorker,
  ) {}

  /** Every module's providers exist by now: each feature has added its listeners and sagas. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.options.listeners === false) return;
    // An app that wires its own runner and worker (by hand) leaves these empty: idle, they
    // take no lease and claim no work item that is not theirs.
    if (this.runner && this.runner.listenerNames.length > 0) await this.runner.start();
    if (this.worker && this.worker.sagaNames.length > 0) this.worker.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([this.worker?.stop(), this.runner?.stop()]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.storage.close();
  }
}

const storageProviders: Provider[] = [
  // One per app: the features' aggregates fill it as their repositories are built.
  { provide: OwnedCategories, useFactory: () => new OwnedCategories() },
  { provide: AppendObservers, useFactory: () => new AppendObservers() },
  {
    provide: TIDEMARK_STORAGE,
    inject: [TIDEMARK_OPTIONS, OwnedCategories, AppendObservers],
    // Every append through the module's stores is traced (a no-op while nothing is traced),
    // and refused when it would put a foreign event type in a category an aggregate owns.
    useFactory: async (
      { url, onAppend, ...options }: TidemarkModuleOptions,
      owned: OwnedCategories,
      observers: AppendObservers,
    ): Promise<Storage> => {
      if (onAppend) observers.add(onAppend);
      const storage = await openStorage(url, { ...options, onAppend: observers.notify });
      const events = guardOwnedCategories(traceAppends(storage.events, storage.kind), owned);
      return { ...storage, events };
    },
  },
  { provide: EVENT_STORE, inject: [TIDEMARK_STORAGE], useFactory: (s: Storage) => s.events },
  // The one BoundaryStore of the app (decision runners, HTTP routes): over the module's events,
  // so boundary appends are traced and guarded like every other append.
  {
    provide: BOUNDARY_STORE,
    inject: [TIDEMARK_STORAGE],
    useFactory: (s: Storage) => boundariesOf(s),
  },
  { provide: SNAPSHOT_STORE, inject: [TIDEMARK_STORAGE], useFactory: (s: Storage) => s.snapshots },
  {
    provide: IDEMPOTENCY_STORE,
    inject: [TIDEMARK_STORAGE],
    useFactory: (s: Storage) => s.idempotency,
  },
  // The storage's own, beside its work queue (on EventStoreDB and JetStream in the companion
  // state store), so an admin's re-drive queues the step where the worker claims it.
  { provide: DeadLetters, inject: [TIDEMARK_STORAGE], useFactory: (s: Storage) => s.deadLetters },
  TidemarkLifecycle,
];

const runnerProviders: Provider[] = [
  {
    provide: INSTANCE_ID,
    inject: [TIDEMARK_OPTIONS],
    useFactory: (options: TidemarkModuleOptions) => options.instanceId ?? defaultInstanceId(),
  },
  {
    provide: ListenerRunner,
    inject: [TIDEMARK_OPTIONS, TIDEMARK_STORAGE, INSTANCE_ID],
    useFactory: (options: TidemarkModuleOptions, storage: Storage, instanceId: string) =>
      new ListenerRunner({
        // One process per SQLite file: a crashed run's leases need not be waited out.
        takeOverLeasesAtStart: storage.sql.dialect === 'sqlite',
        ...withProjectionLogging(options.projections),
        storage,
        listeners: [],
        clock: options.clock,
        instanceId,
      }),
  },
  {
    provide: SagaWorker,
    inject: [TIDEMARK_OPTIONS, TIDEMARK_STORAGE, INSTANCE_ID],
    useFactory: (options: TidemarkModuleOptions, storage: Storage, instanceId: string) =>
      new SagaWorker({
        ...withSagaLogging(options.sagas),
        storage,
        sagas: [],
        clock: options.clock,
        instanceId,
      }),
  },
];

/** The root module's providers and exports (without the runner and the worker on `runners: false`). */
export function rootModule(runners = true): { providers: Provider[]; exports: InjectionToken[] } {
  return {
    providers: [...storageProviders, ...(runners ? runnerProviders : [])],
    exports: [
      TIDEMARK_OPTIONS,
      TIDEMARK_STORAGE,
      OwnedCategories,
      AppendObservers,
      EVENT_STORE,
      BOUNDARY_STORE,
      SNAPSHOT_STORE,
      IDEMPOTENCY_STORE,
      DeadLetters,
      ...(runners ? [ListenerRunner, SagaWorker] : []),
    ],
  };
}
