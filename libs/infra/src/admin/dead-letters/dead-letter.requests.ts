import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional } from 'class-validator';
import type { DeadLetterQuery, DeadLetterStatus } from '../../dead-letters/dead-letter-store.port';
import { IsDecimalInteger, IsText, Satisfies } from '../http/request-checks';

export const DEAD_LETTER_STATUSES: readonly DeadLetterStatus[] = [
  'pending',
  'redriven',
  'discarded',
];
export const MAX_DEAD_LETTER_LIMIT = 200;
export const DEFAULT_DEAD_LETTER_LIMIT = 50;
export const MAX_RETRY_IDS = 100;

/** `GET /admin/dead-letters?listener=&step=&status=&limit=&after=` */
export class ListDeadLettersRequest {
  @IsOptional()
  @IsText(1, 200, 'listener must be a string of 1-200 characters')
  @ApiPropertyOptional({ minLength: 1, maxLength: 200 })
  readonly listener?: string;

  @IsOptional()
  @IsText(1, 200, 'step must be a string of 1-200 characters')
  @ApiPropertyOptional({ minLength: 1, maxLength: 200 })
  readonly step?: string;

  @IsOptional()
  @IsIn(DEAD_LETTER_STATUSES, {
    message: `status must be one of ${DEAD_LETTER_STATUSES.join(', ')}`,
  })
  @ApiPropertyOptional({ enum: DEAD_LETTER_STATUSES })
  readonly status?: DeadLetterStatus;

  @IsOptional()
  @IsDecimalInteger(
    1,
    MAX_DEAD_LETTER_LIMIT,
    `limit must be an integer from 1 to ${MAX_DEAD_LETTER_LIMIT}`,
  )
  @ApiPropertyOptional({
    description: `1-${MAX_DEAD_LETTER_LIMIT}, default ${DEFAULT_DEAD_LETTER_LIMIT}`,
    pattern: '^\\d+$',
  })
  readonly limit?: string;

  /** The last id of the previous page (the `next` it answered). */
  @IsOptional()
  @IsText(1, 200, 'after must be a dead-letter id of 1-200 characters')
  @ApiPropertyOptional({
    description: 'The `next` of the previous page',
    minLength: 1,
    maxLength: 200,
  })
  readonly after?: string;
}

/** `POST /admin/dead-letters/retry {ids:[…]}` */
export class RetryDeadLettersRequest {
  @IsArray({ message: 'ids must be an array of dead-letter ids' })
  @ArrayMinSize(1, { message: 'ids must not be empty' })
  @ArrayMaxSize(MAX_RETRY_IDS, { message: `ids must have at most ${MAX_RETRY_IDS} items` })
  @Satisfies(
    'isDeadLetterId',
    (value) => typeof value === 'string' && value.length >= 1 && value.length <= 200,
    'each id must be a string of 1-200 characters',
    { each: true },
  )
  @ApiProperty({ type: [String], minItems: 1, maxItems: MAX_RETRY_IDS })
  readonly ids!: string[];
}

/** `POST /admin/dead-letters/:id/discard {reason}` */
export class DiscardDeadLetterRequest {
  @IsText(1, 500, 'reason must be a string of 1-500 characters')
  @ApiProperty({ minLength: 1, maxLength: 500 })
  readonly reason!: string;
}

/** The store query a validated list request asks for. */
export function deadLetterQueryOf(request: ListDeadLettersRequest): DeadLetterQuery {
  const { listener, step, status, after } = request;
  const limit = request.limit === undefined ? DEFAULT_DEAD_LETTER_LIMIT : Number(request.limit);
  return { listener, step, status, after, limit };
}
