import { IsIntegerIn, IsText } from '../../http/validation';

export class ConfirmPaymentRequest {
  @IsIntegerIn(0, Number.MAX_SAFE_INTEGER, 'amountCents must be an integer >= 0')
  readonly amountCents!: number;

  /** The payment provider's id of the payment: reported again, it changes nothing. */
  @IsText(1, 200, 'paymentReference must be a string of 1-200 characters')
  readonly paymentReference!: string;
}
