import { Module } from '@nestjs/common';
import { TidemarkModule } from '@tidemark/infra/nestjs';
import { AppConfig } from '../config';
import { AppMetrics } from '../observability/app-metrics';
import { MetricsModule } from '../observability/metrics.module';

/**
 * The database named by `EVENT_STORE_URL` (with EventStoreDB, also the SQL store named by
 * `STATE_STORE_URL`), opened (and migrated) before the app listens, its
 * stores under Symbol tokens. It is closed last on shutdown: Nest calls
 * `onApplicationShutdown` after the HTTP server has drained its in-flight requests. Every
 * append is counted in the app's metrics.
 */
@Module({
  imports: [
    TidemarkModule.forRootAsync({
      imports: [MetricsModule],
      inject: [AppConfig, AppMetrics],
      useFactory: (config: AppConfig, metrics: AppMetrics) => ({
        url: config.eventStoreUrl,
        stateStoreUrl: config.stateStoreUrl,
        timeouts: config.postgresTimeouts,
        onAppend: metrics.observeAppend,
      }),
    }),
  ],
})
export class EventStoreModule {}
