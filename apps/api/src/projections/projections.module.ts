import {
  Inject,
  Injectable,
  Logger,
  Module,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import {
  ProjectionRunner,
  sagaReactor,
  type Clock,
  type Listener,
  type ListenerEventFailure,
  type Storage,
} from '@tidemark/infra';
import { TIDEMARK_STORAGE } from '@tidemark/infra/nestjs';
import { CLOCK } from '../clock';
import { AppConfig } from '../config';
import { customerSummaryProjection } from '../customers/summarizing/customer-summary.projection';
import { orderListProjection } from '../orders/listing/order-list.projection';
import { orderSourcesProjection } from '../orders/sourcing/order-sources.projection';
import { eventLogFields } from '../observability/event-log-fields';
import { APP_SAGAS, type AppSagas } from '../sagas/app-sagas';
import { SagasModule } from '../sagas/sagas.module';
import { ProjectionsAdminResolver } from './admin/projections-admin.resolver';
import { ProjectionsAdminController } from './admin/projections-admin.controller';
import { ReadModels } from './read-models';

/** Every projection the app runs (the sagas' reactors run beside them). */
export const LISTENERS: readonly Listener[] = [
  orderListProjection,
  customerSummaryProjection,
  orderSourcesProjection,
];

/** Runs the projections from bootstrap until shutdown begins. */
@Injectable()
export class ProjectionsLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(
    private readonly runner: ProjectionRunner,
    private readonly config: AppConfig,
    @Inject(APP_SAGAS) private readonly sagas: AppSagas,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.runner.start();
  }

  /** Before the store closes (`onApplicationShutdown`): batches finish, leases are released. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.runner.stop();
  }

  /** The start-up line: where the projections run. */
  describe(): string {
    const names = [...LISTENERS, ...this.sagas].map((listener) => listener.name).join(', ');
    const where =
      this.config.stateKind === 'sqlite'
        ? 'SQLite: projections run in this one process'
        : `PostgreSQL: each runs in one instance at a time; another takes over ` +
          `${this.config.projections.leaseMs} ms after it dies`;
    const state =
      this.config.storeKind === 'eventstoredb' ? 'events in EventStoreDB, state in ' : '';
    return `projections ${names} run in instance ${this.runner.instanceId} (${state}${where})`;
  }
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

const AFTER_FAILURE: Record<ListenerEventFailure['outcome'], string> = {
  retry: 'retrying',
  stopped: 'the listener stopped (status failed): fix the cause, then resume it',
  'dead-lettered': 'dead-lettered, moving on',
  'replay-stopped': 'the replay of its stream stopped there (the listener runs on)',
};

/** A retry is a warning (the error's message); giving up on the event an error (with its stack). */
function logEventFailure(logger: Logger, failure: ListenerEventFailure): void {
  const { listener, event, error, attempt, outcome } = failure;
  const fields = { listener, attempt, outcome, ...eventLogFields(event) };
  const message =
    `${listener}: ${event.type} ${event.streamId}@${event.version} failed ` +
    `(attempt ${attempt}): ${messageOf(error)}; ${AFTER_FAILURE[outcome]}`;
  if (outcome === 'retry') logger.warn({ ...fields, error: messageOf(error) }, message);
  else logger.error({ ...fields, err: error }, message);
}

/** The projection runner over the app's store, its read side and the admin endpoints. */
@Module({
  imports: [SagasModule],
  controllers: [ProjectionsAdminController],
  providers: [
    {
      provide: ProjectionRunner,
      inject: [TIDEMARK_STORAGE, AppConfig, CLOCK, APP_SAGAS],
      useFactory: (storage: Storage, config: AppConfig, clock: Clock, sagas: AppSagas) => {
        const logger = new Logger('Projections');
        return new ProjectionRunner({
          store: storage.events,
          sql: storage.sql,
          listeners: [...LISTENERS, ...sagas.map((saga) => sagaReactor(saga, clock))],
          clock,
          instanceId: config.projections.instanceId,
          leaseMs: config.projections.leaseMs,
          batchSize: config.projections.batchSize,
          // One process per SQLite file: no need to wait out a crashed run's leases.
          takeOverLeasesAtStart: storage.sql.dialect === 'sqlite',
          onLoopError: (listener, error) =>
            logger.warn({ listener, err: error }, `${listener}: ${messageOf(error)}`),
          onEventFailed: (failure) => logEventFailure(logger, failure),
        });
      },
    },
    ProjectionsLifecycle,
    ReadModels,
    ProjectionsAdminResolver,
  ],
  exports: [ProjectionRunner, ReadModels, ProjectionsLifecycle],
})
export class ProjectionsModule {}
