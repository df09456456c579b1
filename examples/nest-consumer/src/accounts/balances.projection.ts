import type { RecordedEvent, Sql, SqlProjection, TableNames } from '@tidemark/infra';

// The read model: one row per account with its balance, kept in the store's own database, in
// the same transaction as the projection's checkpoint.

const cents = (event: RecordedEvent): number => Number(event.data['amountCents']);

export const balancesProjection: SqlProjection = {
  name: 'balances',
  tables: ['accounts'],
  filter: { categories: ['account'] },
  async setup(tx: Sql, t: TableNames) {
    await tx.run(
      `CREATE TABLE IF NOT EXISTS ${t['accounts']} (
         account_id TEXT PRIMARY KEY, owner TEXT NOT NULL, balance_cents INTEGER NOT NULL)`,
    );
  },
  async apply(event: RecordedEvent, tx: Sql, t: TableNames) {
    const accountId = String(event.data['accountId']);
    switch (event.type) {
      case 'AccountOpened':
        await tx.run(
          `INSERT INTO ${t['accounts']} (account_id, owner, balance_cents) VALUES ($1, $2, 0)`,
          [accountId, String(event.data['owner'])],
        );
        return;
      case 'MoneyDeposited':
        await tx.run(
          `UPDATE ${t['accounts']} SET balance_cents = balance_cents + $2 WHERE account_id = $1`,
          [accountId, cents(event)],
        );
        return;
      case 'MoneyWithdrawn':
        await tx.run(
          `UPDATE ${t['accounts']} SET balance_cents = balance_cents - $2 WHERE account_id = $1`,
          [accountId, cents(event)],
        );
        return;
    }
  },
};
