import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Inject, Logger, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { EVENT_STORE, type EventReader } from '@tidemark/infra';
import { BoundedProbe } from '@tidemark/infra/terminus';
import { AppConfig, type StoreKind } from '../config';
import { HealthResponseSchema } from './health.schema';

export interface HealthResponse {
  readonly status: 'ok' | 'unavailable';
  readonly store: StoreKind;
}

@ApiTags('probes')
@Controller('health')
export class HealthController {
  private readonly logger = new Logger('Health');
  private readonly storeAnswers: BoundedProbe<bigint>;

  constructor(
    @Inject(EVENT_STORE) store: EventReader,
    private readonly config: AppConfig,
  ) {
    this.storeAnswers = new BoundedProbe(() => store.headPosition());
  }

  /**
   * 200 when the store answers a query (the app listens only once it is open); else 503, also
   * when it has not answered within a second (a frozen link).
   */
  @ApiOperation({ summary: 'Liveness: the store answers (open, no token)' })
  @ApiOkResponse({ type: HealthResponseSchema })
  @ApiResponse({
    status: 503,
    type: HealthResponseSchema,
    description: 'The store does not answer',
  })
  @Get()
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const store = this.config.store.kind;
    try {
      await this.storeAnswers.run();
      return { status: 'ok', store };
    } catch (error) {
      this.logger.warn(`store unavailable: ${error instanceof Error ? error.message : error}`);
      void reply.status(503);
      return { status: 'unavailable', store };
    }
  }
}
