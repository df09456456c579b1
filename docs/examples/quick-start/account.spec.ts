import { given } from '@tidemark/domain';
import { projectionSpec } from '@tidemark/infra/testing';
import { account, balances } from './account.js';

describe('an account', () => {
  it('refuses to withdraw more than its balance', () => {
    given(account)([{ type: 'MoneyDeposited', data: { amountCents: 500 } }])
      .when({ type: 'Withdraw', amountCents: 900 })
      .thenFails('InsufficientFunds');
  });

  it('keeps its balance in the read model', async () => {
    const model = await projectionSpec(balances).given([
      { type: 'MoneyDeposited', streamId: 'account-a-1', data: { amountCents: 500 } },
      { type: 'MoneyWithdrawn', streamId: 'account-a-1', data: { amountCents: 200 } },
    ]);
    await model.expectRows('SELECT id, cents FROM {balances}', [{ id: 'account-a-1', cents: 300 }]);
    await model.close();
  });
});
