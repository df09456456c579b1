import {
  Injectable,
  Logger,
  Module,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { orderDecider } from '../orders/order.decider';
import {
  SagaWorker,
  SEEN_KEY_STORE,
  type Clock,
  type SeenKeyStore,
  type Storage,
} from '@tidemark/infra';
import { TIDEMARK_STORAGE, TidemarkModule } from '@tidemark/infra/nestjs';
import { CLOCK } from '../clock';
import { AppConfig } from '../config';
import { DedupStoreModule } from '../ingest/dedup-store.module';
import { eventLogFields } from '../observability/event-log-fields';
import { ORDER_REPOSITORY, type OrderRepository } from '../orders/order-repository';
import { APP_SAGAS, type AppSagas } from './app-sagas';
import { DeadLetterAlerts } from './dead-letter-alerts';
import { ensureShopSagaTables, LoyaltyLedger } from './shop/loyalty-ledger';
import { LoyaltyController } from './shop/loyalty.controller';
import { LimitedNotifier } from './shop/limited-notifier';
import { DevNotifier, NOTIFIER } from './shop/notifier';
import { SuppressedNotificationsController } from './shop/suppressed-notifications.controller';
import { shopSaga } from './shop/shop.saga';

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
  imports: [
    TidemarkModule.forFeature([{ token: ORDER_REPOSITORY, decider: orderDecider }]),
    DedupStoreModule,
  ],
  controllers: [LoyaltyController, SuppressedNotificationsController],
  providers: [
    {
      provide: LoyaltyLedger,
      inject: [TIDEMARK_STORAGE],
      useFactory: (storage: Storage) => new LoyaltyLedger(storage.sql),
    },
    {
      provide: LimitedNotifier,
      inject: [TIDEMARK_STORAGE, AppConfig, CLOCK, SEEN_KEY_STORE],
      useFactory: (storage: Storage, config: AppConfig, clock: Clock, store: SeenKeyStore) =>
        new LimitedNotifier(
          new DevNotifier(storage.sql, config.shop.notifier, Math.random, clock),
          store,
          storage.sql,
          config.notificationLimits,
          clock,
        ),
    },
    { provide: NOTIFIER, useExisting: LimitedNotifier },
    {
      provide: APP_SAGAS,
      inject: [TIDEMARK_STORAGE, AppConfig, CLOCK, LoyaltyLedger, NOTIFIER, ORDER_REPOSITORY],
      // The shop's tables are created (idempotently) before any listener or step runs.
      useFactory: async (
        storage: Storage,
        config: AppConfig,
        clock: Clock,
        ledger: LoyaltyLedger,
        notifier: LimitedNotifier,
        orders: OrderRepository,
      ): Promise<AppSagas> => {
        await ensureShopSagaTables(storage.sql);
        const shop = shopSaga({
          ledger,
          notifier,
          orders,
          clock,
          paymentDeadlineMs: config.shop.paymentDeadlineMs,
        });
        return [shop];
      },
    },
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
          onDeadLetter: (alert, event) => alerts.raise(alert, event),
          onRetry: ({ event, ...retry }) =>
            logger.warn(
              { listener: retry.saga, ...retry, ...eventLogFields(event) },
              `${retry.saga} step ${retry.step} failed (attempt ${retry.attempt}), ` +
                `retrying in ${retry.delayMs} ms: ${retry.error}`,
            ),
          onError: (error) =>
            logger.warn({ err: error }, error instanceof Error ? error.message : String(error)),
        });
      },
    },
    SagasLifecycle,
  ],
  exports: [APP_SAGAS, SagaWorker, LoyaltyLedger],
})
export class SagasModule {}
