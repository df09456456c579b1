import { ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import {
  isExpectedVersion,
  newEventProblems,
  type ExpectedVersion,
  type JsonObject,
  type NewEvent,
} from '@tidemark/domain';
import { checkDto, Satisfies, type Checked } from '../../http/validation';

/** The body of an append, but `events`, which {@link checkNewEvents} checks as raw JSON. */
export class AppendEventsRequest {
  /**
   * Optional; absent means `"any"` (no concurrency check), as in EventStoreDB. Otherwise
   * `"no_stream"`, `"stream_exists"` or the stream's exact current version (integer >= 0).
   */
  @ValidateIf((request: AppendEventsRequest) => request.expectedVersion !== undefined)
  @Satisfies(
    'isExpectedVersion',
    isExpectedVersion,
    'expectedVersion must be "any", "no_stream", "stream_exists" or an integer >= 0',
  )
  @ApiPropertyOptional({
    description: 'Absent: "any" (no check)',
    oneOf: [
      { type: 'string', enum: ['any', 'no_stream', 'stream_exists'] },
      { type: 'integer', minimum: 0 },
    ],
  })
  readonly expectedVersion?: ExpectedVersion;
}

/**
 * The events of an append, checked by the same rules the store applies. Not through
 * class-transformer: event data is free-form JSON, whose keys (`constructor`, `toString`…)
 * must arrive exactly as sent.
 */
export function checkNewEvents(events: unknown): Checked<NewEvent[]> {
  const problems = newEventProblems(events);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: events as NewEvent[] };
}

/**
 * The body but `events`, as {@link AppendEventsRequest}. The common valid body (nothing but a
 * valid or absent `expectedVersion`) is recognised without class-transformer, on the hot path
 * of every append; any other goes through {@link checkDto}, which lists every problem.
 */
export function checkAppendRequest(rest: JsonObject): Checked<AppendEventsRequest> {
  const keys = Object.keys(rest);
  const plain =
    keys.length === 0 ||
    (keys.length === 1 && keys[0] === 'expectedVersion' && isExpectedVersion(rest.expectedVersion));
  if (plain) return { ok: true, value: rest as AppendEventsRequest };
  return checkDto(AppendEventsRequest, rest, { forbidUnknown: true, what: 'body' });
}
