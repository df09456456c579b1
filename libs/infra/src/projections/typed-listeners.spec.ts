import type { DomainEvent, EventOf } from '@tidemark/domain';
import type { RecordedEvent } from '../event-store/event-store.port';
import { projectionSpec } from '../testing/projection-spec';
import { sagaSpec } from '../testing/saga-spec';
import { parcelDecider } from '../testing/fixtures';
import { defineSaga } from '../sagas/typed-saga';
import type { RecordedEventOf } from './typed-events';
import { defineProjection } from './typed-projection';

/*
 * The typed listeners in the test helpers, and their typing: each `@ts-expect-error` below
 * fails `npm run lint` (tsc) the day a wrong access compiles, and an untyped use that stops
 * compiling fails it too.
 */

type ParcelEvent = EventOf<typeof parcelDecider>;

const shipments = defineProjection(parcelDecider, {
  name: 'shipments',
  tables: ['shipments'],
  eventTypes: ['ParcelShipped', 'ParcelDelivered'],
  filter: { categories: ['parcel'] },
  async setup(tx, t) {
    await tx.run(`CREATE TABLE ${t.shipments} (id TEXT PRIMARY KEY, carrier TEXT, done INT)`);
  },
  async apply(event, tx, t) {
    switch (event.type) {
      case 'ParcelShipped':
        // @ts-expect-error ParcelShipped has no postageCents
        void event.data.postageCents;
        await tx.run(`INSERT INTO ${t.shipments} VALUES ($1, $2, 0)`, [
          event.data.parcelId,
          event.data.carrier,
        ]);
        return;
      case 'ParcelDelivered':
        await tx.run(`UPDATE ${t.shipments} SET done = 1 WHERE id = $1`, [event.data.parcelId]);
        return;
      // @ts-expect-error not among the projection's eventTypes: it never gets one
      case 'ParcelRegistered':
        return;
      default: {
        const none: never = event;
        return none;
      }
    }
  },
});

type Tracking = { carrier: string | null; delivered: boolean };

const tracking = defineSaga(parcelDecider, {
  name: 'tracking',
  eventTypes: ['ParcelShipped', 'ParcelDelivered'],
  correlate: (event) => event.data.parcelId,
  initialState: (): Tracking => ({ carrier: null, delivered: false }),
  react(event, state) {
    if (event.type === 'ParcelShipped') {
      return {
        state: { ...state, carrier: event.data.carrier },
        run: [{ step: 'notify', input: { carrier: event.data.carrier } }],
      };
    }
    // @ts-expect-error ParcelDelivered has no carrier
    void event.data.carrier;
    return { state: { ...state, delivered: true } };
  },
  steps: { notify: { run: async () => undefined } },
});

const parcel = (type: string, data: object, streamId = 'parcel-1') => ({
  type,
  streamId,
  data: { parcelId: 'p-1', ...data },
});

describe('typed listeners in the test helpers', () => {
  it('projectionSpec applies a typed projection its types only', async () => {
    const model = await projectionSpec(shipments).given([
      parcel('ParcelRegistered', { postageCents: 100, registeredAt: 'a' }),
      parcel('ParcelShipped', { carrier: 'ups', shippedAt: 'b' }),
      parcel('ParcelDelivered', { deliveredAt: 'c' }),
      parcel('ParcelShipped', { carrier: 'dhl' }, 'crate-1'),
    ]);
    await model.expectRows('SELECT id, carrier, done FROM {shipments}', [
      { id: 'p-1', carrier: 'ups', done: 1 },
    ]);
    expect(await model.counts()).toEqual({ applied: 2, skipped: 0 });
    await model.close();
  });

  it('sagaSpec runs a typed saga on its types only', () => {
    const run = sagaSpec(tracking).given([
      parcel('ParcelRegistered', { postageCents: 100, registeredAt: 'a' }),
      parcel('ParcelShipped', { carrier: 'ups', shippedAt: 'b' }),
      parcel('ParcelVoided', { reason: 'lost', voidedAt: 'c' }),
    ]);
    expect(run.instances()).toEqual({ 'p-1': { carrier: 'ups', delivered: false } });
    expect(run.steps('p-1').map((s) => s.input)).toEqual([{ carrier: 'ups' }]);
  });

  it('refuses a decider without eventTypes unless they are listed, and an empty list', () => {
    const undeclared = { ...parcelDecider, eventTypes: undefined };
    const handlers = {
      name: 'any',
      tables: [],
      setup: async () => undefined,
      apply: async () => undefined,
    };
    expect(() => defineProjection(undeclared, handlers)).toThrow(/needs eventTypes/);
    expect(() => defineProjection(undeclared, { ...handlers, eventTypes: [] })).toThrow(
      /eventTypes is empty/,
    );
    expect(
      defineProjection(undeclared, { ...handlers, eventTypes: ['ParcelVoided'] }).filter,
    ).toEqual({ types: ['ParcelVoided'] });
  });
});

// Typing alone (checked by tsc, never run).
export function typingCases(recorded: RecordedEvent, shipped: RecordedEventOf<ParcelEvent>) {
  // Untyped code compiles as before: the default union is any event.
  const untyped: RecordedEventOf = recorded;
  const back: RecordedEvent = untyped;
  // A typed event is not an untyped one's: data of a type is no JsonObject to write into.
  void [back, shipped.data];

  defineProjection<ParcelEvent>({
    name: 'by_union',
    tables: [],
    // @ts-expect-error not a type of the union
    eventTypes: ['ParcelLost'],
    setup: async () => undefined,
    apply: async () => undefined,
  });
  defineProjection(parcelDecider, {
    name: 'by_decider',
    tables: [],
    // @ts-expect-error not a type of the decider
    eventTypes: ['ParcelLost'],
    setup: async () => undefined,
    apply: async () => undefined,
  });
  defineProjection(parcelDecider, {
    name: 'types_come_from_eventTypes',
    tables: [],
    // @ts-expect-error the event types are the listener's eventTypes, not its filter's
    filter: { types: ['ParcelShipped'] },
    setup: async () => undefined,
    apply: async () => undefined,
  });
  defineSaga<DomainEvent<'Ping', { at: string }>, { pings: number }>({
    name: 'pings',
    eventTypes: ['Ping'],
    correlate: (event) => event.data.at,
    initialState: () => ({ pings: 0 }),
    // @ts-expect-error Ping's data has no count
    react: (event, state) => ({ state: { pings: state.pings + event.data.count } }),
    steps: {},
  });
}
