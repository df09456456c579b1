import { Body, Controller, Param, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Idempotent } from '../http/idempotency/idempotent';
import { IngestService, type IngestResponse } from './ingest.service';

/**
 * Raw payloads from the shop's sources (`payment-provider`, `warehouse`, `client`). 201 when
 * the fact was accepted or replaced an earlier report of it, 200 when it was a duplicate.
 */
@Controller('ingest')
export class IngestController {
  constructor(private readonly ingestion: IngestService) {}

  @Post(':source')
  @Idempotent()
  async ingest(
    @Param('source') source: string,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<IngestResponse> {
    const response = await this.ingestion.ingest(source, body);
    reply.status(response.decision === 'Drop' ? 200 : 201);
    return response;
  }
}
