import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { DedupStoreModule } from '../ingest/dedup-store.module';
import { ProjectionsModule } from '../projections/projections.module';
import { ReadinessIndicators } from './readiness-indicators';
import { ReadyController } from './ready.controller';

/** `GET /ready` (readiness). The liveness check `GET /health` stays in the app module. */
@Module({
  imports: [TerminusModule.forRoot({ logger: false }), ProjectionsModule, DedupStoreModule],
  controllers: [ReadyController],
  providers: [ReadinessIndicators],
})
export class HealthModule {}
