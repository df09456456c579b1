import { ApiProperty } from '@nestjs/swagger';
import { INSTANT } from '../../openapi/fields';

export const NULLABLE_TEXT = { type: 'string', nullable: true } as const;

export class SuppressedNotificationSchema {
  @ApiProperty()
  readonly idempotencyKey!: string;

  @ApiProperty({ enum: ['same-content', 'daily-limit'] })
  readonly reason!: string;

  @ApiProperty()
  readonly kind!: string;

  @ApiProperty()
  readonly channel!: string;

  @ApiProperty()
  readonly orderId!: string;

  @ApiProperty(NULLABLE_TEXT)
  readonly customerId!: string | null;

  @ApiProperty()
  readonly payload!: unknown;

  @ApiProperty(INSTANT)
  readonly suppressedAt!: string;
}

export class SuppressedNotificationListSchema {
  @ApiProperty({ type: [SuppressedNotificationSchema] })
  readonly items!: SuppressedNotificationSchema[];
}
