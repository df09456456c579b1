import { Module } from '@nestjs/common';
import {
  MemorySeenKeyStore,
  SEEN_KEY_STORE,
  type SeenKeyStore,
  type Storage,
} from '@tidemark/infra';
import { TIDEMARK_STORAGE } from '@tidemark/infra/nestjs';
// The same class is exported by /sqlite; the app loads /postgres anyway (its settings).
import { RedisSeenKeyStore } from '@tidemark/infra/redis';
import { AppConfig } from '../config';
import { DedupCounters } from './dedup-counters';
import { SeenKeySweeper } from './seen-key-sweeper';

/**
 * The seen-key store `DEDUP_STORE` names (dedup of facts, notification limits), swept and
 * closed here, and the counts of the decisions taken over it (one instance for the app).
 */
@Module({
  providers: [
    {
      provide: SEEN_KEY_STORE,
      inject: [AppConfig, TIDEMARK_STORAGE],
      useFactory: (config: AppConfig, storage: Storage): SeenKeyStore => {
        const store = config.dedup.store;
        switch (store.kind) {
          case 'memory':
            return new MemorySeenKeyStore({ maxSize: store.maxSize });
          case 'redis':
            return new RedisSeenKeyStore({
              url: store.url,
              keyPrefix: store.keyPrefix,
              connectTimeoutMs: store.timeoutMs,
              commandTimeoutMs: store.timeoutMs,
            });
          case 'sql':
            return storage.seenKeys;
        }
      },
    },
    SeenKeySweeper,
    DedupCounters,
  ],
  exports: [SEEN_KEY_STORE, DedupCounters],
})
export class DedupStoreModule {}
