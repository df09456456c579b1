import { Module } from '@nestjs/common';
import { DedupStoreModule } from '../dedup/dedup-store.module';
import { HttpTiming } from './http-timing';
import { MetricsController } from './metrics.controller';
import { MetricsModule } from './metrics.module';
import { ScrapeCollectors } from './scrape-collectors';

/** `GET /metrics`, the HTTP timing and the metrics read at scrape time. */
@Module({
  // The runner and the worker it reads come from the global TidemarkModule.
  imports: [MetricsModule, DedupStoreModule],
  controllers: [MetricsController],
  providers: [HttpTiming, ScrapeCollectors],
})
export class ObservabilityModule {}
