import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheck, HealthCheckService, type HealthCheckResult } from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import { TidemarkHealthIndicator } from '@tidemark/infra/terminus';
import { AppConfig } from '../config';
import { DedupStoreIndicator } from './dedup-store-indicator';
import { ReadinessSchema } from './health.schema';

/**
 * Readiness (`GET /ready`), beside the liveness check `GET /health`: 200 when the store
 * answers and can be written, no projection has failed, the dedup store answers (and, with
 * `FORWARD_READY_CHECK=true`, the forwarder is not failing); 503 otherwise, the failing checks
 * under `error`.
 */
@ApiTags('probes')
@Controller('ready')
export class ReadyController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly tidemark: TidemarkHealthIndicator,
    private readonly dedupStore: DedupStoreIndicator,
    private readonly config: AppConfig,
  ) {}

  @ApiOperation({
    summary: 'Readiness: the stores answer and no projection failed (open, no token)',
  })
  @ApiOkResponse({ type: ReadinessSchema })
  @ApiResponse({ status: 503, type: ReadinessSchema, description: 'A check failed: see `error`' })
  @Get()
  // Terminus' own documentation is Swagger 2 (`schema` beside `content`): ours is above.
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthCheckResult> {
    try {
      const forwarding = this.config.forwarding;
      return await this.health.check([
        () => this.tidemark.storeAnswers(),
        () => this.tidemark.noProjectionFailed(),
        () => this.dedupStore.dedupStoreAnswers(),
        ...(forwarding.enabled && forwarding.readyCheck
          ? [() => this.tidemark.forwarderRuns(forwarding.name)]
          : []),
      ]);
    } catch (error) {
      // Terminus throws its 503; answered here so that the error filter keeps its body.
      if (!(error instanceof ServiceUnavailableException)) throw error;
      void reply.status(503);
      return error.getResponse() as HealthCheckResult;
    }
  }
}
