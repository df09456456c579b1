import { UpcasterRegistry, type JsonObject } from '@tidemark/domain';
import type { RecordedEvent } from '../event-store/event-store.port';
import { sagaReactor } from '../sagas/saga-reactor';
import { SagaWorker } from '../sagas/saga-worker';
import { defineSaga } from '../sagas/typed-saga';
import type { Sql } from '../sql/sql';
import type { Storage } from '../storage/storage.port';
import { openStorage } from '../stores/open-storage';
import { parcelDecider } from '../testing/fixtures';
import { CONDITION_TIMEOUT_MS, SLOW_TEST_TIMEOUT_MS } from '../testing/wait';
import type { TableNames } from './projection';
import { ListenerRunner } from './listener-runner';
import { MalformedEvent } from './typed-events';
import { defineProjection, defineSideEffectListener } from './typed-projection';

/*
 * Typed listeners on the SQLite store: what reaches a typed handler is what its types promise
 * — its event types only (after upcasting), data its check accepts — and nothing else.
 */

const parcelProblem = (_type: string, data: JsonObject) =>
  typeof data.parcelId === 'string' ? undefined : 'parcelId must be a string';

/** Each event a handler got, as `handler type data-json`, in the order it got them. */
async function received(runner: ListenerRunner, name: string): Promise<string[]> {
  const { value } = await runner.read(name, (sql, t) =>
    sql.all<{ line: string }>(`SELECT line FROM ${t.seen} ORDER BY n`),
  );
  return value.map((row) => row.line);
}

const seenTable = async (tx: Sql, t: TableNames) => {
  await tx.run(`CREATE TABLE ${t.seen} (n INTEGER PRIMARY KEY AUTOINCREMENT, line TEXT NOT NULL)`);
};
const see = async (tx: Sql, t: TableNames, line: string) => {
  await tx.run(`INSERT INTO ${t.seen} (line) VALUES ($1)`, [line]);
};

describe('typed listeners on SQLite', () => {
  jest.setTimeout(SLOW_TEST_TIMEOUT_MS);
  let storage: Storage;
  let runner: ListenerRunner | undefined;

  beforeEach(async () => {
    storage = await openStorage('sqlite::memory:');
  });
  afterEach(async () => {
    await runner?.stop();
    runner = undefined;
    await storage.close();
  });

  async function project(
    ...listeners: ConstructorParameters<typeof ListenerRunner>[0]['listeners']
  ) {
    runner = new ListenerRunner({
      storage,
      listeners,
      idlePollMs: 20,
      retry: { maxAttempts: 1, baseDelayMs: 0, maxDelayMs: 0 },
    });
    await runner.start();
    const head = await storage.events.headPosition();
    for (const listener of listeners) {
      if (!(await runner.waitFor(listener.name, head, CONDITION_TIMEOUT_MS))) {
        throw new Error(`${listener.name} did not catch up`);
      }
    }
    return runner;
  }

  it('hands apply only its types, data as checked; others to applyOther or to no one', async () => {
    const registered = { parcelId: 'p-1', postageCents: 1000, registeredAt: 'today' };
    await storage.events.appendToStream('parcel-1', [
      { type: 'ParcelRegistered', data: registered },
      { type: 'PostagePaid', data: { parcelId: 'p-1', paymentReference: 'r', paidAt: 'now' } },
      { type: 'LabelPrinted', data: { by: 'another app' } },
      { type: 'ParcelShipped', data: { parcelId: 'p-1', carrier: 'ups', shippedAt: 'later' } },
    ]);
    await storage.events.appendToStream('parcel-2', [
      { type: 'ParcelRegistered', data: { parcelId: 2, postageCents: 5 } },
    ]);
    await storage.events.appendToStream('crate-1', [
      { type: 'ParcelRegistered', data: registered },
    ]);
    const dispatch = (name: string, others: boolean) =>
      defineProjection(parcelDecider, {
        name,
        tables: ['seen'],
        eventTypes: ['ParcelRegistered', 'ParcelShipped'],
        filter: { categories: ['parcel'] },
        dataProblem: parcelProblem,
        onError: (error) => (error instanceof MalformedEvent ? 'skip' : 'stop'),
        setup: seenTable,
        async apply(event, tx, t) {
          switch (event.type) {
            case 'ParcelRegistered':
              return see(tx, t, `apply ${event.type} ${event.data.postageCents + 1}`);
            case 'ParcelShipped':
              return see(tx, t, `apply ${event.type} ${event.data.carrier.toUpperCase()}`);
          }
        },
        ...(others
          ? {
              applyOther: (event: RecordedEvent, tx: Sql, t: TableNames) =>
                see(tx, t, `other ${event.type}`),
            }
          : {}),
      });

    const running = await project(dispatch('typed_only', false), dispatch('typed_others', true));

    expect(await received(running, 'typed_only')).toEqual([
      'apply ParcelRegistered 1001',
      'apply ParcelShipped UPS',
    ]);
    expect(await received(running, 'typed_others')).toEqual([
      'apply ParcelRegistered 1001',
      'other PostagePaid',
      'other LabelPrinted',
      'apply ParcelShipped UPS',
    ]);
    // parcel-2's malformed registration met onError ('skip'): dead-lettered, never applied.
    const dead = await storage.deadLetters.list({ listener: 'typed_only' });
    expect(dead.items.map((d) => [d.streamId, d.error])).toEqual([
      ['parcel-2', expect.stringContaining('parcelId must be a string')],
    ]);
  });

  it('upcasts before matching: older versions and renamed types arrive in the current shape', async () => {
    const upcasters = new UpcasterRegistry([
      {
        type: 'ParcelBooked',
        fromVersion: 1,
        // Into ParcelRegistered's version 2 (the chain goes on from there).
        upcast: ({ id, postage, ...rest }) => ({
          type: 'ParcelRegistered',
          data: { parcelId: id, postageCents: postage, ...rest },
        }),
      },
      {
        type: 'ParcelRegistered',
        fromVersion: 1,
        upcast: ({ postage, ...rest }) => ({ data: { ...rest, postageCents: postage } }),
      },
    ]);
    await storage.events.appendToStream('parcel-1', [
      { type: 'ParcelBooked', data: { id: 'p-1', postage: 100 } },
    ]);
    await storage.events.appendToStream('parcel-2', [
      { type: 'ParcelRegistered', data: { parcelId: 'p-2', postage: 200 } },
    ]);
    await storage.events.appendToStream('parcel-3', [
      {
        type: 'ParcelRegistered',
        data: { parcelId: 'p-3', postageCents: 300 },
        metadata: { schemaVersion: 2 },
      },
    ]);
    const registrations = defineProjection(parcelDecider, {
      name: 'registrations',
      tables: ['seen'],
      eventTypes: ['ParcelRegistered'],
      filter: { categories: ['parcel'] },
      upcasters,
      setup: seenTable,
      apply: (event, tx, t) =>
        see(
          tx,
          t,
          `${event.data.parcelId} ${event.data.postageCents} v${event.metadata.schemaVersion}`,
        ),
    });

    expect(await received(await project(registrations), 'registrations')).toEqual([
      'p-1 100 v2',
      'p-2 200 v2',
      'p-3 300 v2',
    ]);
  });

  it('hands a typed side-effect listener its types only, data as checked', async () => {
    const sent: string[] = [];
    const mailer = defineSideEffectListener(parcelDecider, {
      name: 'mailer',
      eventTypes: ['ParcelShipped'],
      filter: { categories: ['parcel'] },
      dataProblem: parcelProblem,
      onError: 'skip',
      async handle(event, context) {
        sent.push(
          `${event.data.carrier.toUpperCase()} ${context.idempotencyKey === `${event.id}:mailer`}`,
        );
      },
    });
    await storage.events.appendToStream('parcel-1', [
      { type: 'ParcelRegistered', data: { parcelId: 'p-1', postageCents: 1, registeredAt: 'a' } },
      { type: 'ParcelShipped', data: { parcelId: 'p-1', carrier: 'ups', shippedAt: 'b' } },
      { type: 'ParcelShipped', data: { parcelId: 1, carrier: 'dhl', shippedAt: 'c' } },
    ]);

    await project(mailer);

    expect(sent).toEqual(['UPS true']);
    const dead = await storage.deadLetters.list({ listener: 'mailer' });
    expect(dead.items.map((d) => d.version)).toEqual([3]);
  });

  it('runs a typed saga: correlate and react see its types only, steps run', async () => {
    type Shipping = { registered: boolean; carrier: string | null };
    const ran: string[] = [];
    const shipping = defineSaga(parcelDecider, {
      name: 'shipping',
      eventTypes: ['ParcelRegistered', 'ParcelShipped'],
      filter: { categories: ['parcel'] },
      dataProblem: parcelProblem,
      correlate: (event) => event.data.parcelId,
      initialState: (): Shipping => ({ registered: false, carrier: null }),
      react(event, state) {
        switch (event.type) {
          case 'ParcelRegistered':
            return { state: { ...state, registered: true } };
          case 'ParcelShipped':
            return {
              state: { ...state, carrier: event.data.carrier },
              run: [{ step: 'track', input: { carrier: event.data.carrier, type: event.type } }],
            };
        }
      },
      steps: {
        track: {
          async run(input, context) {
            ran.push(`${context.sagaKey} ${String(input.carrier)} ${String(input.type)}`);
          },
        },
      },
    });
    await storage.events.appendToStream('parcel-1', [
      { type: 'ParcelRegistered', data: { parcelId: 'p-1', postageCents: 1, registeredAt: 'a' } },
      { type: 'PostagePaid', data: { parcelId: 'p-1', paymentReference: 'r', paidAt: 'b' } },
      { type: 'ParcelShipped', data: { parcelId: 'p-1', carrier: 'ups', shippedAt: 'c' } },
      { type: 'LabelPrinted', data: { parcelId: 'p-1' } },
    ]);
    // Malformed: ignored by the saga, which would otherwise stop for good.
    await storage.events.appendToStream('parcel-2', [
      { type: 'ParcelShipped', data: { parcelId: 2, carrier: 'dhl' } },
    ]);

    const running = await project(sagaReactor(shipping));
    const worker = new SagaWorker({ storage, sagas: [shipping] });
    while ((await worker.runDue()) > 0);

    expect(ran).toEqual(['p-1 ups ParcelShipped']);
    const instances = await storage.sql.query.all<{ saga_key: string; state: string }>(
      `SELECT saga_key, state FROM saga_instances WHERE saga = 'shipping' ORDER BY saga_key`,
    );
    expect(instances.map((i) => [i.saga_key, JSON.parse(i.state)])).toEqual([
      ['p-1', { registered: true, carrier: 'ups' }],
    ]);
    expect((await running.get('shipping')).lastError).toBeNull();
  });
});
