import { Controller, Get, Header, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AppMetrics } from './app-metrics';

/** `GET /metrics`: this instance's metrics in the Prometheus text format. */
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: AppMetrics) {}

  @Get()
  @Header('cache-control', 'no-store')
  async scrape(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    void reply.header('content-type', this.metrics.contentType);
    return this.metrics.metrics();
  }
}
