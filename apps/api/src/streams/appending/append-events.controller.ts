import { Body, Controller, Inject, Param, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { EVENT_STORE, type EventStore } from '@tidemark/infra';
import { checkDto, checkStreamId, valuesOrThrow } from '../../http/validation';
import { AppendEventsRequest } from './append-events.request';

export interface AppendEventsResponse {
  readonly streamId: string;
  readonly firstVersion: number;
  readonly nextExpectedVersion: number;
  readonly position: string;
}

@Controller('streams')
export class AppendEventsController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** 201 when written; 200 with the original result when the store recognised a retry. */
  @Post(':streamId/events')
  async append(
    @Param('streamId') rawStreamId: string,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AppendEventsResponse> {
    const [streamId, request] = valuesOrThrow(
      checkStreamId(rawStreamId),
      checkDto(AppendEventsRequest, body, { forbidUnknown: true, what: 'body' }),
    );
    const result = await this.store.appendToStream(streamId, request.events, {
      expectedVersion: request.expectedVersion,
    });
    void reply.status(result.written ? 201 : 200);
    return {
      streamId: result.streamId,
      firstVersion: result.firstVersion,
      nextExpectedVersion: result.nextExpectedVersion,
      position: result.position.toString(),
    };
  }
}
