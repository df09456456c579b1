import { domainError, type Decider, type DomainEvent } from '@tidemark/domain';

// A library loan: a member borrows a book until a due date, returns it, and is charged a late
// fee when it came back after that date. Times come in as data (ISO strings), never from a clock.

export const LATE_FEE_CENTS_PER_DAY = 25;
const DAY_MS = 24 * 60 * 60 * 1000;

export type LoanEvent =
  | DomainEvent<
      'BookBorrowed',
      { loanId: string; bookId: string; memberId: string; dueAt: string }
    >
  | DomainEvent<
      'BookReturned',
      { loanId: string; returnedAt: string; daysLate: number }
    >
  | DomainEvent<
      'LateFeeCharged',
      { loanId: string; memberId: string; feeCents: number }
    >;

export type LoanCommand =
  | {
      type: 'BorrowBook';
      loanId: string;
      bookId: string;
      memberId: string;
      dueAt: string;
    }
  | { type: 'ReturnBook'; loanId: string; returnedAt: string }
  | { type: 'ChargeLateFee'; loanId: string };

export type LoanState =
  | { status: 'none' }
  | { status: 'out'; memberId: string; dueAt: string }
  | {
      status: 'returned';
      memberId: string;
      daysLate: number;
      feeCharged: boolean;
    };

/** Whole days past the due date, counting a started day. */
export function daysLate(dueAt: string, returnedAt: string): number {
  return Math.max(
    0,
    Math.ceil((Date.parse(returnedAt) - Date.parse(dueAt)) / DAY_MS),
  );
}

export const loanDecider: Decider<LoanCommand, LoanEvent, LoanState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'BookBorrowed':
        return {
          status: 'out',
          memberId: event.data.memberId,
          dueAt: event.data.dueAt,
        };
      case 'BookReturned':
        return state.status === 'out'
          ? {
              status: 'returned',
              memberId: state.memberId,
              daysLate: event.data.daysLate,
              feeCharged: false,
            }
          : state;
      case 'LateFeeCharged':
        return state.status === 'returned'
          ? { ...state, feeCharged: true }
          : state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'BorrowBook': {
        if (state.status !== 'none') return [];
        if (Number.isNaN(Date.parse(command.dueAt))) {
          return domainError(
            'rejected',
            'InvalidDueDate',
            'dueAt must be an ISO date',
          );
        }
        const { loanId, bookId, memberId, dueAt } = command;
        return [
          { type: 'BookBorrowed', data: { loanId, bookId, memberId, dueAt } },
        ];
      }
      case 'ReturnBook': {
        if (state.status === 'none') {
          return domainError(
            'not_found',
            'LoanNotFound',
            `loan ${command.loanId} does not exist`,
          );
        }
        if (state.status === 'returned') {
          return domainError(
            'conflict',
            'AlreadyReturned',
            `loan ${command.loanId} is closed`,
          );
        }
        const late = daysLate(state.dueAt, command.returnedAt);
        return [
          {
            type: 'BookReturned',
            data: {
              loanId: command.loanId,
              returnedAt: command.returnedAt,
              daysLate: late,
            },
          },
        ];
      }
      case 'ChargeLateFee': {
        // Charged once, and only for a late return: a saga's retry asks again harmlessly.
        if (
          state.status !== 'returned' ||
          state.feeCharged ||
          state.daysLate === 0
        )
          return [];
        const feeCents = state.daysLate * LATE_FEE_CENTS_PER_DAY;
        return [
          {
            type: 'LateFeeCharged',
            data: {
              loanId: command.loanId,
              memberId: state.memberId,
              feeCents,
            },
          },
        ];
      }
    }
  },
  eventTypes: ['BookBorrowed', 'BookReturned', 'LateFeeCharged'],
};
