import { AggregateRepository, InMemoryEventLog, InMemoryEventStore } from '@tidemark/infra';
import { describeEventStoreContract, projectionSpec, sagaSpec } from '@tidemark/infra/testing';
import { balancesProjection } from '../src/accounts/balances.projection';
import { welcomeBonusSaga } from '../src/accounts/welcome-bonus.saga';
import { accountDecider } from '../src/accounts/account.decider';

// What `@tidemark/infra/testing` gives a user: the shared contract suite in three lines (here
// over the in-memory store), and given-events helpers for a projection and a saga.

describeEventStoreContract('the in-memory event store, from the package', async () => {
  const log = new InMemoryEventLog(); // one "database": a store reopened on it sees its events
  // `options.clock`: the suite's max-age cases run the store on a clock of their own.
  return {
    open: async (options) => new InMemoryEventStore({ log, ...options }),
    dispose: async () => undefined,
  };
});

describe('the balances projection, given events', () => {
  it('sums deposits and withdrawals per account, and skips a redelivery', async () => {
    const model = await projectionSpec(balancesProjection).given([
      { type: 'AccountOpened', streamId: 'account-1', data: { accountId: '1', owner: 'Ada' } },
      { type: 'MoneyDeposited', streamId: 'account-1', data: { accountId: '1', amountCents: 900 } },
      { type: 'MoneyWithdrawn', streamId: 'account-1', data: { accountId: '1', amountCents: 400 } },
    ]);
    await model.expectRows('SELECT account_id, balance_cents FROM {accounts}', [
      { account_id: '1', balance_cents: 500 },
    ]);
    await model.given(model.events);
    await model.expectRows('SELECT balance_cents FROM {accounts}', [{ balance_cents: 500 }]);
    await model.close();
  });
});

describe('the welcome-bonus saga, given events', () => {
  it('schedules one bonus per opened account and deposits it once when run', async () => {
    const store = new InMemoryEventStore();
    const accounts = new AggregateRepository({ decider: accountDecider, store });
    const opened = await accounts.handle('account-7', {
      type: 'OpenAccount',
      accountId: '7',
      owner: 'Eve',
      openedAt: '2026-12-01T09:00:00.000Z',
    });
    const run = sagaSpec(welcomeBonusSaga(accounts), {
      clock: () => new Date('2026-12-01T09:00:00Z'),
    }).given(opened.events);
    expect(run.steps('7').map((step) => step.step)).toEqual(['deposit_bonus']);
    await run.runDue({ now: new Date('2026-12-01T09:00:01Z') });
    const { events } = await store.readStream('account-7');
    expect(events.map((event) => event.type)).toEqual(['AccountOpened', 'MoneyDeposited']);
  });
});
