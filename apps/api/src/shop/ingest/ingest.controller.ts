import {
  ApiBody,
  ApiExtraModels,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { Body, Controller, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkCorrelationId } from '../../http/headers';
import { Idempotent, keyedRequestOf } from '@tidemark/infra/nestjs';
import { valuesOrThrow } from '../../http/validation';
import { IngestService, ingestStatus, type IngestResponse } from './ingest.service';
import {
  ApiCorrelationId,
  ApiErrors,
  ApiIdempotencyKey,
  ApiSecured,
} from '../../openapi/decorators';
import { INGEST_EXAMPLES, INGEST_PAYLOADS } from './ingest-payloads.schema';
import { IngestResponseSchema } from './ingest-response.schema';

/**
 * Raw payloads from the shop's sources (`payment-provider`, `warehouse`, `client`). 201 when
 * the fact was accepted or replaced an earlier report of it, 200 when it was a duplicate.
 */
@ApiTags('ingest')
@ApiSecured(true)
@ApiExtraModels(...Object.values(INGEST_PAYLOADS))
@Controller('ingest')
export class IngestController {
  constructor(private readonly ingestion: IngestService) {}

  @ApiOperation({
    summary: 'Ingest a raw payload from a source: normalised, deduplicated, applied',
  })
  @ApiParam({ name: 'source', enum: Object.keys(INGEST_PAYLOADS) })
  @ApiBody({
    description:
      'One schema per source: payment-provider → PaymentProviderWebhook, warehouse → WarehouseUpdate, client → ClientCommand',
    schema: {
      oneOf: Object.values(INGEST_PAYLOADS).map((model) => ({ $ref: getSchemaPath(model) })),
    },
    examples: INGEST_EXAMPLES,
  })
  @ApiResponse({
    status: 201,
    type: IngestResponseSchema,
    description: 'Accept or Replace: the fact was applied',
  })
  @ApiResponse({
    status: 200,
    type: IngestResponseSchema,
    description: 'Drop: a duplicate of a fact already known',
  })
  @ApiErrors(
    { 400: { description: 'ValidationError: the payload does not fit its source' } },
    { 404: { description: 'UnknownSource, or OrderNotFound' } },
    { 409: { description: 'FactInFlight, a conflict, or IdempotencyKeyInFlight' } },
    { 422: { description: "The order's rules refuse the fact, or IdempotencyKeyReused" } },
    { 429: { description: 'FrequencyLimited, or the write rate limit' } },
    503,
  )
  @ApiIdempotencyKey()
  @ApiCorrelationId()
  @Post(':source')
  @Idempotent()
  async ingest(
    @Param('source') source: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<IngestResponse> {
    const [correlationId] = valuesOrThrow(
      checkCorrelationId(request.headers['x-correlation-id'], request.id),
    );
    const response = await this.ingestion.ingest(
      source,
      body,
      correlationId,
      keyedRequestOf(request),
    );
    void reply.status(ingestStatus(response));
    return response;
  }
}
