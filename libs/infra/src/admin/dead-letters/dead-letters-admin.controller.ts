import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import type { DeadLetter, RedriveReport } from '../../dead-letters/dead-letter-store.port';
import { DeadLetters } from '../../dead-letters/dead-letter-store.port';
import { deadLetterNotFound, discardDeadLetter } from './dead-letter-rules';
import { checkDto, valuesOrThrow } from '../http/request-checks';
import {
  deadLetterQueryOf,
  DiscardDeadLetterRequest,
  ListDeadLettersRequest,
  RetryDeadLettersRequest,
} from './dead-letter.requests';
import { AdminRoutes } from '../guards/admin-guards';
import { ApiErrors, ApiQueryFrom, ApiSecured } from '../openapi/decorators';
import { DeadLetterPageSchema, DeadLetterSchema, RedriveReportSchema } from './dead-letter.schema';

export interface DeadLetterPage {
  readonly items: readonly DeadLetter[];
  /** Pass as `after` for the next page; null on the last one. */
  readonly next: string | null;
}

/**
 * Dead letters of the sagas (a step that gave up) and of the projections (an event they could
 * not apply): list, inspect, re-drive (saga steps only) or discard with a reason. Behind the admin module's guards.
 */
@ApiTags('admin: dead letters')
@ApiSecured(true)
@AdminRoutes()
@Controller('admin/dead-letters')
export class DeadLettersAdminController {
  constructor(@Inject(DeadLetters) private readonly deadLetters: DeadLetters) {}

  @ApiOperation({ summary: 'List dead letters, a page at a time' })
  @ApiQueryFrom(ListDeadLettersRequest)
  @ApiOkResponse({ type: DeadLetterPageSchema })
  @ApiErrors(400)
  @Get()
  async list(@Query() rawQuery: unknown): Promise<DeadLetterPage> {
    const [query] = valuesOrThrow(
      checkDto(ListDeadLettersRequest, rawQuery ?? {}, { forbidUnknown: false, what: 'query' }),
    );
    return this.deadLetters.list(deadLetterQueryOf(query));
  }

  @ApiOperation({ summary: 'One dead letter' })
  @ApiOkResponse({ type: DeadLetterSchema })
  @ApiErrors({ 404: { description: 'DeadLetterNotFound' } })
  @Get(':id')
  async get(@Param('id') id: string): Promise<DeadLetter> {
    const deadLetter = await this.deadLetters.get(id);
    if (!deadLetter) throw deadLetterNotFound(id);
    return deadLetter;
  }

  /** Re-drives many: each saga step is queued again, due now, with its attempts reset. */
  @ApiOperation({ summary: 'Re-drive many dead letters (saga steps)' })
  @ApiBody({ type: RetryDeadLettersRequest })
  @ApiOkResponse({ type: RedriveReportSchema })
  @ApiErrors(400)
  @Post('retry')
  @HttpCode(HttpStatus.OK)
  async retryMany(@Body() body: unknown): Promise<RedriveReport> {
    const [request] = valuesOrThrow(
      checkDto(RetryDeadLettersRequest, body ?? {}, { forbidUnknown: true, what: 'body' }),
    );
    return this.deadLetters.redrive([...new Set(request.ids)]);
  }

  /** Re-drives one; the report says whether it was (a projection's dead letter is not). */
  @ApiOperation({ summary: 'Re-drive one dead letter' })
  @ApiOkResponse({ type: RedriveReportSchema })
  @ApiErrors({ 404: { description: 'DeadLetterNotFound' } })
  @Post(':id/retry')
  @HttpCode(HttpStatus.OK)
  async retryOne(@Param('id') id: string): Promise<RedriveReport> {
    const report = await this.deadLetters.redrive([id]);
    if (report.notFound.length > 0) throw deadLetterNotFound(id);
    return report;
  }

  /** Marks a pending dead letter discarded; it is kept, with the reason, for audit. */
  @ApiOperation({ summary: 'Discard a pending dead letter, with a reason' })
  @ApiBody({ type: DiscardDeadLetterRequest })
  @ApiOkResponse({ type: DeadLetterSchema })
  @ApiErrors(
    400,
    { 404: { description: 'DeadLetterNotFound' } },
    { 409: { description: 'DeadLetterNotPending' } },
  )
  @Post(':id/discard')
  @HttpCode(HttpStatus.OK)
  async discard(@Param('id') id: string, @Body() body: unknown): Promise<DeadLetter> {
    const [request] = valuesOrThrow(
      checkDto(DiscardDeadLetterRequest, body ?? {}, { forbidUnknown: true, what: 'body' }),
    );
    return discardDeadLetter(this.deadLetters, id, request.reason);
  }
}
