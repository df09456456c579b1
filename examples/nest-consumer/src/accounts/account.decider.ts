import { domainError, type Decider, type DomainEvent } from '@tidemark/domain';

// A bank account: opened, then money in and out; never below zero. Amounts in cents.

export type AccountEvent =
  | DomainEvent<'AccountOpened', { accountId: string; owner: string; openedAt: string }>
  | DomainEvent<'MoneyDeposited', { accountId: string; amountCents: number; reason: string }>
  | DomainEvent<'MoneyWithdrawn', { accountId: string; amountCents: number }>;

export type AccountCommand =
  | { type: 'OpenAccount'; accountId: string; owner: string; openedAt: string }
  | { type: 'Deposit'; accountId: string; amountCents: number; reason: string }
  | { type: 'Withdraw'; accountId: string; amountCents: number };

export type AccountState =
  | { status: 'none' }
  | { status: 'open'; owner: string; balanceCents: number };

const positive = (amountCents: number) => Number.isSafeInteger(amountCents) && amountCents > 0;

export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'AccountOpened':
        return { status: 'open', owner: event.data.owner, balanceCents: 0 };
      case 'MoneyDeposited':
        return state.status === 'open'
          ? { ...state, balanceCents: state.balanceCents + event.data.amountCents }
          : state;
      case 'MoneyWithdrawn':
        return state.status === 'open'
          ? { ...state, balanceCents: state.balanceCents - event.data.amountCents }
          : state;
    }
  },
  decide: (command, state) => {
    if (command.type === 'OpenAccount') {
      if (state.status !== 'none') return [];
      const { accountId, owner, openedAt } = command;
      return [{ type: 'AccountOpened', data: { accountId, owner, openedAt } }];
    }
    if (state.status === 'none') {
      return domainError('not_found', 'AccountNotFound', `account ${command.accountId} is not open`);
    }
    if (!positive(command.amountCents)) {
      return domainError('rejected', 'InvalidAmount', 'amountCents must be a positive integer');
    }
    if (command.type === 'Deposit') {
      const { accountId, amountCents, reason } = command;
      return [{ type: 'MoneyDeposited', data: { accountId, amountCents, reason } }];
    }
    if (command.amountCents > state.balanceCents) {
      return domainError('conflict', 'InsufficientFunds', 'the balance does not cover this');
    }
    return [
      { type: 'MoneyWithdrawn', data: { accountId: command.accountId, amountCents: command.amountCents } },
    ];
  },
};
