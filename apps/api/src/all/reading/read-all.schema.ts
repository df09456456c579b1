import { ObjectType } from '@nestjs/graphql';
import { ObjectField, PositionField } from '../../openapi/fields';
import { EventSchema } from '../../openapi/shared-types';

@ObjectType('LogPage')
export class ReadAllResponseSchema {
  @ObjectField(EventSchema, { list: true })
  readonly events!: EventSchema[];

  @PositionField({ description: 'Pass as `from` (same direction) for the next page' })
  readonly nextPosition!: string;
}
