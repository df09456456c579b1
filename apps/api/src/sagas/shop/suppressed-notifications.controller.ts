import { Controller, Get, Query } from '@nestjs/common';
import { IsOptional } from 'class-validator';
import { checkDto, IsDecimalInteger, IsText, valuesOrThrow } from '../../http/validation';
import { LimitedNotifier, type SuppressedNotification } from './limited-notifier';

export class SuppressedNotificationsRequest {
  @IsOptional()
  @IsText(1, 200, 'customerId must be a string of 1-200 characters')
  readonly customerId?: string;

  @IsOptional()
  @IsDecimalInteger(1, 1000, 'limit must be an integer from 1 to 1000')
  readonly limit?: string;
}

/** Notifications the limits suppressed, newest first: recorded, never dropped silently. No auth yet. */
@Controller('admin/notifications')
export class SuppressedNotificationsController {
  constructor(private readonly notifier: LimitedNotifier) {}

  @Get('suppressed')
  async list(@Query() rawQuery: unknown): Promise<{ items: SuppressedNotification[] }> {
    const [query] = valuesOrThrow(
      checkDto(SuppressedNotificationsRequest, rawQuery ?? {}, {
        forbidUnknown: false,
        what: 'query',
      }),
    );
    const limit = query.limit === undefined ? 100 : Number(query.limit);
    return { items: await this.notifier.suppressed(limit, query.customerId) };
  }
}
