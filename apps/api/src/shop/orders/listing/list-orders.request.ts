import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { OrderStatus } from '../order.decider';
import { IsDecimalInteger, IsText } from '../../../http/validation';
import { consistencyOf, ReadQuery } from '../../../projections/read-query';
import { ListOrdersQuery } from './list-orders.query';

export const ORDER_STATUSES: readonly OrderStatus[] = ['placed', 'paid', 'shipped', 'cancelled'];
export const MAX_LIST_LIMIT = 100;
export const DEFAULT_LIST_LIMIT = 20;

/** `GET /orders?status=&customerId=&limit=&after=&minPosition=&waitMs=` */
export class ListOrdersRequest extends ReadQuery {
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` })
  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  readonly status?: OrderStatus;

  @IsOptional()
  @IsText(1, 200, 'customerId must be a string of 1-200 characters')
  @ApiPropertyOptional({ minLength: 1, maxLength: 200 })
  readonly customerId?: string;

  @IsOptional()
  @IsDecimalInteger(1, MAX_LIST_LIMIT, `limit must be an integer from 1 to ${MAX_LIST_LIMIT}`)
  @ApiPropertyOptional({
    description: `1-${MAX_LIST_LIMIT}, default ${DEFAULT_LIST_LIMIT}`,
    pattern: '^\\d+$',
  })
  readonly limit?: string;

  /** The last `orderId` of the previous page (the `next` it answered). */
  @IsOptional()
  @IsText(1, 200, 'after must be an order id of 1-200 characters')
  @ApiPropertyOptional({
    description: 'The `next` of the previous page',
    minLength: 1,
    maxLength: 200,
  })
  readonly after?: string;
}

/** The query a validated request asks for. */
export function listOrdersQueryOf(request: ListOrdersRequest): ListOrdersQuery {
  const { status, customerId, after } = request;
  const limit = request.limit === undefined ? DEFAULT_LIST_LIMIT : Number(request.limit);
  return new ListOrdersQuery({ status, customerId, after, limit }, consistencyOf(request));
}
