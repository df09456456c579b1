import { ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  InstantField,
  JsonField,
  ObjectField,
  PositionField,
  TextField,
  TextListField,
} from '../../openapi/fields';
import { EventQuerySchema } from '../boundary-query.schema';
import { DEFAULT_BOUNDARY_READ_LIMIT, MAX_BOUNDARY_READ_LIMIT } from './read-boundary.request';

export class BoundaryReadBodySchema {
  @ApiProperty({ type: EventQuerySchema })
  readonly query!: EventQuerySchema;

  @ApiPropertyOptional({
    type: 'string',
    pattern: '^\\d{1,19}$',
    example: '0',
    description: 'Exclusive position (a decimal string); absent or "0": from the start',
  })
  readonly from?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_BOUNDARY_READ_LIMIT,
    description: `Default ${DEFAULT_BOUNDARY_READ_LIMIT}`,
  })
  readonly limit?: number;
}

@ObjectType('BoundaryEvent')
export class BoundaryEventSchema {
  @TextField({ format: 'uuid' })
  readonly id!: string;

  @TextField({ example: 'StudentSubscribed' })
  readonly type!: string;

  @JsonField()
  readonly data!: Record<string, unknown>;

  @JsonField()
  readonly metadata!: Record<string, unknown>;

  @TextListField({ description: '[] when none' })
  readonly tags!: string[];

  @PositionField({ description: 'Global position (decimal string)' })
  readonly position!: string;

  @InstantField()
  readonly recordedAt!: string;
}

@ObjectType('BoundaryPage')
export class BoundaryReadResponseSchema {
  @ObjectField(BoundaryEventSchema, { list: true, description: 'Matching events above `from`' })
  readonly events!: BoundaryEventSchema[];

  @PositionField({ description: 'Pass as `from` for the next page' })
  readonly nextPosition!: string;

  @PositionField({
    description:
      "The store's head at the read: no event at or below it can appear later, so it is safe as a condition's `after` once every page was read",
  })
  readonly head!: string;
}
