import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, ValidateIf } from 'class-validator';
import {
  isJsonObject,
  jsonProblems,
  MAX_JSON_DEPTH,
  type ExpectedVersion,
  type JsonObject,
} from '@tidemark/domain';
import type { StreamMetadata } from '../../event-store/event-store.port';
import type { Checked } from '../../nest/http/idempotency-keys';
import { checkDto, IsIntegerIn, Satisfies } from '../http/request-checks';

const EXPECTED_VERSION_MESSAGE =
  'expectedVersion must be "any", "no_stream", "stream_exists" or an integer >= 0';

/** `any`, `no_stream`, `stream_exists` or a version in decimal digits, as a query string has it. */
function isExpectedVersionText(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (['any', 'no_stream', 'stream_exists'].includes(value)) return true;
  return /^\d{1,16}$/.test(value) && Number.isSafeInteger(Number(value));
}

/** `DELETE /admin/streams/:streamId?expectedVersion=&tombstone=` */
export class DeleteStreamQuery {
  @IsOptional()
  @Satisfies('isExpectedVersion', isExpectedVersionText, EXPECTED_VERSION_MESSAGE)
  @ApiPropertyOptional({
    description:
      'Absent: "any" (no check). Otherwise "no_stream", "stream_exists" or the exact current version',
    pattern: '^(any|no_stream|stream_exists|\\d{1,16})$',
    example: '3',
  })
  readonly expectedVersion?: string;

  /** Delete for good: appends and reads then answer 410 StreamDeleted. */
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'tombstone must be "true" or "false"' })
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description:
      'true: tombstone (for good: later appends and reads answer 410 StreamDeleted); default false: soft delete',
  })
  readonly tombstone?: 'true' | 'false';
}

/** The body of a command that takes no options (`POST /admin/scavenge`): none, or `{}`. */
export function checkNoOptions(body: unknown): Checked<undefined> {
  if (body === undefined) return { ok: true, value: undefined };
  if (!isJsonObject(body)) {
    return { ok: false, problems: [{ path: '', message: 'body must be a JSON object' }] };
  }
  const problems = Object.keys(body).map((path) => ({ path, message: 'unknown field' }));
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: undefined };
}

export function expectedVersionOf(text: string | undefined): ExpectedVersion | undefined {
  if (text === undefined) return undefined;
  return text === 'any' || text === 'no_stream' || text === 'stream_exists' ? text : Number(text);
}

/** What a metadata body may bound: counts, ages and versions a JavaScript number holds exactly. */
const MAX = Number.MAX_SAFE_INTEGER;

/**
 * The body of `PUT /admin/streams/:streamId/metadata` but `custom`, which is free-form JSON
 * (checked apart, like an event's data: its keys must arrive exactly as sent). A PUT replaces the
 * whole metadata: a field left out is cleared.
 */
export class SetStreamMetadataRequest {
  @IsOptional()
  @IsIntegerIn(1, MAX, 'maxCount must be an integer >= 1')
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    description: 'Reads show only the newest maxCount events',
  })
  readonly maxCount?: number;

  @IsOptional()
  @IsIntegerIn(1, MAX, 'maxAgeSeconds must be an integer >= 1')
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    description: 'Reads hide events recorded more than maxAgeSeconds ago',
  })
  readonly maxAgeSeconds?: number;

  @IsOptional()
  @IsIntegerIn(0, MAX, 'truncateBefore must be an integer >= 0')
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    description: 'Reads hide events with a version below this one',
  })
  readonly truncateBefore?: number;

  @ValidateIf((request: SetStreamMetadataRequest) => request.expectedMetadataVersion !== undefined)
  @Satisfies(
    'isExpectedMetadataVersion',
    (value) => value === 'any' || (Number.isSafeInteger(value) && (value as number) >= 0),
    'expectedMetadataVersion must be "any" or an integer >= 0',
  )
  @ApiPropertyOptional({
    description:
      'Absent: "any". Otherwise the metadataVersion the stream has now (0: none was ever set); 409 when it differs',
    oneOf: [
      { type: 'string', enum: ['any'] },
      { type: 'integer', minimum: 0 },
    ],
  })
  readonly expectedMetadataVersion?: number | 'any';
}

export interface MetadataUpdate {
  readonly metadata: StreamMetadata;
  readonly expectedMetadataVersion: number | 'any' | undefined;
}

/**
 * A metadata body, every problem listed: the DTO checks the bounded fields, `custom` must be a
 * JSON object (kept as given, whatever its keys).
 */
export function checkMetadataBody(body: unknown): Checked<MetadataUpdate> {
  if (!isJsonObject(body)) {
    return { ok: false, problems: [{ path: '', message: 'body must be a JSON object' }] };
  }
  const { custom, ...rest } = body;
  const checked = checkDto(SetStreamMetadataRequest, rest, {
    forbidUnknown: true,
    what: 'body',
  });
  const customProblems =
    custom === undefined || custom === null
      ? []
      : isJsonObject(custom)
        ? jsonProblems(custom, { path: 'custom', maxDepth: MAX_JSON_DEPTH })
        : [{ path: 'custom', message: 'custom must be a JSON object' }];
  if (!checked.ok || customProblems.length > 0) {
    return { ok: false, problems: [...(checked.ok ? [] : checked.problems), ...customProblems] };
  }
  const { maxCount, maxAgeSeconds, truncateBefore, expectedMetadataVersion } = checked.value;
  // null is absent, as the DTO's @IsOptional has it: the PUT clears that field.
  const metadata: StreamMetadata = {
    ...(maxCount == null ? {} : { maxCount }),
    ...(maxAgeSeconds == null ? {} : { maxAgeSeconds }),
    ...(truncateBefore == null ? {} : { truncateBefore }),
    ...(custom == null ? {} : { custom: custom as JsonObject }),
  };
  return { ok: true, value: { metadata, expectedMetadataVersion } };
}
