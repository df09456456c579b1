import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Body, Controller, HttpCode, Inject, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AppendConditionFailedSchema, DuplicateEventIdSchema } from '@tidemark/infra/admin';
import { BOUNDARY_STORE, type BoundaryAppendResult, type BoundaryStore } from '@tidemark/infra';
import { valuesOrThrow } from '../../http/validation';
import { ApiErrors, ApiSecured } from '../../openapi/decorators';
import { checkBoundaryAppend } from './append-to-boundary.request';
import {
  BoundaryAppendBodySchema,
  BoundaryAppendResponseSchema,
} from './append-to-boundary.schema';

/** The answer of `POST /dcb/events` (pinned: other clients rely on it). */
export interface BoundaryAppendResponse {
  readonly lastPosition: string;
  readonly events: readonly { readonly id: string; readonly position: string }[];
}

@ApiTags('dcb')
@ApiSecured(true)
@Controller('dcb')
export class AppendToBoundaryController {
  constructor(@Inject(BOUNDARY_STORE) private readonly boundaries: BoundaryStore) {}

  /** 201 when written; 200 with the original ids and positions for a retry. */
  @ApiOperation({
    summary: 'Append events on the condition that no event matching a query appeared since',
    description:
      'Dynamic Consistency Boundary (dcb.events). The events are ordinary events of the global log, in the stream `dcb-<first event id>`.',
  })
  @ApiBody({ type: BoundaryAppendBodySchema })
  @ApiResponse({ status: 201, type: BoundaryAppendResponseSchema, description: 'Written' })
  @ApiResponse({
    status: 200,
    type: BoundaryAppendResponseSchema,
    description:
      'A retry (the same ids, the same content): nothing written, the original positions, whatever the condition says now',
  })
  @ApiErrors(
    400,
    {
      409: {
        description:
          'AppendConditionFailed (an event matching the query stands above `after`), or DuplicateEventId (the ids stand with other content)',
        models: [AppendConditionFailedSchema, DuplicateEventIdSchema],
      },
    },
    { 501: { description: 'NotSupported: the store cannot check a condition atomically' } },
    503,
  )
  @Post('events')
  @HttpCode(201)
  async append(
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BoundaryAppendResponse> {
    const [request] = valuesOrThrow(checkBoundaryAppend(body));
    const result = await this.boundaries.append(request.events, {
      ...(request.condition ? { condition: request.condition } : {}),
    });
    void reply.status(result.written ? 201 : 200);
    return boundaryAppendJson(result);
  }
}

export function boundaryAppendJson(result: BoundaryAppendResult): BoundaryAppendResponse {
  return {
    lastPosition: result.lastPosition.toString(),
    events: result.events.map(({ id, position }) => ({ id, position: position.toString() })),
  };
}
