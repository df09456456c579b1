import { Controller, Get, Param } from '@nestjs/common';
import { LoyaltyLedger } from './loyalty-ledger';

export interface LoyaltyBalance {
  readonly customerId: string;
  readonly points: number;
}

/** A customer's loyalty balance: the ledger's grants minus its revokes. */
@Controller('customers')
export class LoyaltyController {
  constructor(private readonly ledger: LoyaltyLedger) {}

  @Get(':customerId/loyalty')
  async balance(@Param('customerId') customerId: string): Promise<LoyaltyBalance> {
    return { customerId, points: await this.ledger.balance(customerId) };
  }
}
