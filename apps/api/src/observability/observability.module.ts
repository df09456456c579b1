import { Module } from '@nestjs/common';
import { DedupStoreModule } from '../dedup/dedup-store.module';
import { HttpTiming } from './http-timing';
import { HttpTracing } from './http-tracing';
import { MetricsController } from './metrics.controller';
import { MetricsModule } from './metrics.module';
import { ScrapeCollectors } from './scrape-collectors';

/** `GET /metrics`, the HTTP timing and tracing, and the metrics read at scrape time. */
@Module({
  // The runner and the worker it reads come from the global TidemarkModule.
  imports: [MetricsModule, DedupStoreModule],
  controllers: [MetricsController],
  providers: [HttpTiming, HttpTracing, ScrapeCollectors],
})
export class ObservabilityModule {}
