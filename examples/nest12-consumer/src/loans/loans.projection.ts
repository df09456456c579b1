import type {
  RecordedEvent,
  Sql,
  SqlProjection,
  TableNames,
} from '@tidemark/infra';

// The read model: one row per loan, kept in the store's own database and updated in the same
// transaction as the projection's checkpoint.

const text = (event: RecordedEvent, field: string): string =>
  String(event.data[field]);

export const loansProjection: SqlProjection = {
  name: 'loans',
  tables: ['loans'],
  filter: { categories: ['loan'] },
  async setup(tx: Sql, t: TableNames) {
    await tx.run(
      `CREATE TABLE IF NOT EXISTS ${t['loans']} (
         loan_id TEXT PRIMARY KEY, book_id TEXT NOT NULL, member_id TEXT NOT NULL,
         due_at TEXT NOT NULL, returned_at TEXT, fee_cents INTEGER NOT NULL DEFAULT 0)`,
    );
  },
  async apply(event: RecordedEvent, tx: Sql, t: TableNames) {
    switch (event.type) {
      case 'BookBorrowed':
        await tx.run(
          `INSERT INTO ${t['loans']} (loan_id, book_id, member_id, due_at) VALUES ($1, $2, $3, $4)`,
          [
            text(event, 'loanId'),
            text(event, 'bookId'),
            text(event, 'memberId'),
            text(event, 'dueAt'),
          ],
        );
        return;
      case 'BookReturned':
        await tx.run(
          `UPDATE ${t['loans']} SET returned_at = $2 WHERE loan_id = $1`,
          [text(event, 'loanId'), text(event, 'returnedAt')],
        );
        return;
      case 'LateFeeCharged':
        await tx.run(
          `UPDATE ${t['loans']} SET fee_cents = $2 WHERE loan_id = $1`,
          [text(event, 'loanId'), Number(event.data['feeCents'])],
        );
        return;
    }
  },
};
