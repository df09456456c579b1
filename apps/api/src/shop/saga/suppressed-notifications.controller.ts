import { ApiOkResponse, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Query } from '@nestjs/common';
import { IsOptional } from 'class-validator';
import { checkDto, IsDecimalInteger, IsText, valuesOrThrow } from '../../http/validation';
import { LimitedNotifier, type SuppressedNotification } from './limited-notifier';
import { ApiErrors, ApiQueryFrom, ApiSecured } from '../../openapi/decorators';
import { SuppressedNotificationListSchema } from './suppressed-notification.schema';

export class SuppressedNotificationsRequest {
  @IsOptional()
  @IsText(1, 200, 'customerId must be a string of 1-200 characters')
  @ApiPropertyOptional({ minLength: 1, maxLength: 200 })
  readonly customerId?: string;

  @IsOptional()
  @IsDecimalInteger(1, 1000, 'limit must be an integer from 1 to 1000')
  @ApiPropertyOptional({ description: '1-1000, default 100', pattern: '^\\d+$' })
  readonly limit?: string;
}

/** Notifications the limits suppressed, newest first: recorded, never dropped silently. Needs the admin role when auth is on. */
@ApiTags('admin: notifications')
@ApiSecured(true)
@Controller('admin/notifications')
export class SuppressedNotificationsController {
  constructor(private readonly notifier: LimitedNotifier) {}

  @ApiOperation({ summary: 'Notifications the limits suppressed, newest first' })
  @ApiQueryFrom(SuppressedNotificationsRequest)
  @ApiOkResponse({ type: SuppressedNotificationListSchema })
  @ApiErrors(400)
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
