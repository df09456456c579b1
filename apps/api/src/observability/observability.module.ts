import { Module } from '@nestjs/common';
import { IngestModule } from '../ingest/ingest.module';
import { ProjectionsModule } from '../projections/projections.module';
import { SagasModule } from '../sagas/sagas.module';
import { HttpTiming } from './http-timing';
import { MetricsController } from './metrics.controller';
import { MetricsModule } from './metrics.module';
import { ScrapeCollectors } from './scrape-collectors';

/** `GET /metrics`, the HTTP timing and the metrics read at scrape time. */
@Module({
  imports: [MetricsModule, ProjectionsModule, SagasModule, IngestModule],
  controllers: [MetricsController],
  providers: [HttpTiming, ScrapeCollectors],
})
export class ObservabilityModule {}
