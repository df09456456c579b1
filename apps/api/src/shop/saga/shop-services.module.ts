import { Module } from '@nestjs/common';
import type { Clock, SeenKeyStore, Storage } from '@tidemark/infra';
import { SEEN_KEY_STORE } from '@tidemark/infra';
import { TIDEMARK_STORAGE } from '@tidemark/infra/nestjs';
import { CLOCK } from '../../clock';
import { AppConfig } from '../../config';
import { DedupStoreModule } from '../../dedup/dedup-store.module';
import { LimitedNotifier } from './limited-notifier';
import { LoyaltyLedger } from './loyalty-ledger';
import { DevNotifier, NOTIFIER } from './notifier';

/** What the shop saga and the shop's endpoints share: the loyalty ledger and the notifier. */
@Module({
  imports: [DedupStoreModule],
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
  ],
  exports: [LoyaltyLedger, LimitedNotifier, NOTIFIER],
})
export class ShopServicesModule {}
