import { IsText } from '../../http/validation';

export class ShipOrderRequest {
  @IsText(1, 100, 'carrier must be a string of 1-100 characters')
  readonly carrier!: string;
}
