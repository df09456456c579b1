import { Controller, Get } from '@nestjs/common';
import { HealthCheck, HealthCheckService } from '@nestjs/terminus';
import { TidemarkHealthIndicator } from '@tidemark/infra/terminus';

@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly tidemark: TidemarkHealthIndicator,
  ) {}

  /** 200, or 503 naming what is down: the store, a failed listener (or, named, the forwarder). */
  @Get()
  @HealthCheck()
  check() {
    return this.health.check(this.tidemark.checks()); // checks({ forwarder: 'forward_jetstream' })
  }
}
