import { AggregateRepository, InMemoryEventStore } from '@tidemark/infra';
import { sagaSpec } from '@tidemark/infra/testing';
import { lateFeesSaga } from './late-fees.saga.js';
import { loanDecider } from './loan.decider.js';

describe('the late-fees saga, given events', () => {
  it('charges a late return once when run, and leaves an early one alone', async () => {
    const store = new InMemoryEventStore();
    const loans = new AggregateRepository({ decider: loanDecider, store });
    const dueAt = '2026-12-10T12:00:00.000Z';
    await loans.handle('loan-7', {
      type: 'BorrowBook',
      loanId: '7',
      bookId: 'b',
      memberId: 'm',
      dueAt,
    });
    await loans.handle('loan-8', {
      type: 'BorrowBook',
      loanId: '8',
      bookId: 'c',
      memberId: 'm',
      dueAt,
    });
    const late = await loans.handle('loan-7', {
      type: 'ReturnBook',
      loanId: '7',
      returnedAt: '2026-12-12T12:00:00.000Z',
    });
    const early = await loans.handle('loan-8', {
      type: 'ReturnBook',
      loanId: '8',
      returnedAt: '2026-12-09T12:00:00.000Z',
    });
    const run = sagaSpec(lateFeesSaga(loans), {
      clock: () => new Date('2026-12-12T12:00:00Z'),
    }).given([...late.events, ...early.events]);
    expect(run.steps('7').map((step) => step.step)).toEqual(['charge_fee']);
    expect(run.steps('8')).toEqual([]);
    await run.runDue({ now: new Date('2026-12-12T12:00:01Z') });
    const { events } = await store.readStream('loan-7');
    expect(events.map((event) => event.type)).toEqual([
      'BookBorrowed',
      'BookReturned',
      'LateFeeCharged',
    ]);
    expect(events[2]?.data).toEqual({
      loanId: '7',
      memberId: 'm',
      feeCents: 50,
    });
  });
});
