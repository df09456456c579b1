import {
  InstantField,
  IntField,
  JsonField,
  PositionField,
  TextField,
  TextListField,
} from './fields';

export class EventSchema {
  @TextField({ format: 'uuid' })
  readonly id!: string;

  @TextField({ example: 'OrderPlaced' })
  readonly type!: string;

  @JsonField()
  readonly data!: Record<string, unknown>;

  @JsonField()
  readonly metadata!: Record<string, unknown>;

  @TextField({ example: 'order-42' })
  readonly streamId!: string;

  @IntField({ minimum: 1 })
  readonly version!: number;

  @PositionField({ description: 'Global position (decimal string)' })
  readonly position!: string;

  @InstantField()
  readonly recordedAt!: string;

  @TextListField({ description: 'Tags (Dynamic Consistency Boundaries); [] when none' })
  readonly tags!: string[];
}
