import { Module } from '@nestjs/common';
import type { Clock } from '@tidemark/infra';
import { TidemarkModule } from '@tidemark/infra/nestjs';
import { TidemarkPrometheusModule } from '@tidemark/infra/prometheus';
import { CLOCK } from '../clock';
import { AppConfig } from '../config';
import { projectionLogging, sagaLogging } from '../observability/listener-logging';
import { DeadLetterAlerts } from '../dead-letters/dead-letter-alerts';
import { DeadLetterAlertsModule } from '../dead-letters/dead-letter-alerts.module';

/**
 * The database named by `EVENT_STORE_URL` (with EventStoreDB, also the SQL store named by
 * `STATE_STORE_URL`), opened (and migrated) before the app listens, its stores under Symbol
 * tokens, and the app's one projection runner and one saga worker (the features register
 * their listeners and sagas with `TidemarkModule.forFeature`). The module starts them after
 * bootstrap, stops them when shutdown begins and closes the store last, after the HTTP server
 * has drained its in-flight requests. Every append is counted in the app's metrics.
 */
@Module({
  imports: [
    TidemarkModule.forRootAsync({
      imports: [DeadLetterAlertsModule],
      inject: [AppConfig, CLOCK, DeadLetterAlerts],
      useFactory: (config: AppConfig, clock: Clock, alerts: DeadLetterAlerts) => ({
        url: config.store.url,
        stateStoreUrl: config.store.stateUrl,
        timeouts: config.store.postgresTimeouts,
        clock,
        // Unset: the module names the instance `<host>:<pid>:<random>`. On a SQLite state
        // store the runner takes the leases over at start (one process per file).
        instanceId: config.projections.instanceId,
        projections: {
          leaseMs: config.projections.leaseMs,
          batchSize: config.projections.batchSize,
          ...projectionLogging(),
        },
        sagas: {
          concurrency: config.sagas.workerConcurrency,
          leaseMs: config.sagas.leaseMs,
          onDeadLetter: (alert, event) => alerts.raise(alert, event),
          ...sagaLogging(),
        },
      }),
    }),
    // Global: the app's registry (`TidemarkMetrics`), counting every append through the store.
    TidemarkPrometheusModule.forRoot(),
  ],
})
export class EventStoreModule {}
