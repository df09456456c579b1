import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_TAGS } from '@tidemark/domain';
import { JSON_OBJECT, POSITION } from '../../openapi/fields';
import { AppendEventsRequest } from './append-events.request';

export class NewEventSchema {
  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'Client-chosen id (makes a retry a no-op); the server generates a UUIDv7 when absent',
  })
  readonly id?: string;

  @ApiProperty({ minLength: 1, maxLength: 200, example: 'OrderPlaced' })
  readonly type!: string;

  @ApiProperty({ ...JSON_OBJECT, example: { total: 2100 } })
  readonly data!: Record<string, unknown>;

  @ApiPropertyOptional({
    ...JSON_OBJECT,
    description: '`correlationId`, `causationId`, `source`, `occurredAt` … as you send them',
  })
  readonly metadata?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: [String],
    maxItems: MAX_TAGS,
    description:
      'What DCB queries find the event by: 0-32 strings of 1-200 characters, no control characters',
    example: ['order:42'],
  })
  readonly tags?: string[];
}

/** The whole body of an append: `expectedVersion` (checked by the DTO) and the raw `events`. */
export class AppendEventsBodySchema extends AppendEventsRequest {
  @ApiProperty({ type: [NewEventSchema], minItems: 1, description: 'Written atomically, in order' })
  readonly events!: NewEventSchema[];
}

export class AppendEventsResponseSchema {
  @ApiProperty({ example: 'order-42' })
  readonly streamId!: string;

  @ApiProperty({ type: 'integer' })
  readonly firstVersion!: number;

  @ApiProperty({ type: 'integer' })
  readonly nextExpectedVersion!: number;

  @ApiProperty({ ...POSITION, description: 'Position of the last event written' })
  readonly position!: string;
}
