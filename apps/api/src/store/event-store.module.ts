import { Module } from '@nestjs/common';
import { TidemarkModule } from '@tidemark/infra';
import { AppConfig } from '../config';

/**
 * The database named by `EVENT_STORE_URL`, opened (and migrated) before the app listens, its
 * stores under Symbol tokens. It is closed last on shutdown: Nest calls
 * `onApplicationShutdown` after the HTTP server has drained its in-flight requests.
 */
@Module({
  imports: [
    TidemarkModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ url: config.eventStoreUrl }),
    }),
  ],
})
export class EventStoreModule {}
