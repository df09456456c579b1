import {
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type InjectionToken,
  type ModuleMetadata,
  type OnApplicationShutdown,
  type OptionalFactoryDependency,
  type Provider,
} from '@nestjs/common';
import { EventBus, type IEvent } from '@nestjs/cqrs';
import type { Command, DomainEvent } from '@tidemark/domain';
import {
  AggregateRepository,
  type AggregateRepositoryOptions,
} from '../aggregates/aggregate-repository';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '../event-store/event-store.port';
import { IDEMPOTENCY_STORE } from '../idempotency/idempotency-store.port';
import { SNAPSHOT_STORE, type SnapshotStore } from '../snapshots/snapshot-store.port';
import { openStorage, type OpenStorageOptions, type Storage } from '../storage/storage';

export interface TidemarkModuleOptions extends OpenStorageOptions {
  /** `sqlite:./data/tidemark.db`, `sqlite::memory:` or `postgres://…`. */
  readonly url: string;
}

export interface TidemarkModuleAsyncOptions extends Pick<ModuleMetadata, 'imports'> {
  readonly inject?: Array<InjectionToken | OptionalFactoryDependency>;
  readonly useFactory: (...args: never[]) => TidemarkModuleOptions | Promise<TidemarkModuleOptions>;
}

/** Published on the @nestjs/cqrs EventBus for each event, after its append committed. */
export class EventCommitted implements IEvent {
  constructor(readonly event: RecordedEvent) {}
}

/** A repository to provide under `token` (the store and snapshots are injected). */
export interface RepositoryDefinition<C extends Command, E extends DomainEvent, S> extends Omit<
  AggregateRepositoryOptions<C, E, S>,
  'store' | 'snapshots' | 'onCommitted'
> {
  readonly token: symbol;
}

export const TIDEMARK_STORAGE = Symbol('tidemark.Storage');
const TIDEMARK_OPTIONS = Symbol('tidemark.Options');

@Injectable()
class StorageLifecycle implements OnApplicationShutdown {
  constructor(@Inject(TIDEMARK_STORAGE) private readonly storage: Storage) {}

  /** Last: Nest calls this after the HTTP server drained and `beforeApplicationShutdown` hooks ran. */
  async onApplicationShutdown(): Promise<void> {
    await this.storage.close();
  }
}

const storageProviders: Provider[] = [
  {
    provide: TIDEMARK_STORAGE,
    inject: [TIDEMARK_OPTIONS],
    useFactory: ({ url, ...options }: TidemarkModuleOptions) => openStorage(url, options),
  },
  { provide: EVENT_STORE, inject: [TIDEMARK_STORAGE], useFactory: (s: Storage) => s.events },
  { provide: SNAPSHOT_STORE, inject: [TIDEMARK_STORAGE], useFactory: (s: Storage) => s.snapshots },
  {
    provide: IDEMPOTENCY_STORE,
    inject: [TIDEMARK_STORAGE],
    useFactory: (s: Storage) => s.idempotency,
  },
  StorageLifecycle,
];
const storageExports = [TIDEMARK_STORAGE, EVENT_STORE, SNAPSHOT_STORE, IDEMPOTENCY_STORE];

/**
 * Opens the database at start (migrating it) and provides its stores under Symbol tokens;
 * closes it on shutdown. `forFeature` provides aggregate repositories whose committed events
 * are published on the EventBus when @nestjs/cqrs is there.
 */
@Module({})
export class TidemarkModule {
  static forRoot(options: TidemarkModuleOptions): DynamicModule {
    return {
      module: TidemarkModule,
      global: true,
      providers: [{ provide: TIDEMARK_OPTIONS, useValue: options }, ...storageProviders],
      exports: storageExports,
    };
  }

  static forRootAsync(options: TidemarkModuleAsyncOptions): DynamicModule {
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
        ...storageProviders,
      ],
      exports: storageExports,
    };
  }

  static forFeature(
    repositories: ReadonlyArray<RepositoryDefinition<Command, DomainEvent, unknown>>,
  ): DynamicModule {
    const providers: Provider[] = repositories.map(({ token, ...definition }) => ({
      provide: token,
      inject: [EVENT_STORE, SNAPSHOT_STORE, { token: EventBus, optional: true }],
      useFactory: (store: EventStore, snapshots: SnapshotStore, eventBus?: EventBus) =>
        new AggregateRepository({
          ...definition,
          store,
          snapshots,
          onCommitted: eventBus
            ? (events) => eventBus.publishAll(events.map((event) => new EventCommitted(event)))
            : undefined,
        }),
    }));
    return {
      module: TidemarkModule,
      providers,
      exports: repositories.map((r) => r.token),
    };
  }
}
