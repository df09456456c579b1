import { ApiProperty } from '@nestjs/swagger';
import {
  InstantField,
  NumberField,
  ObjectField,
  PositionField,
  SafeIntField,
  TextField,
} from '../openapi/fields';
import { EventSchema } from '../openapi/event.schema';

export class ListenerRebuildSchema {
  @PositionField()
  readonly checkpoint!: string;

  @NumberField({ minimum: 0, maximum: 1 })
  readonly progress!: number;

  @InstantField()
  readonly startedAt!: string;
}

export class ListenerSchema {
  @TextField({ example: 'order_list' })
  readonly name!: string;

  @TextField({ enum: ['projection', 'saga', 'side-effect', 'forwarder'] })
  readonly kind!: string;

  /** `failing`: running, but its turns fail and are retried with back-off (see `lastError`). */
  @TextField({ enum: ['running', 'failing', 'paused', 'failed'] })
  readonly status!: string;

  @PositionField()
  readonly checkpoint!: string;

  @PositionField()
  readonly headPosition!: string;

  @PositionField()
  readonly lag!: string;

  @TextField({ nullable: true })
  readonly leaseOwner!: string | null;

  @InstantField({ nullable: true })
  readonly leaseUntil!: string | null;

  @SafeIntField()
  readonly applied!: number;

  @SafeIntField()
  readonly skipped!: number;

  @TextField({ nullable: true })
  readonly lastError!: string | null;

  @ObjectField(EventSchema, { nullable: true })
  readonly failedEvent!: EventSchema | null;

  @ObjectField(ListenerRebuildSchema, { nullable: true })
  readonly rebuild!: ListenerRebuildSchema | null;
}

export class ListenerListSchema {
  @ApiProperty({ type: [ListenerSchema] })
  readonly projections!: ListenerSchema[];
}
