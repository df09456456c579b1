import {
  ApiAcceptedResponse,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ListenerRunner } from '../../projections/listener-runner';
import { checkDto, valuesOrThrow } from '../http/request-checks';
import {
  toListenerJson,
  toReplayReportJson,
  type ListenerJson,
  type ReplayReportJson,
} from './listener-json';
import { ReplayStreamRequest } from './replay-stream.request';
import { AdminRoutes } from '../guards/admin-guards';
import { ApiErrors, ApiSecured } from '../openapi/decorators';
import { ListenerListSchema, ListenerSchema } from './listener.schema';
import { ReplayReportSchema } from './replay-report.schema';

/** Operations on the app's listeners. An unknown name is 404 ListenerNotFound. Behind the admin module's guards. */
@ApiTags('admin: projections')
@ApiSecured(true)
@AdminRoutes()
@Controller('admin/projections')
export class ProjectionsAdminController {
  constructor(private readonly runner: ListenerRunner) {}

  @ApiOperation({ summary: 'List listeners with checkpoint, lag and state' })
  @ApiOkResponse({ type: ListenerListSchema })
  @Get()
  async list(): Promise<{ projections: ListenerJson[] }> {
    return { projections: (await this.runner.list()).map(toListenerJson) };
  }

  @ApiOperation({ summary: 'One listener' })
  @ApiOkResponse({ type: ListenerSchema })
  @ApiErrors({ 404: { description: 'ListenerNotFound' } })
  @Get(':name')
  async get(@Param('name') name: string): Promise<ListenerJson> {
    return toListenerJson(await this.runner.get(name));
  }

  /** Stops after the batch in progress; the checkpoint stays until `resume`. */
  @ApiOperation({ summary: 'Pause a listener after its batch in progress' })
  @ApiOkResponse({ type: ListenerSchema })
  @ApiErrors({ 404: { description: 'ListenerNotFound' } })
  @Post(':name/pause')
  @HttpCode(HttpStatus.OK)
  async pause(@Param('name') name: string): Promise<ListenerJson> {
    return toListenerJson(await this.runner.pause(name));
  }

  /** Runs a paused or failed listener again (a failed one retries the event it stopped at). */
  @ApiOperation({ summary: 'Resume a paused or failed listener' })
  @ApiOkResponse({ type: ListenerSchema })
  @ApiErrors({ 404: { description: 'ListenerNotFound' } })
  @Post(':name/resume')
  @HttpCode(HttpStatus.OK)
  async resume(@Param('name') name: string): Promise<ListenerJson> {
    return toListenerJson(await this.runner.resume(name));
  }

  /** 202: builds a new read model from position 0 beside the live one, which serves until the swap. */
  @ApiOperation({ summary: 'Rebuild a projection from position 0 beside the live one' })
  @ApiAcceptedResponse({ type: ListenerSchema })
  @ApiErrors({ 404: { description: 'ListenerNotFound' } })
  @Post(':name/rebuild')
  @HttpCode(HttpStatus.ACCEPTED)
  async rebuild(@Param('name') name: string): Promise<ListenerJson> {
    return toListenerJson(await this.runner.rebuild(name));
  }

  /**
   * Applies one stream's events again; what was applied already is skipped unless `force`. An
   * event the projection cannot apply is retried, then dead-lettered or stops the replay, as its
   * poison-event policy says; 200 reports each event's outcome either way.
   */
  @ApiOperation({
    summary: "Replay one stream's events to a projection",
    description:
      'Events applied already are skipped unless `force`. An event the projection cannot apply ' +
      "is retried, then, as the projection's poison-event policy says, dead-lettered (skipped) " +
      'or `failed`: the replay stops there and the rest of the stream is `not-replayed`. The ' +
      'listener itself is never parked by a replay. The report lists every event with its outcome.',
  })
  @ApiBody({ type: ReplayStreamRequest })
  @ApiOkResponse({ type: ReplayReportSchema })
  @ApiErrors(400, { 404: { description: 'ListenerNotFound' } })
  @Post(':name/replay')
  @HttpCode(HttpStatus.OK)
  async replay(@Param('name') name: string, @Body() body: unknown): Promise<ReplayReportJson> {
    const [request] = valuesOrThrow(
      checkDto(ReplayStreamRequest, body ?? {}, { forbidUnknown: true, what: 'body' }),
    );
    return toReplayReportJson(
      await this.runner.replayStream(name, request.streamId, request.force ?? false),
    );
  }
}
