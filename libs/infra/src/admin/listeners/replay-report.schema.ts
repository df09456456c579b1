import { IntField, ObjectField, PositionField, TextField } from '../openapi/fields';

export class ReplayedEventSchema {
  @TextField()
  readonly eventId!: string;

  @TextField()
  readonly type!: string;

  @IntField()
  readonly version!: number;

  @PositionField()
  readonly position!: string;

  @TextField({
    enum: ['applied', 'skipped', 'dead-lettered', 'failed', 'not-replayed'],
    description:
      'applied; skipped (applied already, without force); after the retries, as the ' +
      "projection's poison-event policy says, dead-lettered (skipped) or failed (the replay " +
      'stopped there); not-replayed (after a failed one)',
  })
  readonly outcome!: string;

  @TextField({ nullable: true, description: 'dead-lettered, failed: the error' })
  readonly error!: string | null;

  @IntField({ description: 'Attempts made (0 when not replayed)' })
  readonly attempts!: number;

  @TextField({ nullable: true, description: 'dead-lettered: its pending dead letter' })
  readonly deadLetterId!: string | null;
}

export class ReplayReportSchema {
  @TextField()
  readonly streamId!: string;

  @IntField()
  readonly applied!: number;

  @IntField()
  readonly skipped!: number;

  @IntField()
  readonly deadLettered!: number;

  @IntField()
  readonly failed!: number;

  @IntField()
  readonly notReplayed!: number;

  @ObjectField(ReplayedEventSchema, { list: true, description: "The stream's events, in order" })
  readonly events!: ReplayedEventSchema[];
}
