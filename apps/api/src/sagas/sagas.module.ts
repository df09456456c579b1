import {
  Injectable,
  Logger,
  Module,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { SagaWorker, TIDEMARK_STORAGE, type Clock, type Storage } from '@tidemark/infra';
import { CLOCK } from '../clock';
import { AppConfig } from '../config';
import { APP_SAGAS, type AppSagas } from './app-sagas';
import { DeadLetterAlerts } from './dead-letter-alerts';

/** Runs the sagas' due work items from bootstrap until shutdown begins. */
@Injectable()
export class SagasLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(private readonly worker: SagaWorker) {}

  onApplicationBootstrap(): void {
    this.worker.start();
  }

  /** Before the store closes (`onApplicationShutdown`): running attempts finish, claims are given back. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.stop();
  }
}

/**
 * The app's sagas and the worker that runs their steps over the app's store. Their reactors
 * (which schedule the steps) run in the projection runner, which imports {@link APP_SAGAS}.
 */
@Module({
  providers: [
    { provide: APP_SAGAS, useValue: [] satisfies AppSagas },
    {
      provide: DeadLetterAlerts,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new DeadLetterAlerts({ webhookUrl: config.sagas.deadLetterWebhookUrl }),
    },
    {
      provide: SagaWorker,
      inject: [TIDEMARK_STORAGE, AppConfig, CLOCK, APP_SAGAS, DeadLetterAlerts],
      useFactory: (
        storage: Storage,
        config: AppConfig,
        clock: Clock,
        sagas: AppSagas,
        alerts: DeadLetterAlerts,
      ) => {
        const logger = new Logger('Sagas');
        return new SagaWorker({
          sql: storage.sql,
          store: storage.events,
          sagas,
          clock,
          instanceId: config.projections.instanceId,
          concurrency: config.sagas.workerConcurrency,
          leaseMs: config.sagas.leaseMs,
          onDeadLetter: (alert) => alerts.raise(alert),
          onError: (error) => logger.warn(error instanceof Error ? error.message : String(error)),
        });
      },
    },
    SagasLifecycle,
  ],
  exports: [APP_SAGAS, SagaWorker],
})
export class SagasModule {}
