import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ProjectionRunner, type AppendResult } from '@tidemark/infra';
import {
  Idempotent,
  InjectRepository,
  keyedHandleOptions,
  keyedRequestOf,
  type Repository,
} from '@tidemark/infra/nestjs';
import { accountDecider } from './account.decider';

interface OpenAccountBody {
  accountId: string;
  owner: string;
}

interface AmountBody {
  amountCents: number;
}

interface BalanceRow {
  owner: string;
  balance_cents: number;
}

@Controller('accounts')
export class AccountsController {
  constructor(
    @InjectRepository(accountDecider)
    private readonly accounts: Repository<typeof accountDecider>,
    private readonly runner: ProjectionRunner,
  ) {}

  @Post()
  async open(@Body() body: OpenAccountBody) {
    const result = await this.accounts.handle(`account-${body.accountId}`, {
      type: 'OpenAccount',
      accountId: body.accountId,
      owner: body.owner,
      openedAt: new Date().toISOString(),
    });
    // `position` is a bigint: the JSON-safe interceptor sends it as a decimal string.
    return { accountId: body.accountId, version: result.version, position: result.position };
  }

  /** `Idempotency-Key`: a retry of the same deposit is answered from the first, never run twice. */
  @Post(':id/deposits')
  @HttpCode(201)
  @Idempotent()
  async deposit(@Param('id') id: string, @Body() body: AmountBody, @Req() request: object) {
    const reply = (result: AppendResult) => ({
      status: 201,
      body: { accountId: id, version: result.nextExpectedVersion },
      headers: {},
    });
    const result = await this.accounts.handle(
      `account-${id}`,
      { type: 'Deposit', accountId: id, amountCents: body.amountCents, reason: 'deposit' },
      keyedHandleOptions(keyedRequestOf(request), reply),
    );
    return { accountId: id, version: result.version };
  }

  @Post(':id/withdrawals')
  @HttpCode(201)
  async withdraw(@Param('id') id: string, @Body() body: AmountBody) {
    const result = await this.accounts.handle(`account-${id}`, {
      type: 'Withdraw',
      accountId: id,
      amountCents: body.amountCents,
    });
    return { accountId: id, version: result.version };
  }

  /** From the read model (eventually consistent). */
  @Get(':id')
  async balance(@Param('id') id: string) {
    const row = await this.runner.read('balances', (sql, tables) =>
      sql.get<BalanceRow>(
        `SELECT owner, balance_cents FROM ${tables['accounts']} WHERE account_id = $1`,
        [id],
      ),
    );
    return row ? { accountId: id, owner: row.owner, balanceCents: Number(row.balance_cents) } : null;
  }
}
