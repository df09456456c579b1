import { ApiExtraModels, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import { Controller, Get, Headers, Inject, Logger, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  EVENT_STORE,
  isTidemarkError,
  type EventReader,
  type LogFilter,
  type RecordedEvent,
  toEventJson,
} from '@tidemark/infra';
import { checkDto, valuesOrThrow, type Checked, isPositionString } from '../../http/validation';
import { checkLogFilter, logFilterOf, LogQuery } from '../log-query';
import { LiveSubscriptions } from './live-subscriptions';
import { ApiErrors, ApiQueryFrom, ApiSecured } from '../../openapi/decorators';
import { EventSchema } from '../../openapi/shared-types';

const HEARTBEAT_MS = 15_000;

@ApiTags('all')
@ApiSecured(false)
@ApiExtraModels(EventSchema)
@Controller('all')
export class SubscribeAllController {
  private readonly logger = new Logger('SubscribeAll');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventReader,
    private readonly connections: LiveSubscriptions,
  ) {}

  /**
   * The global log as Server-Sent Events: catch up from `from` (exclusive), then live. One
   * message per event: `id: <position>` and `data: <event JSON>`. No `event:` field, so an
   * EventSource's `onmessage` receives every event (the type is in the data). A reconnecting
   * EventSource sends `Last-Event-ID`, which takes precedence over `from`. `: ping`
   * comments keep idle connections open through proxies.
   */
  @ApiOperation({
    summary: 'Subscribe to the global log as Server-Sent Events (catch up, then live)',
  })
  @ApiQueryFrom(LogQuery)
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description: 'A position; wins over `from` (EventSource reconnects)',
  })
  @ApiOkResponse({
    description:
      'One message per event: `id: <position>`, `data: <event JSON>` (see Event); `: ping` comments every 15 s',
    content: {
      'text/event-stream': {
        schema: { type: 'string', example: 'id: 1\ndata: {"id":"…","type":"OrderPlaced",…}\n\n' },
      },
    },
  })
  @ApiErrors(400)
  @Get('subscribe')
  subscribe(
    @Query() rawQuery: unknown,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Res() reply: FastifyReply,
  ): void {
    const [query, resumeAfter] = valuesOrThrow(
      checkDto(LogQuery, rawQuery, { forbidUnknown: false, what: 'query' }),
      checkLastEventId(lastEventId),
    );
    // A reconnecting EventSource keeps its first URL: the last id it saw wins over `from`.
    const from = BigInt(resumeAfter ?? query.from ?? '0');
    const [filter] = valuesOrThrow(checkLogFilter(logFilterOf(query)));

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
    });
    res.flushHeaders();

    const controller = new AbortController();
    res.once('close', () => controller.abort());
    this.connections.run(controller, (signal) => this.pump(res, from, filter, signal));
  }

  private async pump(
    res: ServerResponse,
    from: bigint,
    filter: LogFilter,
    signal: AbortSignal,
  ): Promise<void> {
    const heartbeat = setInterval(() => res.destroyed || res.write(': ping\n\n'), HEARTBEAT_MS);
    try {
      for await (const event of this.store.subscribe({ from, filter, signal })) {
        // Back-pressure: with the socket buffer full, pull nothing more until it drains.
        if (!res.write(sseMessage(event))) await once(res, 'drain', { signal });
      }
    } catch (error) {
      if (!signal.aborted && !(isTidemarkError(error) && error.code === 'StoreClosed')) {
        this.logger.error(
          `subscription failed: ${error instanceof Error ? error.message : String(error)}`,
          error instanceof Error ? error.stack : undefined,
        );
      }
    } finally {
      clearInterval(heartbeat);
      if (!res.writableEnded) res.end();
      // Not reused: a connection left open would hold the server's close on shutdown.
      res.socket?.end();
    }
  }
}

function sseMessage(event: RecordedEvent): string {
  return `id: ${event.position}\ndata: ${JSON.stringify(toEventJson(event))}\n\n`;
}

function checkLastEventId(value: string | undefined): Checked<string | undefined> {
  if (value === undefined || isPositionString(value.trim())) {
    return { ok: true, value: value?.trim() };
  }
  return {
    ok: false,
    problems: [{ path: 'Last-Event-ID', message: 'Last-Event-ID must be a position' }],
  };
}
