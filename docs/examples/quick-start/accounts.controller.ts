import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Idempotent, InjectRepository, type Repository } from '@tidemark/infra/nestjs';
import { IsInt, IsPositive } from 'class-validator';
import { account } from './account.js';

/** The body of a deposit or a withdrawal: `{"amountCents": 500}`, nothing else. */
export class AmountBody {
  @IsInt()
  @IsPositive()
  readonly amountCents!: number;
}

export class MoveMoney {
  constructor(
    readonly accountId: string,
    readonly command: Parameters<typeof account.decide>[0],
  ) {}
}

@CommandHandler(MoveMoney)
export class MoveMoneyHandler implements ICommandHandler<MoveMoney> {
  constructor(@InjectRepository(account) private readonly accounts: Repository<typeof account>) {}

  // Loads the stream, decides, appends under the loaded version; a lost race is decided again.
  async execute({ accountId, command }: MoveMoney) {
    const { version, state } = await this.accounts.handle(`account-${accountId}`, command);
    return { accountId, version, balanceCents: state.balanceCents };
  }
}

@Controller('accounts/:id')
export class AccountsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('deposits')
  // The same Idempotency-Key and body: the first answer again. To run at most once across a
  // crash too, pass the key to `handle` (keyed commands, docs/library.md).
  @Idempotent()
  deposit(@Param('id') id: string, @Body() body: AmountBody) {
    return this.commands.execute(new MoveMoney(id, { type: 'Deposit', ...body }));
  }

  @Post('withdrawals')
  withdraw(@Param('id') id: string, @Body() body: AmountBody) {
    return this.commands.execute(new MoveMoney(id, { type: 'Withdraw', ...body }));
  }
}
