import type { DomainEvent } from '@tidemark/domain';
import {
  defineProjection,
  defineSaga,
  MalformedEvent,
  openStorage,
  ListenerRunner,
  sagaReactor,
  SagaWorker,
} from '@tidemark/infra';
import { counter } from './counter-aggregate';

// A loan's events, as its decider declares them (`EventOf<typeof loanDecider>` gives the union).
type LoanEvent =
  | DomainEvent<'LoanOpened', { loanId: string; amountCents: number }>
  | DomainEvent<'LoanRepaid', { loanId: string; amountCents: number }>
  | DomainEvent<'LoanWrittenOff', { loanId: string; reason: string }>;

// `apply` gets only these types; each `case` narrows `event.data` to its type's.
export const outstanding = defineProjection<LoanEvent>({
  name: 'outstanding',
  tables: ['loans'],
  eventTypes: ['LoanOpened', 'LoanRepaid', 'LoanWrittenOff'],
  filter: { categories: ['loan'] },
  // Data another writer shaped otherwise never reaches `apply`: it meets `onError`.
  dataProblem: (_type, data) => (typeof data.loanId === 'string' ? undefined : 'no loanId'),
  onError: (error) => (error instanceof MalformedEvent ? 'skip' : 'stop'),
  async setup(tx, t) {
    await tx.run(`CREATE TABLE ${t.loans} (id TEXT PRIMARY KEY, cents BIGINT NOT NULL)`);
  },
  async apply(event, tx, t) {
    switch (event.type) {
      case 'LoanOpened':
        await tx.run(`INSERT INTO ${t.loans} VALUES ($1, $2)`, [
          event.data.loanId,
          event.data.amountCents,
        ]);
        return;
      case 'LoanRepaid':
        await tx.run(`UPDATE ${t.loans} SET cents = cents - $2 WHERE id = $1`, [
          event.data.loanId,
          event.data.amountCents,
        ]);
        return;
      case 'LoanWrittenOff':
        await tx.run(`DELETE FROM ${t.loans} WHERE id = $1`, [event.data.loanId]);
        return;
    }
  },
});

// From a decider: typed by its events (its `eventTypes`, or the ones listed here).
export const bigIncrements = (alerts: string[]) =>
  defineSaga(counter, {
    name: 'big_increments',
    eventTypes: ['Incremented'],
    correlate: (event) => event.streamId,
    initialState: () => ({ big: 0 }),
    react: (event, state) =>
      event.data.by < 10
        ? { state }
        : { state: { big: state.big + 1 }, run: [{ step: 'alert', input: { by: event.data.by } }] },
    steps: { alert: { run: async (input) => void alerts.push(`alert: +${String(input.by)}`) } },
  });

export async function runTypedListeners(url = 'sqlite::memory:'): Promise<unknown> {
  const storage = await openStorage(url);
  const alerts: string[] = [];
  const saga = bigIncrements(alerts);
  const runner = new ListenerRunner({
    storage,
    listeners: [outstanding, sagaReactor(saga)],
  });
  try {
    await storage.events.appendToStream('loan-1', [
      { type: 'LoanOpened', data: { loanId: 'l-1', amountCents: 1000 } },
      { type: 'LoanNoteAdded', data: { note: 'not a LoanEvent: never applied' } },
      { type: 'LoanRepaid', data: { loanId: 'l-1', amountCents: 300 } },
    ]);
    await storage.events.appendToStream('loan-2', [{ type: 'LoanOpened', data: { id: 2 } }]);
    const { position } = await storage.events.appendToStream('counter-1', [
      { type: 'Incremented', data: { by: 2, at: '2026-12-05T09:00:00Z' } },
      { type: 'Incremented', data: { by: 40, at: '2026-12-05T09:01:00Z' } },
    ]);
    await runner.start();
    await runner.waitFor('outstanding', position, 5000);
    await runner.waitFor('big_increments', position, 5000);
    await new SagaWorker({ storage, sagas: [saga] }).runDue();
    const { value } = await runner.read('outstanding', (sql, t) =>
      sql.all(`SELECT id, cents FROM ${t.loans}`),
    );
    const dead = await storage.deadLetters.list({ listener: 'outstanding' });
    return { loans: value, deadLettered: dead.items.map((d) => d.streamId), alerts };
  } finally {
    await runner.stop();
    await storage.close();
  }
}
