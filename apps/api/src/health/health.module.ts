import { Module } from '@nestjs/common';
import { TidemarkTerminusModule } from '@tidemark/infra/terminus';
import { DedupStoreModule } from '../dedup/dedup-store.module';
import { DedupStoreIndicator } from './dedup-store-indicator';
import { ReadyController } from './ready.controller';

/** `GET /ready` (readiness). The liveness check `GET /health` stays in the app module. */
@Module({
  // The storage and the projection runner it checks come from the global TidemarkModule.
  imports: [TidemarkTerminusModule.forRoot(), DedupStoreModule],
  controllers: [ReadyController],
  providers: [DedupStoreIndicator],
})
export class HealthModule {}
