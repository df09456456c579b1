import { ObjectType } from '@nestjs/graphql';
import { IntField, ObjectField, TextField } from '../../openapi/fields';
import { EventSchema } from '../../openapi/shared-types';

@ObjectType('StreamPage')
export class ReadStreamResponseSchema {
  @TextField()
  readonly streamId!: string;

  @IntField({ description: "The stream's version (its last event's)" })
  readonly version!: number;

  @ObjectField(EventSchema, { list: true })
  readonly events!: EventSchema[];
}
