import { given } from '@tidemark/domain';
import {
  LATE_FEE_CENTS_PER_DAY,
  loanDecider,
  type LoanEvent,
} from './loan.decider.js';

// Decider specs without a database: given past events, when a command, then new events.

const borrowed: LoanEvent = {
  type: 'BookBorrowed',
  data: {
    loanId: 'l1',
    bookId: 'b1',
    memberId: 'm1',
    dueAt: '2026-12-10T12:00:00.000Z',
  },
};

describe('a loan', () => {
  it('is borrowed once: borrowing it again changes nothing', () => {
    given(loanDecider)([])
      .when({
        type: 'BorrowBook',
        loanId: 'l1',
        bookId: 'b1',
        memberId: 'm1',
        dueAt: borrowed.data.dueAt,
      })
      .then([borrowed]);
    given(loanDecider)([borrowed])
      .when({
        type: 'BorrowBook',
        loanId: 'l1',
        bookId: 'b2',
        memberId: 'm2',
        dueAt: borrowed.data.dueAt,
      })
      .thenNothingHappens();
  });

  it('counts the started days past the due date on return', () => {
    given(loanDecider)([borrowed])
      .when({
        type: 'ReturnBook',
        loanId: 'l1',
        returnedAt: '2026-12-12T13:00:00.000Z',
      })
      .then([
        {
          type: 'BookReturned',
          data: {
            loanId: 'l1',
            returnedAt: '2026-12-12T13:00:00.000Z',
            daysLate: 3,
          },
        },
      ]);
  });

  it('refuses a return of a loan that is closed or never was', () => {
    const returned: LoanEvent = {
      type: 'BookReturned',
      data: {
        loanId: 'l1',
        returnedAt: '2026-12-09T09:00:00.000Z',
        daysLate: 0,
      },
    };
    given(loanDecider)([borrowed, returned])
      .when({
        type: 'ReturnBook',
        loanId: 'l1',
        returnedAt: '2026-12-09T10:00:00.000Z',
      })
      .thenFails('AlreadyReturned');
    given(loanDecider)([])
      .when({
        type: 'ReturnBook',
        loanId: 'l9',
        returnedAt: '2026-12-09T10:00:00.000Z',
      })
      .thenFails('LoanNotFound');
  });

  it('charges a late return once, and an early one never', () => {
    const late: LoanEvent = {
      type: 'BookReturned',
      data: {
        loanId: 'l1',
        returnedAt: '2026-12-12T13:00:00.000Z',
        daysLate: 3,
      },
    };
    const charged: LoanEvent = {
      type: 'LateFeeCharged',
      data: {
        loanId: 'l1',
        memberId: 'm1',
        feeCents: 3 * LATE_FEE_CENTS_PER_DAY,
      },
    };
    given(loanDecider)([borrowed, late])
      .when({ type: 'ChargeLateFee', loanId: 'l1' })
      .then([charged]);
    given(loanDecider)([borrowed, late, charged])
      .when({ type: 'ChargeLateFee', loanId: 'l1' })
      .thenNothingHappens();
    given(loanDecider)([
      borrowed,
      { ...late, data: { ...late.data, daysLate: 0 } },
    ])
      .when({ type: 'ChargeLateFee', loanId: 'l1' })
      .thenNothingHappens();
  });
});
