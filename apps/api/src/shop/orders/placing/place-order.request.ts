import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, ValidateNested } from 'class-validator';
import type { OrderLine } from '../order.decider';
import { SafeInt } from '../../../graphql/scalars';
import { IsIntegerIn, IsText } from '../../../http/validation';

export const MAX_LINES = 100;
// Bounds that keep every sum of lines an exact integer (below 2^53).
const MAX_QUANTITY = 100_000;
const MAX_UNIT_PRICE_CENTS = 100_000_000;

@InputType('OrderLineInput')
export class OrderLineRequest implements OrderLine {
  @IsText(1, 100, 'sku must be a string of 1-100 characters')
  @ApiProperty({ minLength: 1, maxLength: 100, example: 'SKU-1' })
  @Field(() => String)
  readonly sku!: string;

  @IsIntegerIn(1, MAX_QUANTITY, `quantity must be an integer from 1 to ${MAX_QUANTITY}`)
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_QUANTITY, example: 2 })
  @Field(() => Int)
  readonly quantity!: number;

  @IsIntegerIn(
    0,
    MAX_UNIT_PRICE_CENTS,
    `unitPriceCents must be an integer from 0 to ${MAX_UNIT_PRICE_CENTS}`,
  )
  @ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_UNIT_PRICE_CENTS, example: 1050 })
  @Field(() => SafeInt)
  readonly unitPriceCents!: number;
}

const LINES_MESSAGE = `lines must be an array of 1-${MAX_LINES} lines`;

@InputType('PlaceOrderInput')
export class PlaceOrderRequest {
  @IsText(1, 200, 'customerId must be a string of 1-200 characters')
  @ApiProperty({ minLength: 1, maxLength: 200, example: 'c-1' })
  @Field(() => String)
  readonly customerId!: string;

  @IsArray({ message: LINES_MESSAGE })
  @ArrayMinSize(1, { message: LINES_MESSAGE })
  @ArrayMaxSize(MAX_LINES, { message: LINES_MESSAGE })
  @ValidateNested({ each: true, message: 'line must be an object' })
  @Type(() => OrderLineRequest)
  @ApiProperty({ type: [OrderLineRequest], minItems: 1, maxItems: MAX_LINES })
  @Field(() => [OrderLineRequest])
  readonly lines!: OrderLineRequest[];

  @IsIntegerIn(0, Number.MAX_SAFE_INTEGER, 'totalCents must be an integer >= 0')
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 2100,
    description: 'Must equal the sum of the lines',
  })
  @Field(() => SafeInt, { description: 'Must equal the sum of the lines' })
  readonly totalCents!: number;
}
