import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Param } from '@nestjs/common';
import { LoyaltyLedger } from './loyalty-ledger';
import { ApiSecured } from '../../openapi/decorators';
import { LoyaltyBalanceSchema } from './loyalty-balance.schema';

export interface LoyaltyBalance {
  readonly customerId: string;
  readonly points: number;
}

/** A customer's loyalty balance: the ledger's grants minus its revokes. */
@ApiTags('customers')
@ApiSecured(false)
@Controller('customers')
export class LoyaltyController {
  constructor(private readonly ledger: LoyaltyLedger) {}

  @ApiOperation({ summary: "A customer's loyalty points balance" })
  @ApiOkResponse({ type: LoyaltyBalanceSchema })
  @Get(':customerId/loyalty')
  async balance(@Param('customerId') customerId: string): Promise<LoyaltyBalance> {
    return { customerId, points: await this.ledger.balance(customerId) };
  }
}
