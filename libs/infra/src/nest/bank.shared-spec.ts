/**
 * A bank account, its balances read model, a notice listener and a welcome-bonus saga: the
 * domain the module's tests wire through `TidemarkModule` alone.
 */
import { Injectable, Module, type LoggerService } from '@nestjs/common';
import { domainError, type Decider, type DomainEvent } from '@tidemark/domain';
import type { SideEffectListener, SqlProjection } from '../projections/projection';
import { causedBy, type SagaDefinition } from '../sagas/saga';
import { commandDerivedId } from '../support/ids';
import { InjectRepository, type Repository } from './repository-token';

export type AccountCommand =
  | { readonly type: 'OpenAccount'; readonly accountId: string; readonly owner: string }
  | { readonly type: 'Deposit'; readonly amountCents: number }
  | { readonly type: 'Withdraw'; readonly amountCents: number };

export type AccountEvent =
  | DomainEvent<'AccountOpened', { readonly accountId: string; readonly owner: string }>
  | DomainEvent<'MoneyDeposited', { readonly amountCents: number }>
  | DomainEvent<'MoneyWithdrawn', { readonly amountCents: number }>;

export interface AccountState {
  readonly opened: boolean;
  readonly balanceCents: number;
}

export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  initialState: () => ({ opened: false, balanceCents: 0 }),
  evolve(state, event) {
    switch (event.type) {
      case 'AccountOpened':
        return { ...state, opened: true };
      case 'MoneyDeposited':
        return { ...state, balanceCents: state.balanceCents + event.data.amountCents };
      case 'MoneyWithdrawn':
        return { ...state, balanceCents: state.balanceCents - event.data.amountCents };
    }
  },
  decide(command, state) {
    if (command.type === 'OpenAccount') {
      if (state.opened) return domainError('conflict', 'AccountExists', 'already open');
      const { accountId, owner } = command;
      return [{ type: 'AccountOpened', data: { accountId, owner } }];
    }
    if (!state.opened) return domainError('not_found', 'NoAccount', 'not open');
    if (command.type === 'Deposit') {
      return [{ type: 'MoneyDeposited', data: { amountCents: command.amountCents } }];
    }
    if (command.amountCents > state.balanceCents) {
      return domainError('rejected', 'InsufficientFunds', 'not enough money');
    }
    return [{ type: 'MoneyWithdrawn', data: { amountCents: command.amountCents } }];
  },
  eventTypes: ['AccountOpened', 'MoneyDeposited', 'MoneyWithdrawn'],
};

export type Accounts = Repository<typeof accountDecider>;

/** The app's own service, with the repository injected by decider, typed without an alias. */
@Injectable()
export class Bank {
  constructor(@InjectRepository(accountDecider) readonly accounts: Accounts) {}

  open(accountId: string, owner: string) {
    return this.accounts.handle(`account-${accountId}`, { type: 'OpenAccount', accountId, owner });
  }
}

/** Balances in the store's own database, one row per account. */
export const balancesProjection: SqlProjection = {
  name: 'account_balances',
  tables: ['balances'],
  filter: { categories: ['account'] },
  async setup(tx, { balances }) {
    await tx.run(
      `CREATE TABLE ${balances} (account_id TEXT PRIMARY KEY, owner TEXT NOT NULL, balance_cents INTEGER NOT NULL)`,
    );
  },
  async apply(event, tx, { balances }) {
    const id = event.streamId.slice('account-'.length);
    if (event.type === 'AccountOpened') {
      await tx.run(`INSERT INTO ${balances} VALUES ($1, $2, 0)`, [id, String(event.data.owner)]);
    } else {
      const sign = event.type === 'MoneyWithdrawn' ? -1 : 1;
      await tx.run(
        `UPDATE ${balances} SET balance_cents = balance_cents + $2 WHERE account_id = $1`,
        [id, sign * Number(event.data.amountCents)],
      );
    }
  },
};

/** Where the notice listener "sends" (a dependency its factory injects). */
@Injectable()
export class Mailbox {
  readonly sent: string[] = [];
}

@Module({ providers: [Mailbox], exports: [Mailbox] })
export class MailboxModule {}

export function noticesListener(mailbox: Mailbox): SideEffectListener {
  return {
    name: 'account_notices',
    filter: { types: ['AccountOpened'] },
    async handle(event, { idempotencyKey }) {
      mailbox.sent.push(`welcome ${String(event.data.owner)} (${idempotencyKey})`);
    },
  };
}

/** Credits every new account once, through the account's repository. */
export function welcomeBonusSaga(accounts: Accounts): SagaDefinition<{ credited: boolean }> {
  return {
    name: 'welcome_bonus',
    filter: { types: ['AccountOpened'] },
    correlate: (event) => event.streamId,
    initialState: () => ({ credited: false }),
    react: (event, state) => ({
      state: { ...state, credited: true },
      run: [{ step: 'credit', input: { streamId: event.streamId } }],
    }),
    steps: {
      credit: {
        async run(input, context) {
          await accounts.handle(
            String(input.streamId),
            { type: 'Deposit', amountCents: 1000 },
            // Derived from the event: a retry of the step is recognised, never credited twice.
            {
              commandId: commandDerivedId(context.event.id, 'welcome_bonus'),
              metadata: causedBy(context.event),
            },
          );
        },
      },
    },
  };
}

/** Collects what Nest logs at warn and error: a clean run and a clean close log none. */
export class RecordingLogger implements LoggerService {
  readonly problems: string[] = [];
  log(): void {}
  debug(): void {}
  verbose(): void {}
  warn(message: unknown): void {
    this.problems.push(`warn: ${String(message)}`);
  }
  error(message: unknown): void {
    this.problems.push(`error: ${String(message)}`);
  }
}
