import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { DedupStoreModule } from '../dedup/dedup-store.module';
import { ReadinessIndicators } from './readiness-indicators';
import { ReadyController } from './ready.controller';

/** `GET /ready` (readiness). The liveness check `GET /health` stays in the app module. */
@Module({
  // The projection runner (its listeners' state) comes from the global TidemarkModule.
  imports: [TerminusModule.forRoot({ logger: false }), DedupStoreModule],
  controllers: [ReadyController],
  providers: [ReadinessIndicators],
})
export class HealthModule {}
