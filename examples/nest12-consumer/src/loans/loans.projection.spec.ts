import { projectionSpec } from '@tidemark/infra/testing';
import { loansProjection } from './loans.projection.js';

describe('the loans projection, given events', () => {
  it('shows a loan, its return and its fee, and skips a redelivery', async () => {
    const model = await projectionSpec(loansProjection).given([
      {
        type: 'BookBorrowed',
        streamId: 'loan-1',
        data: {
          loanId: '1',
          bookId: 'b1',
          memberId: 'm1',
          dueAt: '2026-12-10T12:00:00.000Z',
        },
      },
      {
        type: 'BookReturned',
        streamId: 'loan-1',
        data: {
          loanId: '1',
          returnedAt: '2026-12-11T08:00:00.000Z',
          daysLate: 1,
        },
      },
      {
        type: 'LateFeeCharged',
        streamId: 'loan-1',
        data: { loanId: '1', memberId: 'm1', feeCents: 25 },
      },
    ]);
    const row = {
      loan_id: '1',
      book_id: 'b1',
      returned_at: '2026-12-11T08:00:00.000Z',
      fee_cents: 25,
    };
    await model.expectRows(
      'SELECT loan_id, book_id, returned_at, fee_cents FROM {loans}',
      [row],
    );
    await model.given(model.events);
    await model.expectRows(
      'SELECT loan_id, book_id, returned_at, fee_cents FROM {loans}',
      [row],
    );
    await model.close();
  });
});
