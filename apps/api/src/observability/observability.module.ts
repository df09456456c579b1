import { Module } from '@nestjs/common';
import { DedupStoreModule } from '../dedup/dedup-store.module';
import { HttpTiming } from './http-timing';
import { HttpTracing } from './http-tracing';
import { MetricsController } from './metrics.controller';
import { ScrapeCollectors } from './scrape-collectors';

/** `GET /metrics`, the HTTP timing and tracing, and the demo's metrics read at scrape time. */
@Module({
  // The registry (TidemarkMetrics) comes from the global TidemarkPrometheusModule.
  imports: [DedupStoreModule],
  controllers: [MetricsController],
  providers: [HttpTiming, HttpTracing, ScrapeCollectors],
})
export class ObservabilityModule {}
