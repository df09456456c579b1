import { Module } from '@nestjs/common';
import { TidemarkModule } from '@tidemark/infra/nestjs';
import { TidemarkPrometheusModule } from '@tidemark/infra/prometheus';
import { TidemarkTerminusModule } from '@tidemark/infra/terminus';
import { HealthController } from './health.controller.js';

@Module({
  imports: [
    TidemarkModule.forRoot({ url: 'sqlite::memory:' }),
    // TidemarkHealthIndicator, and Terminus' HealthCheckService.
    TidemarkTerminusModule.forRoot(),
    // GET /metrics; without `path`, inject TidemarkMetrics and serve metrics() yourself.
    TidemarkPrometheusModule.forRoot({ path: 'metrics' }),
  ],
  controllers: [HealthController],
})
export class AppModule {}
