import {
  InstantField,
  IntField,
  JsonField,
  ObjectField,
  PositionField,
  TextField,
  TextListField,
} from '../openapi/fields';

export class DeadLetterSchema {
  @TextField()
  readonly id!: string;

  @TextField({ description: 'The saga or projection that gave up' })
  readonly listener!: string;

  @TextField({ nullable: true })
  readonly step!: string | null;

  @TextField({ nullable: true })
  readonly workItemId!: string | null;

  @TextField({ format: 'uuid' })
  readonly eventId!: string;

  @TextField()
  readonly streamId!: string;

  @IntField()
  readonly version!: number;

  @PositionField()
  readonly position!: string;

  @JsonField({ description: 'The event, as recorded' })
  readonly event!: unknown;

  @TextField()
  readonly error!: string;

  @TextField({ nullable: true })
  readonly stack!: string | null;

  @IntField()
  readonly attempts!: number;

  @InstantField()
  readonly firstAttemptAt!: string;

  @InstantField()
  readonly lastAttemptAt!: string;

  @TextField({ enum: ['pending', 'redriven', 'discarded'] })
  readonly status!: string;

  @TextField({ description: 'Why it was discarded', nullable: true })
  readonly resolution!: string | null;

  @InstantField({ nullable: true })
  readonly resolvedAt!: string | null;

  @InstantField()
  readonly createdAt!: string;
}

export class DeadLetterPageSchema {
  @ObjectField(DeadLetterSchema, { list: true })
  readonly items!: DeadLetterSchema[];

  @TextField({ description: 'Pass as `after`; null on the last page', nullable: true })
  readonly next!: string | null;
}

export class RedriveReportSchema {
  @TextListField()
  readonly redriven!: string[];

  @TextListField()
  readonly notFound!: string[];

  @TextListField({ description: "Not pending, or a projection's dead letter" })
  readonly notRedrivable!: string[];
}
