import { SpecificationFailed } from '@tidemark/domain';
import type { RecordedEvent } from '../event-store/event-store.port';
import type { SqlProjection, TableNames } from '../projections/projection';
import type { Sql } from '../sql/sql';
import { ProjectedReadModel, ProjectionFailed, projectionSpec } from './projection-spec';

/** Balances of bank accounts: `Deposited` adds, `Withdrawn` subtracts; `Audited` is not read. */
function balances(overrides: Partial<SqlProjection> = {}): SqlProjection {
  const change = (event: RecordedEvent) =>
    (event.type === 'Withdrawn' ? -1 : 1) * Number(event.data.amount);
  return {
    name: 'balances',
    tables: ['accounts'],
    filter: { types: ['Deposited', 'Withdrawn'] },
    async setup(tx: Sql, t: TableNames) {
      await tx.run(`CREATE TABLE ${t.accounts} (id TEXT PRIMARY KEY, balance INTEGER NOT NULL)`);
    },
    async apply(event: RecordedEvent, tx: Sql, t: TableNames) {
      if (Number(event.data.amount) < 0) throw new Error('negative amount');
      await tx.run(
        `INSERT INTO ${t.accounts} (id, balance) VALUES ($1, $2)
         ON CONFLICT (id) DO UPDATE SET balance = balance + excluded.balance`,
        [event.streamId, change(event)],
      );
    },
    ...overrides,
  };
}

const deposit = (streamId: string, amount: number) => ({
  type: 'Deposited',
  streamId,
  data: { amount },
});
const withdraw = (streamId: string, amount: number) => ({
  type: 'Withdrawn',
  streamId,
  data: { amount },
});
const rows = 'SELECT id, balance FROM {accounts} ORDER BY id';

describe('projectionSpec', () => {
  const opened: ProjectedReadModel[] = [];
  const given = async (
    projection: SqlProjection,
    events: Parameters<ProjectedReadModel['given']>[0],
  ) => {
    const model = await projectionSpec(projection).given(events);
    opened.push(model);
    return model;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((model) => model.close()));
  });

  it('builds the read model from given events, through the projection’s filter', async () => {
    const model = await given(balances(), [
      deposit('account-1', 100),
      { type: 'Audited', streamId: 'account-1', data: { amount: 1000 } },
      withdraw('account-1', 30),
      deposit('account-2', 5),
    ]);
    expect(await model.query(rows)).toEqual([
      { id: 'account-1', balance: 70 },
      { id: 'account-2', balance: 5 },
    ]);
    await model.expectRows(
      `SELECT balance FROM ${model.table('accounts')} WHERE id = $1`,
      [{ balance: 70 }],
      ['account-1'],
    );
    expect(model.events.map((e) => [e.streamId, e.version, e.position])).toEqual([
      ['account-1', 1, 1n],
      ['account-1', 2, 2n],
      ['account-1', 3, 3n],
      ['account-2', 1, 4n],
    ]);
  });

  it('changes nothing when the same events are delivered again (per-stream versions)', async () => {
    const model = await given(balances(), [deposit('account-1', 100), withdraw('account-1', 30)]);
    const before = await model.query(rows);
    await model.given(model.events);
    await model.given([model.events[0]]);
    expect(await model.query(rows)).toEqual(before);
    expect(await model.counts()).toEqual({ applied: 2, skipped: 3 });
    // A new event of the stream still applies after the redelivery.
    await model.given([deposit('account-1', 1)]);
    expect(await model.query(rows)).toEqual([{ id: 'account-1', balance: 71 }]);
    expect(model.events[model.events.length - 1]).toMatchObject({ version: 3, position: 3n });
  });

  it('catches a wrong projection: its rows fail the expectation', async () => {
    const adding = balances({
      async apply(event, tx, t) {
        // The bug: a withdrawal is added.
        await tx.run(
          `INSERT INTO ${t.accounts} (id, balance) VALUES ($1, $2)
           ON CONFLICT (id) DO UPDATE SET balance = balance + excluded.balance`,
          [event.streamId, Number(event.data.amount)],
        );
      },
    });
    const events = [deposit('account-1', 100), withdraw('account-1', 30)];
    const right = await given(balances(), events);
    const wrong = await given(adding, events);
    const expected = [{ id: 'account-1', balance: 70 }];
    await right.expectRows(rows, expected);
    const failure = await wrong.expectRows(rows, expected).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SpecificationFailed);
    expect((failure as Error).message).toContain('"balance":130');
  });

  it('rejects naming the event the projection failed on; the ones before it stand', async () => {
    const model = await given(balances(), [deposit('account-1', 100)]);
    const failure = await model
      .given([deposit('account-1', 5), withdraw('account-1', -1), deposit('account-1', 7)])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProjectionFailed);
    expect(failure).toMatchObject({
      projection: 'balances',
      event: { type: 'Withdrawn', version: 3 },
      message: expect.stringContaining('negative amount'),
    });
    expect(await model.query(rows)).toEqual([{ id: 'account-1', balance: 105 }]);
  });

  it('applies a batch with applyBatch, as the runner does', async () => {
    const batches: number[] = [];
    const projection = balances();
    const batching = balances({
      async applyBatch(events, tx, t) {
        batches.push(events.length);
        for (const event of events) await projection.apply(event, tx, t);
      },
    });
    const model = await given(batching, [deposit('account-1', 1), deposit('account-1', 2)]);
    await model.given([...model.events, deposit('account-1', 3), deposit('account-1', 4)]);
    expect(batches).toEqual([2, 2]);
    expect(await model.query(rows)).toEqual([{ id: 'account-1', balance: 10 }]);
  });
});
