import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  IntField,
  JSON_OBJECT,
  JsonField,
  ObjectField,
  PositionField,
  SafeIntField,
  TextField,
} from '../openapi/fields';
import { SetStreamMetadataRequest } from './stream-admin.requests';

export class DeleteStreamResponseSchema {
  @TextField({ example: 'order-42' })
  readonly streamId!: string;

  @TextField({
    enum: ['soft', 'tombstone'],
    description:
      'soft: reads answer 404 until the next append, which continues the versions; tombstone: for good (410)',
  })
  readonly deletion!: string;

  @PositionField({ description: "The log's head position when the stream was deleted" })
  readonly position!: string;
}

export class StreamMetadataSchema {
  @SafeIntField({ nullable: true, description: 'Reads show only the newest maxCount events' })
  readonly maxCount?: number | null;

  @SafeIntField({
    nullable: true,
    description: 'Reads hide events recorded more than maxAgeSeconds ago',
  })
  readonly maxAgeSeconds?: number | null;

  @SafeIntField({
    nullable: true,
    description: 'Reads hide events with a version below this one (a soft delete sets it)',
  })
  readonly truncateBefore?: number | null;

  @JsonField({ nullable: true, description: 'Anything else kept with the stream, as given' })
  readonly custom?: Record<string, unknown> | null;
}

export class StreamMetadataResponseSchema {
  @TextField({ example: 'order-42' })
  readonly streamId!: string;

  @ObjectField(StreamMetadataSchema)
  readonly metadata!: StreamMetadataSchema;

  @IntField({ minimum: 0, description: '0 when none was ever set; +1 per set' })
  readonly metadataVersion!: number;
}

/** The whole body of a metadata PUT: the DTO's fields and the free-form `custom`. */
export class SetStreamMetadataBodySchema extends SetStreamMetadataRequest {
  @ApiPropertyOptional({
    ...JSON_OBJECT,
    description: 'Anything else to keep with the stream (kept as given)',
  })
  readonly custom?: Record<string, unknown>;
}

export class ScavengeResponseSchema {
  @SafeIntField({ minimum: 0, description: 'Events no read could return any more, now removed' })
  readonly removedEvents!: number;
}
