import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_QUERY_ITEMS, MAX_QUERY_TYPES, MAX_TAGS } from '@tidemark/domain';

/*
 * A DCB query as a request carries it: the OpenAPI schema of the REST bodies and the GraphQL
 * input, one class each. The domain's queryProblems checks it, whichever way it came.
 */

@InputType('QueryItemInput')
export class QueryItemSchema {
  @ApiPropertyOptional({
    type: [String],
    maxItems: MAX_QUERY_TYPES,
    description: 'The event is of one of these types (absent or empty: any type)',
    example: ['StudentSubscribed'],
  })
  @Field(() => [String], { nullable: true })
  readonly types?: string[];

  @ApiPropertyOptional({
    type: [String],
    maxItems: MAX_TAGS,
    description: 'The event carries every one of these tags (absent or empty: any tags)',
    example: ['course:c1'],
  })
  @Field(() => [String], { nullable: true })
  readonly tags?: string[];
}

@InputType('EventQueryInput')
export class EventQuerySchema {
  @ApiProperty({
    type: [QueryItemSchema],
    minItems: 1,
    maxItems: MAX_QUERY_ITEMS,
    description: 'An event matches when it matches any item; `[{}]` matches every event',
  })
  @Field(() => [QueryItemSchema])
  readonly items!: QueryItemSchema[];
}
