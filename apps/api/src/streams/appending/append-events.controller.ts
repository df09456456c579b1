import { ApiBody, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Inject, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  commandEventId,
  EVENT_STORE,
  type AppendResult,
  type EventWriter,
  type StoredResponse,
} from '@tidemark/infra';
import { keyedCommand, Idempotent, keyedRequestOf } from '@tidemark/infra/nestjs';
import { checkStreamId, valuesOrThrow } from '../../http/validation';
import { checkAppendRequest, checkNewEvents } from './append-events.request';
import { isJsonObject } from '@tidemark/domain';
import {
  APPEND_CONFLICT,
  ApiErrors,
  ApiIdempotencyKey,
  ApiSecured,
} from '../../openapi/decorators';
import { AppendEventsBodySchema, AppendEventsResponseSchema } from './append-events.schema';

export interface AppendEventsResponse {
  readonly streamId: string;
  readonly firstVersion: number;
  readonly nextExpectedVersion: number;
  readonly position: string;
}

@ApiTags('streams')
@ApiSecured(true)
@Controller('streams')
export class AppendEventsController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventWriter) {}

  /** 201 when written; 200 with the original result when the store recognised a retry. */
  @ApiOperation({ summary: 'Append events to a stream under an expected version' })
  @ApiParam({
    name: 'streamId',
    description: '`<category>-<id>`: 1-200 chars of [A-Za-z0-9_.:@-], not starting with $',
  })
  @ApiBody({ type: AppendEventsBodySchema })
  @ApiResponse({ status: 201, type: AppendEventsResponseSchema, description: 'Written' })
  @ApiResponse({
    status: 200,
    type: AppendEventsResponseSchema,
    description: 'A retry of an append already stored: nothing written, the original result',
  })
  @ApiErrors(
    400,
    { 409: APPEND_CONFLICT },
    410,
    { 422: { description: 'IdempotencyKeyReused' } },
    503,
  )
  @ApiIdempotencyKey()
  @Post(':streamId/events')
  @Idempotent()
  async append(
    @Param('streamId') rawStreamId: string,
    @Body() body: unknown,
    @Req() http: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AppendEventsResponse> {
    const { events, ...rest } = isJsonObject(body) ? body : { events: undefined };
    const [streamId, request, newEvents] = valuesOrThrow(
      checkStreamId(rawStreamId),
      isJsonObject(body)
        ? checkAppendRequest(rest)
        : { ok: false, problems: [{ path: '', message: 'body must be a JSON object' }] },
      isJsonObject(body) ? checkNewEvents(events) : { ok: true, value: [] },
    );
    // Under a key, events sent without an id take one derived from it: a re-run after a
    // crash is then recognised as the same append.
    const keyed = keyedRequestOf(http);
    // Ids derived from the key's command: events found under them are that command's own,
    // written by its first run, which answered 201.
    const derived = newEvents.every((event) => event.id === undefined);
    const keyedAppend =
      keyed &&
      keyedCommand(keyed, (result) => appendReply(derived ? { ...result, written: true } : result));
    const result = await this.store.appendToStream(
      streamId,
      keyed
        ? newEvents.map((event, index) => ({
            ...event,
            id: event.id ?? commandEventId(keyed.commandId, index),
          }))
        : newEvents,
      { expectedVersion: request.expectedVersion, keyed: keyedAppend },
    );
    // The key's answer is built once, by its own function: what a replay answers too.
    const answer = keyedAppend ? keyedAppend.response(result) : appendReply(result);
    void reply.status(answer.status);
    return answer.body as AppendEventsResponse;
  }
}

/** 201 when written, 200 for a recognised retry; the same for the key's stored response. */
function appendReply(result: AppendResult): StoredResponse & { body: AppendEventsResponse } {
  return {
    status: result.written ? 201 : 200,
    body: {
      streamId: result.streamId,
      firstVersion: result.firstVersion,
      nextExpectedVersion: result.nextExpectedVersion,
      position: result.position.toString(),
    },
    headers: {},
  };
}
