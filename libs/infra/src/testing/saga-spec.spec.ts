import type { JsonObject } from '@tidemark/domain';
import type { SagaDefinition, StepContext } from '../sagas/saga';
import { sagaSpec } from './saga-spec';

/**
 * A room hold: placing one notifies the guest and expires it at `expiresAt` unless it is
 * confirmed first.
 */
interface HoldState extends JsonObject {
  status: 'none' | 'held' | 'confirmed' | 'expired';
  room: string | null;
}

const calls: Array<{ step: string; input: JsonObject; context: StepContext }> = [];
let notifyFails = false;

const holds: SagaDefinition<HoldState> = {
  name: 'room_holds',
  filter: { categories: ['hold'] },
  correlate: (event) => (typeof event.data.holdId === 'string' ? event.data.holdId : undefined),
  initialState: () => ({ status: 'none', room: null }),
  react(event, state) {
    switch (event.type) {
      case 'HoldPlaced':
        return {
          state: { status: 'held', room: String(event.data.room) },
          run: [{ step: 'notify', input: { room: String(event.data.room) } }],
          deadlines: [{ step: 'expire', dueAt: String(event.data.expiresAt), input: {} }],
        };
      case 'HoldConfirmed':
        return { state: { ...state, status: 'confirmed' }, cancelDeadlines: ['expire'] };
      default:
        return { state };
    }
  },
  steps: {
    notify: {
      async run(input, context) {
        calls.push({ step: 'notify', input, context });
        if (notifyFails) throw new Error('mail server down');
      },
    },
    expire: {
      async run(input, context) {
        calls.push({ step: 'expire', input, context });
      },
    },
  },
};

const now = new Date('2026-12-01T09:00:00.000Z');
const clock = () => now;
const placed = (holdId: string, expiresAt = '2026-12-01T10:00:00.000Z') => ({
  type: 'HoldPlaced',
  streamId: `hold-${holdId}`,
  data: { holdId, room: '12', expiresAt },
});
const confirmed = (holdId: string) => ({
  type: 'HoldConfirmed',
  streamId: `hold-${holdId}`,
  data: { holdId },
});

describe('sagaSpec', () => {
  beforeEach(() => {
    calls.length = 0;
    notifyFails = false;
  });

  it('keeps state per instance and schedules steps and deadlines', () => {
    const run = sagaSpec(holds, { clock }).given([placed('a'), placed('b'), confirmed('b')]);
    expect(run.instances()).toEqual({
      a: { status: 'held', room: '12' },
      b: { status: 'confirmed', room: '12' },
    });
    expect(run.steps().map((s) => [s.sagaKey, s.step, s.runAt, s.input])).toEqual([
      ['a', 'notify', now.toISOString(), { room: '12' }],
      ['b', 'notify', now.toISOString(), { room: '12' }],
    ]);
    expect(run.deadlines().map((d) => [d.sagaKey, d.step, d.runAt])).toEqual([
      ['a', 'expire', '2026-12-01T10:00:00.000Z'],
    ]);
    expect(run.cancelledDeadlines('b').map((d) => d.step)).toEqual(['expire']);
    expect(run.state('nobody')).toBeUndefined();
  });

  it('ignores events outside its filter, uncorrelated ones, and ones delivered again', () => {
    const run = sagaSpec(holds, { clock }).given([
      placed('a'),
      { type: 'HoldPlaced', streamId: 'room-12', data: { holdId: 'x', room: '9' } },
      { type: 'Noted', streamId: 'hold-a', data: {} },
    ]);
    const before = { instances: run.instances(), items: run.workItems() };
    run.given(run.events);
    expect(run.instances()).toEqual(before.instances);
    expect(run.workItems()).toEqual(before.items);
    expect(run.workItems()).toHaveLength(2);
  });

  it('runs the due steps with a context like the worker’s, and deadlines once due', async () => {
    const run = sagaSpec(holds, { clock }).given([placed('a')]);
    const ran = await run.runDue();
    expect(ran.map((item) => [item.step, item.status])).toEqual([['notify', 'done']]);
    expect(calls[0].context).toMatchObject({
      idempotencyKey: `room_holds:a:notify:${run.events[0].id}`,
      attempt: 1,
      sagaKey: 'a',
      event: run.events[0],
    });
    expect(await run.runDue()).toEqual([]);
    const later = await run.runDue({ now: new Date('2026-12-01T10:00:00.000Z') });
    expect(later.map((item) => [item.step, item.status])).toEqual([['expire', 'done']]);
    expect(calls.map((c) => c.step)).toEqual(['notify', 'expire']);
  });

  it('never runs a cancelled deadline, and marks a throwing step failed with its error', async () => {
    notifyFails = true;
    const run = sagaSpec(holds, { clock }).given([placed('a'), confirmed('a')]);
    const ran = await run.runDue({ now: new Date('2026-12-02T00:00:00.000Z') });
    expect(ran).toEqual([
      expect.objectContaining({
        step: 'notify',
        status: 'failed',
        error: new Error('mail server down'),
      }),
    ]);
    expect(calls.map((c) => c.step)).toEqual(['notify']);
  });

  it('fails loudly when a reaction names a step the saga does not have', () => {
    const broken: SagaDefinition<HoldState> = {
      ...holds,
      react: (_event, state) => ({ state, run: [{ step: 'mail', input: {} }] }),
    };
    expect(() => sagaSpec(broken, { clock }).given([placed('a')])).toThrow(
      'saga room_holds has no step mail',
    );
  });
});
