import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { SafeInt } from '../../../graphql/scalars';
import { IsIntegerIn, IsText } from '../../../http/validation';

@InputType('ConfirmPaymentInput')
export class ConfirmPaymentRequest {
  @IsIntegerIn(0, Number.MAX_SAFE_INTEGER, 'amountCents must be an integer >= 0')
  @ApiProperty({ type: 'integer', minimum: 0, example: 2100 })
  @Field(() => SafeInt)
  readonly amountCents!: number;

  /** The payment provider's id of the payment: reported again, it changes nothing. */
  @IsText(1, 200, 'paymentReference must be a string of 1-200 characters')
  @ApiProperty({
    minLength: 1,
    maxLength: 200,
    example: 'pi_123',
    description: "The provider's payment id: reported again, it changes nothing",
  })
  @Field(() => String, {
    description: "The provider's payment id: reported again, it changes nothing",
  })
  readonly paymentReference!: string;
}
