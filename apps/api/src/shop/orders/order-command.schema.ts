import { applyDecorators, type Type } from '@nestjs/common';
import { ObjectType } from '@nestjs/graphql';
import { ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { ApiCorrelationId, ApiErrors, ApiIdempotencyKey } from '../../openapi/decorators';
import { IntField, PositionField, TextField } from '../../openapi/fields';

@ObjectType('OrderCommandResult')
export class OrderCommandResponseSchema {
  @TextField({ format: 'uuid' })
  readonly orderId!: string;

  @IntField({ description: 'The order stream version (also the ETag)' })
  readonly version!: number;

  @PositionField({
    description: 'Position of the last event written; null when the command changed nothing',
    nullable: true,
  })
  readonly position!: string | null;
}

/**
 * An order command, `POST /orders/:id/<verb>`: its body, `If-Match`, `X-Correlation-Id`,
 * `Idempotency-Key`, the new version and every error the order commands can answer.
 */
export function ApiOrderCommand(summary: string, body: Type<unknown>, bodyRequired: boolean) {
  return applyDecorators(
    ApiOperation({ summary }),
    ApiParam({ name: 'id', format: 'uuid' }),
    ApiBody({ type: body, required: bodyRequired }),
    ApiHeader({
      name: 'If-Match',
      required: false,
      description: 'W/"<version>": 412 unless the order is at that version',
    }),
    ApiCorrelationId(),
    ApiOkResponse({ type: OrderCommandResponseSchema, description: 'With `ETag: W/"<version>"`' }),
    ApiErrors(
      400,
      { 404: { description: 'OrderNotFound' } },
      { 409: { description: 'A concurrent change won every retry, or IdempotencyKeyInFlight' } },
      412,
      { 422: { description: "The order's rules refuse the command, or IdempotencyKeyReused" } },
      503,
    ),
    ApiIdempotencyKey(),
  );
}
