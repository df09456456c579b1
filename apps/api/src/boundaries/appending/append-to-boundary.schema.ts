import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_TAGS } from '@tidemark/domain';
import { JSONObject } from '../../graphql/scalars';
import { JSON_OBJECT, ObjectField, PositionField, TextField } from '../../openapi/fields';
import { EventQuerySchema } from '../boundary-query.schema';
import { MAX_BOUNDARY_EVENTS } from './append-to-boundary.request';

@InputType('BoundaryEventInput')
export class BoundaryNewEventSchema {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Client-chosen id: a retry with the same ids and content writes nothing',
  })
  @Field(() => String, { nullable: true })
  readonly id?: string;

  @ApiProperty({ minLength: 1, maxLength: 200, example: 'StudentSubscribed' })
  @Field(() => String)
  readonly type!: string;

  @ApiProperty({ ...JSON_OBJECT, example: { studentId: 's1', courseId: 'c1' } })
  @Field(() => JSONObject)
  readonly data!: Record<string, unknown>;

  @ApiPropertyOptional({ ...JSON_OBJECT, description: 'Stored as sent' })
  @Field(() => JSONObject, { nullable: true })
  readonly metadata?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: [String],
    maxItems: MAX_TAGS,
    description: '0-32 strings of 1-200 characters, no control characters',
    example: ['student:s1', 'course:c1'],
  })
  @Field(() => [String], { nullable: true })
  readonly tags?: string[];
}

@InputType('AppendConditionInput')
export class AppendConditionSchema {
  @ApiProperty({ type: EventQuerySchema })
  @Field(() => EventQuerySchema)
  readonly failIfEventsMatch!: EventQuerySchema;

  @ApiPropertyOptional({
    type: 'string',
    pattern: '^\\d{1,19}$',
    example: '42',
    description:
      'Exclusive: the `head` the decision read. Absent: any matching event fails the append',
  })
  @Field(() => String, { nullable: true })
  readonly after?: string;
}

export class BoundaryAppendBodySchema {
  @ApiProperty({
    type: [BoundaryNewEventSchema],
    minItems: 1,
    maxItems: MAX_BOUNDARY_EVENTS,
    description: 'Written atomically, in order, to the stream `dcb-<first event id>`',
  })
  readonly events!: BoundaryNewEventSchema[];

  @ApiPropertyOptional({ type: AppendConditionSchema })
  readonly condition?: AppendConditionSchema;
}

@ObjectType('BoundaryAppendedEvent')
export class BoundaryAppendedEventSchema {
  @TextField({ format: 'uuid' })
  readonly id!: string;

  @PositionField()
  readonly position!: string;
}

@ObjectType('BoundaryAppend')
export class BoundaryAppendResponseSchema {
  @PositionField({ description: "The position of the append's last event" })
  readonly lastPosition!: string;

  @ObjectField(BoundaryAppendedEventSchema, { list: true })
  readonly events!: BoundaryAppendedEventSchema[];

  // GraphQL's only way to tell a retry (REST answers 200 instead of 201).
  @Field(() => Boolean, { description: 'False for a retry recognised by its ids: nothing written' })
  readonly written?: boolean;
}
