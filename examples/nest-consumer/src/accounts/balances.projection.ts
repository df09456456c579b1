import { defineProjection, type Sql, type TableNames } from '@tidemark/infra';
import { accountDecider } from './account.decider';

// The read model: one row per account with its balance, kept in the store's own database, in
// the same transaction as the projection's checkpoint. Typed by the decider's events: `apply`
// gets only those, and `switch (event.type)` narrows `event.data`.

export const balancesProjection = defineProjection(accountDecider, {
  name: 'balances',
  tables: ['accounts'],
  eventTypes: ['AccountOpened', 'MoneyDeposited', 'MoneyWithdrawn'],
  filter: { categories: ['account'] },
  async setup(tx: Sql, t: TableNames) {
    await tx.run(
      `CREATE TABLE IF NOT EXISTS ${t['accounts']} (
         account_id TEXT PRIMARY KEY, owner TEXT NOT NULL, balance_cents INTEGER NOT NULL)`,
    );
  },
  async apply(event, tx, t) {
    switch (event.type) {
      case 'AccountOpened':
        await tx.run(
          `INSERT INTO ${t['accounts']} (account_id, owner, balance_cents) VALUES ($1, $2, 0)`,
          [event.data.accountId, event.data.owner],
        );
        return;
      case 'MoneyDeposited':
        await tx.run(
          `UPDATE ${t['accounts']} SET balance_cents = balance_cents + $2 WHERE account_id = $1`,
          [event.data.accountId, event.data.amountCents],
        );
        return;
      case 'MoneyWithdrawn':
        await tx.run(
          `UPDATE ${t['accounts']} SET balance_cents = balance_cents - $2 WHERE account_id = $1`,
          [event.data.accountId, event.data.amountCents],
        );
        return;
    }
  },
});
