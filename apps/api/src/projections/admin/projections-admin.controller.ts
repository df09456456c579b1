import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ProjectionRunner, type ReplayReport } from '@tidemark/infra';
import { checkDto, valuesOrThrow } from '../../http/validation';
import { toListenerJson, type ListenerJson } from './listener-json';
import { ReplayStreamRequest } from './replay-stream.request';

/** Operations on the app's listeners. An unknown name is 404 ListenerNotFound. No auth yet. */
@Controller('admin/projections')
export class ProjectionsAdminController {
  constructor(private readonly runner: ProjectionRunner) {}

  @Get()
  async list(): Promise<{ projections: ListenerJson[] }> {
    return { projections: (await this.runner.list()).map(toListenerJson) };
  }

  @Get(':name')
  async get(@Param('name') name: string): Promise<ListenerJson> {
    return toListenerJson(await this.runner.get(name));
  }

  /** Stops after the batch in progress; the checkpoint stays until `resume`. */
  @Post(':name/pause')
  @HttpCode(HttpStatus.OK)
  async pause(@Param('name') name: string): Promise<ListenerJson> {
    return toListenerJson(await this.runner.pause(name));
  }

  /** Runs a paused or failed listener again (a failed one retries the event it stopped at). */
  @Post(':name/resume')
  @HttpCode(HttpStatus.OK)
  async resume(@Param('name') name: string): Promise<ListenerJson> {
    return toListenerJson(await this.runner.resume(name));
  }

  /** 202: builds a new read model from position 0 beside the live one, which serves until the swap. */
  @Post(':name/rebuild')
  @HttpCode(HttpStatus.ACCEPTED)
  async rebuild(@Param('name') name: string): Promise<ListenerJson> {
    return toListenerJson(await this.runner.rebuild(name));
  }

  /** Applies one stream's events again; what was applied already is skipped unless `force`. */
  @Post(':name/replay')
  @HttpCode(HttpStatus.OK)
  async replay(@Param('name') name: string, @Body() body: unknown): Promise<ReplayReport> {
    const [request] = valuesOrThrow(
      checkDto(ReplayStreamRequest, body ?? {}, { forbidUnknown: true, what: 'body' }),
    );
    return this.runner.replayStream(name, request.streamId, request.force ?? false);
  }
}
