import { Module } from '@nestjs/common';
import type { Clock, Storage } from '@tidemark/infra';
import { TIDEMARK_STORAGE, TidemarkModule } from '@tidemark/infra/nestjs';
import { CLOCK } from '../../clock';
import { AppConfig } from '../../config';
import {
  ORDER_AGGREGATE,
  ORDER_REPOSITORY,
  type OrderRepository,
} from '../orders/order-repository';
import { ensureShopSagaTables, LoyaltyLedger } from './loyalty-ledger';
import { LimitedNotifier } from './limited-notifier';
import { LoyaltyController } from './loyalty.controller';
import { NOTIFIER } from './notifier';
import { ShopServicesModule } from './shop-services.module';
import { SuppressedNotificationsController } from './suppressed-notifications.controller';
import { shopSaga } from './shop.saga';

/**
 * The shop saga, registered with the module: its reactor runs in the app's one projection
 * runner, its steps in the app's one saga worker. And the shop's endpoints.
 */
@Module({
  imports: [
    ShopServicesModule,
    TidemarkModule.forFeature({
      imports: [ShopServicesModule],
      aggregates: [ORDER_AGGREGATE],
      sagas: [
        {
          inject: [TIDEMARK_STORAGE, AppConfig, CLOCK, LoyaltyLedger, NOTIFIER, ORDER_REPOSITORY],
          // Resolved before bootstrap, when the module starts the runner and the worker: the
          // shop's tables are created (idempotently) before any listener or step runs.
          useFactory: async (
            storage: Storage,
            config: AppConfig,
            clock: Clock,
            ledger: LoyaltyLedger,
            notifier: LimitedNotifier,
            orders: OrderRepository,
          ) => {
            await ensureShopSagaTables(storage.sql);
            return shopSaga({
              ledger,
              notifier,
              orders,
              clock,
              paymentDeadlineMs: config.shop.paymentDeadlineMs,
            });
          },
        },
      ],
    }),
  ],
  controllers: [LoyaltyController, SuppressedNotificationsController],
})
export class ShopSagaModule {}
