import { ApiProperty } from '@nestjs/swagger';

export class LoyaltyBalanceSchema {
  @ApiProperty()
  readonly customerId!: string;

  @ApiProperty({ type: 'integer' })
  readonly points!: number;
}
