import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Header, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { TidemarkMetrics } from '@tidemark/infra/prometheus';

/** `GET /metrics`: this instance's metrics in the Prometheus text format. */
@ApiTags('probes')
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: TidemarkMetrics) {}

  @ApiOperation({ summary: "This instance's metrics, Prometheus text format (open, no token)" })
  @ApiOkResponse({
    description: 'Prometheus exposition format',
    content: {
      'text/plain': {
        schema: { type: 'string', example: '# HELP tidemark_http_requests_total …' },
      },
    },
  })
  @Get()
  @Header('cache-control', 'no-store')
  async scrape(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    void reply.header('content-type', this.metrics.contentType);
    return this.metrics.metrics();
  }
}
