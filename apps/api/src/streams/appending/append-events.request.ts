import { Type } from 'class-transformer';
import {
  ArrayNotEmpty,
  IsArray,
  IsString,
  Length,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  isExpectedVersion,
  isJsonObject,
  isUuid,
  type ExpectedVersion,
  type JsonObject,
  type NewEvent,
} from '@tidemark/domain';
import { Satisfies } from '../../http/validation';

const TYPE_MESSAGE = 'type must be a string of 1-200 characters';

export class NewEventRequest implements NewEvent {
  /** Optional: the store assigns a UUIDv7. Clients that retry must send their own. */
  @ValidateIf((event: NewEventRequest) => event.id !== undefined)
  @Satisfies('isUuid', isUuid, 'id must be a UUID')
  readonly id?: string;

  @IsString({ message: TYPE_MESSAGE })
  @Length(1, 200, { message: TYPE_MESSAGE })
  readonly type!: string;

  @Satisfies('isJsonObject', isJsonObject, 'data must be a JSON object')
  readonly data!: JsonObject;

  @ValidateIf((event: NewEventRequest) => event.metadata !== undefined)
  @Satisfies('isJsonObject', isJsonObject, 'metadata must be a JSON object')
  readonly metadata?: JsonObject;
}

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
  readonly expectedVersion?: ExpectedVersion;

  @IsArray({ message: 'events must be a non-empty array' })
  @ArrayNotEmpty({ message: 'events must be a non-empty array' })
  @ValidateNested({ each: true, message: 'event must be an object' })
  @Type(() => NewEventRequest)
  readonly events!: NewEventRequest[];
}
