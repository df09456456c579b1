import { domainError, type Decider, type DomainEvent } from '@tidemark/domain';
import { defineProjection, defineSaga } from '@tidemark/infra';

type AccountCommand =
  { type: 'Deposit'; amountCents: number } | { type: 'Withdraw'; amountCents: number };
type AccountEvent =
  | DomainEvent<'MoneyDeposited', { amountCents: number }>
  | DomainEvent<'MoneyWithdrawn', { amountCents: number }>;

export const account: Decider<AccountCommand, AccountEvent, { balanceCents: number }> = {
  initialState: () => ({ balanceCents: 0 }),
  evolve: (state, { type, data }) => ({
    balanceCents: state.balanceCents + (type === 'MoneyDeposited' ? 1 : -1) * data.amountCents,
  }),
  decide: ({ type, amountCents }, state) => {
    if (amountCents <= 0) return domainError('rejected', 'NotPositive', 'amount must be > 0');
    if (type === 'Deposit') return [{ type: 'MoneyDeposited', data: { amountCents } }];
    if (amountCents > state.balanceCents) {
      return domainError('rejected', 'InsufficientFunds', 'not enough money');
    }
    return [{ type: 'MoneyWithdrawn', data: { amountCents } }];
  },
  // What evolve knows: another type in an account stream fails its load (409), naming it.
  eventTypes: ['MoneyDeposited', 'MoneyWithdrawn'],
};

// Its rows, the versions it applied and its checkpoint commit in one transaction. Typed by the
// decider's events: it gets only those, and `event.data` is theirs.
export const balances = defineProjection(account, {
  name: 'balances',
  tables: ['balances'],
  filter: { categories: ['account'] },
  async setup(tx, t) {
    await tx.run(`CREATE TABLE ${t.balances} (id TEXT PRIMARY KEY, cents BIGINT NOT NULL)`);
  },
  async apply(event, tx, t) {
    const sign = event.type === 'MoneyDeposited' ? 1 : -1;
    await tx.run(
      `INSERT INTO ${t.balances} VALUES ($1, $2)
       ON CONFLICT (id) DO UPDATE SET cents = ${t.balances}.cents + excluded.cents`,
      [event.streamId, sign * event.data.amountCents],
    );
  },
});

// Each step is a durable work item: retried with back-off, dead-lettered when it keeps failing.
export const receipts = defineSaga(account, {
  name: 'receipts',
  eventTypes: ['MoneyDeposited'],
  correlate: (event) => event.streamId,
  initialState: () => ({ sent: 0 }),
  react: (event, state) => ({
    state: { sent: state.sent + 1 },
    run: [
      { step: 'send', input: { account: event.streamId, amountCents: event.data.amountCents } },
    ],
  }),
  steps: {
    send: {
      retry: { maxAttempts: 5 },
      // Pass the key downstream: a step runs at least once.
      run: async (input, { idempotencyKey }) => console.log('receipt', input, idempotencyKey),
    },
  },
});
