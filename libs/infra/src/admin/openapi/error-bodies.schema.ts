import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { storeKinds, STORE_KINDS } from '../../stores/registry';
import { POSITION } from './fields';

/** The kinds whose own database can run out of room (their SQL). */
const SQL_STORE_KINDS = storeKinds.filter((kind) => kind.sql).map((kind) => kind.name);

/*
 * The error bodies every slice may answer, for the OpenAPI document (the one exception filter
 * writes them; GraphQL reports the same codes in `errors`).
 */

export class ErrorBodySchema {
  @ApiProperty({ description: 'A stable error code', example: 'NotFound' })
  readonly error!: string;

  @ApiPropertyOptional({ description: 'What went wrong, for humans' })
  readonly message?: string;
}

export class StoreUnavailableSchema {
  @ApiProperty({ enum: ['StoreUnavailable'] })
  readonly error!: 'StoreUnavailable';

  @ApiProperty({
    enum: [...STORE_KINDS, 'redis'],
    description: 'Which store',
  })
  readonly store!: string;

  @ApiPropertyOptional({
    enum: ['unknown'],
    description:
      'Present when a write was sent and not confirmed: it may stand; retry with the same ids or key',
  })
  readonly writeOutcome?: 'unknown';

  @ApiProperty()
  readonly message!: string;
}

export class StoreFullSchema {
  @ApiProperty({ enum: ['StoreFull'] })
  readonly error!: 'StoreFull';

  @ApiProperty({ enum: SQL_STORE_KINDS, description: 'Which store' })
  readonly store!: string;

  @ApiProperty()
  readonly message!: string;
}

export class StreamDeletedSchema {
  @ApiProperty({ enum: ['StreamDeleted'] })
  readonly error!: 'StreamDeleted';

  @ApiProperty({ example: 'order-42' })
  readonly streamId!: string;

  @ApiPropertyOptional()
  readonly message?: string;
}

export class ValidationProblemSchema {
  @ApiProperty({ description: 'Where: `body.lines[0].sku`, `streamId`, `limit`… (may be empty)' })
  readonly path!: string;

  @ApiProperty({ example: 'sku must be a string of 1-100 characters' })
  readonly message!: string;
}

export class ValidationErrorSchema {
  @ApiProperty({ enum: ['ValidationError'] })
  readonly error!: 'ValidationError';

  @ApiProperty({ type: [ValidationProblemSchema], description: 'Every problem found' })
  readonly details!: ValidationProblemSchema[];
}

export class WrongExpectedVersionSchema {
  @ApiProperty({ enum: ['WrongExpectedVersion'] })
  readonly error!: 'WrongExpectedVersion';

  @ApiProperty({ example: 'order-42' })
  readonly streamId!: string;

  @ApiProperty({
    oneOf: [
      { type: 'string', enum: ['any', 'no_stream', 'stream_exists'] },
      { type: 'integer', minimum: 0 },
    ],
  })
  readonly expectedVersion!: string | number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  readonly actualVersion!: number;
}

export class DuplicateEventIdSchema {
  @ApiProperty({ enum: ['DuplicateEventId'] })
  readonly error!: 'DuplicateEventId';

  @ApiProperty()
  readonly streamId!: string;

  @ApiProperty({ type: [String], description: 'The ids of the append that are already stored' })
  readonly eventIds!: string[];

  @ApiProperty()
  readonly message!: string;
}

export class AppendConditionFailedSchema {
  @ApiProperty({ enum: ['AppendConditionFailed'] })
  readonly error!: 'AppendConditionFailed';

  @ApiProperty({
    description: 'Which position holds an event matching the condition; read again, decide again',
  })
  readonly message!: string;
}

export class ProjectionBehindSchema {
  @ApiProperty({ enum: ['ProjectionBehind'] })
  readonly error!: 'ProjectionBehind';

  @ApiProperty()
  readonly projection!: string;

  @ApiProperty(POSITION)
  readonly checkpoint!: string;

  @ApiProperty(POSITION)
  readonly minPosition!: string;
}

export class ForbiddenSchema {
  @ApiProperty({ enum: ['Forbidden'] })
  readonly error!: 'Forbidden';

  @ApiProperty({ enum: ['reader', 'writer', 'admin'], description: 'The role the route needs' })
  readonly required!: string;
}

export class PayloadTooLargeSchema {
  @ApiProperty({ enum: ['PayloadTooLarge'] })
  readonly error!: 'PayloadTooLarge';

  @ApiProperty({ type: 'integer' })
  readonly limitBytes!: number;
}
