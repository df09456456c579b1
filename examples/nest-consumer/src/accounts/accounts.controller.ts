import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ListenerRunner } from '@tidemark/infra';
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
    private readonly runner: ListenerRunner,
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

  /**
   * `Idempotency-Key`: a retry of the same deposit is answered from the first, never run twice,
   * even after a crash or a 5xx. The keyed answer is built by one function, from the deposit's
   * events: the first request, a replay and a retry that took the key over are all sent it.
   */
  @Post(':id/deposits')
  @HttpCode(201)
  @Idempotent()
  async deposit(@Param('id') id: string, @Body() body: AmountBody, @Req() request: object) {
    const answer = (version: number) => ({ accountId: id, version });
    const result = await this.accounts.handle(
      `account-${id}`,
      { type: 'Deposit', accountId: id, amountCents: body.amountCents, reason: 'deposit' },
      keyedHandleOptions(keyedRequestOf(request), (appended) => ({
        status: 201,
        body: answer(appended.nextExpectedVersion),
        headers: {},
      })),
    );
    return answer(result.version); // without a key; under one, the keyed answer above is sent
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
    const { value: row } = await this.runner.read('balances', (sql, tables) =>
      sql.get<BalanceRow>(
        `SELECT owner, balance_cents FROM ${tables['accounts']} WHERE account_id = $1`,
        [id],
      ),
    );
    return row ? { accountId: id, owner: row.owner, balanceCents: Number(row.balance_cents) } : null;
  }
}
