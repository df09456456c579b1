import type { JsonObject } from '@tidemark/domain';
import { ListenerRunner } from '../projections/listener-runner';
import { PermanentFailure, type SagaDefinition } from '../sagas/saga';
import { sagaReactor } from '../sagas/saga-reactor';
import { SagaWorker, type DeadLetterAlert, type SagaStepRetry } from '../sagas/saga-worker';
import type { Storage } from '../storage/storage.port';
import type { StorageDatabase } from './storage.contract';
import { CONDITION_TIMEOUT_MS } from './wait';
import { afterEach, beforeEach, it } from './slow-tests';

type Checkout = { placed: boolean; paid: boolean } & JsonObject;

interface Harness {
  readonly calls: string[];
  /** Steps that fail this many times before they succeed, by order id. */
  readonly flaky: Map<string, number>;
  readonly permanent: Set<string>;
  readonly saga: SagaDefinition<Checkout>;
}

function checkoutSaga(): Harness {
  const calls: string[] = [];
  const flaky = new Map<string, number>();
  const permanent = new Set<string>();
  const saga: SagaDefinition<Checkout> = {
    name: 'checkout',
    filter: { categories: ['order'] },
    correlate: (event) => event.streamId.slice('order-'.length),
    initialState: () => ({ placed: false, paid: false }),
    react(event, state) {
      const key = event.streamId.slice('order-'.length);
      if (event.type === 'OrderPlaced') {
        return {
          state: { ...state, placed: true },
          run: [{ step: 'notify', input: { orderId: key } }],
          deadlines: [
            {
              step: 'expire',
              dueAt: new Date(Date.parse(event.recordedAt) + 60_000).toISOString(),
              input: { orderId: key },
            },
          ],
        };
      }
      if (event.type === 'OrderPaid') {
        return {
          state: { ...state, paid: true },
          cancelDeadlines: ['expire'],
          run: [{ step: 'grant', input: { orderId: key } }],
        };
      }
      return { state };
    },
    steps: {
      notify: {
        retry: { maxAttempts: 4, baseDelayMs: 0, maxDelayMs: 0, timeoutMs: 5000 },
        async run(input, context) {
          const id = String(input.orderId);
          calls.push(`notify:${id}:${context.attempt}:${context.idempotencyKey}`);
          const left = flaky.get(id) ?? 0;
          if (left > 0) {
            flaky.set(id, left - 1);
            throw new Error('smtp unavailable');
          }
        },
      },
      grant: {
        retry: { maxAttempts: 3, baseDelayMs: 0, maxDelayMs: 0, timeoutMs: 5000 },
        async run(input) {
          const id = String(input.orderId);
          calls.push(`grant:${id}`);
          if (permanent.has(id)) throw new PermanentFailure('loyalty account closed');
        },
      },
      expire: {
        async run(input) {
          calls.push(`expire:${String(input.orderId)}`);
        },
      },
    },
  };
  return { calls, flaky, permanent, saga };
}

/** Sagas (reactor + worker) and dead letters on one storage backend. */
export function describeSagaContract(
  backend: string,
  newDatabase: () => Promise<StorageDatabase>,
  options: { readonly multiInstance: boolean },
): void {
  describe(`Saga contract: ${backend}`, () => {
    let database: StorageDatabase;
    const storages: Storage[] = [];
    const runners: ListenerRunner[] = [];
    let now: number;
    const clock = () => new Date(now);

    async function open(): Promise<Storage> {
      // The storage's ports (dead letters, the queue) keep the workers' time.
      const storage = await database.open({ clock });
      storages.push(storage);
      return storage;
    }

    /** Runs the saga's listener until it has scheduled the steps of every event so far. */
    async function react(storage: Storage, harness: Harness): Promise<void> {
      const runner = new ListenerRunner({
        storage,
        listeners: [sagaReactor(harness.saga, clock)],
        idlePollMs: 20,
      });
      runners.push(runner);
      await runner.start();
      if (
        !(await runner.waitFor(
          'checkout',
          await storage.events.headPosition(),
          CONDITION_TIMEOUT_MS,
        ))
      ) {
        throw new Error('the saga did not catch up');
      }
      await runner.stop();
    }

    /** What a worker reported: its dead-letter alerts (with their events' ids) and retries. */
    interface Reports {
      alerts: (DeadLetterAlert & { eventId: string })[];
      retries: SagaStepRetry[];
    }

    function worker(
      storage: Storage,
      harness: Harness,
      reports: Reports = { alerts: [], retries: [] },
      instanceId?: string,
    ) {
      return new SagaWorker({
        storage,
        sagas: [harness.saga],
        clock,
        instanceId,
        onDeadLetter: (alert, event) => {
          reports.alerts.push({ ...alert, eventId: event.id });
        },
        onRetry: (retry) => reports.retries.push(retry),
      });
    }

    async function drain(w: SagaWorker): Promise<void> {
      while ((await w.runDue()) > 0);
    }

    beforeEach(async () => {
      database = await newDatabase();
      now = Date.now();
    });

    afterEach(async () => {
      await Promise.all(runners.splice(0).map((r) => r.stop().catch(() => undefined)));
      await Promise.all(storages.splice(0).map((s) => s.close()));
      await database.dispose();
    });

    it('retries a transient failure until it succeeds, recording each attempt', async () => {
      const storage = await open();
      const harness = checkoutSaga();
      harness.flaky.set('1', 2);
      const placed = await storage.events.appendToStream('order-1', [
        { type: 'OrderPlaced', data: {}, metadata: { correlationId: 'c-1' } },
      ]);
      await react(storage, harness);
      await react(storage, harness); // a second pass schedules nothing twice
      const reports: Reports = { alerts: [], retries: [] };
      const w = worker(storage, harness, reports);
      await drain(w);
      const notify = harness.calls.filter((c) => c.startsWith('notify'));
      expect(notify.map((c) => c.split(':').slice(0, 3).join(':'))).toEqual([
        'notify:1:1',
        'notify:1:2',
        'notify:1:3',
      ]);
      expect(new Set(notify.map((c) => c.split(':').slice(3).join(':'))).size).toBe(1);
      const queue = storage.workQueue;
      const notifications = await queue.list({ step: 'notify' });
      expect(notifications).toHaveLength(1);
      const attempts = await queue.attemptsOf(notifications[0].id);
      expect(attempts.map(({ attempt, outcome, error }) => ({ attempt, outcome, error }))).toEqual([
        { attempt: 1, outcome: 'failed', error: 'smtp unavailable' },
        { attempt: 2, outcome: 'failed', error: 'smtp unavailable' },
        { attempt: 3, outcome: 'succeeded', error: null },
      ]);
      expect(w.counters).toMatchObject({ succeeded: 1, retried: 2, deadLettered: 0 });
      // Each retry is reported with the event the step was scheduled for.
      expect(reports.retries).toEqual(
        [1, 2].map((attempt) =>
          expect.objectContaining({
            saga: 'checkout',
            sagaKey: '1',
            step: 'notify',
            attempt,
            error: 'smtp unavailable',
            delayMs: 0,
            event: expect.objectContaining({
              streamId: 'order-1',
              version: 1,
              position: placed.position,
              metadata: { correlationId: 'c-1' },
            }),
          }),
        ),
      );
      expect(reports.alerts).toEqual([]);
    });

    it('dead-letters a permanent failure at once, alerts, and completes it when re-driven', async () => {
      const storage = await open();
      const harness = checkoutSaga();
      harness.permanent.add('2');
      await storage.events.appendToStream('order-2', [
        { type: 'OrderPlaced', data: {} },
        { type: 'OrderPaid', data: {} },
      ]);
      await react(storage, harness);
      const reports: Reports = { alerts: [], retries: [] };
      const w = worker(storage, harness, reports);
      await drain(w);
      expect(harness.calls.filter((c) => c === 'grant:2')).toHaveLength(1);
      const paid = (await storage.events.readStream('order-2')).events[1];
      expect(reports.alerts).toEqual([
        expect.objectContaining({
          saga: 'checkout',
          sagaKey: '2',
          step: 'grant',
          attempts: 1,
          reason: 'permanent',
          eventId: paid.id,
        }),
      ]);
      expect(reports.retries).toEqual([]);
      const letters = storage.deadLetters;
      const { items } = await letters.list({ listener: 'checkout' });
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        step: 'grant',
        error: 'loyalty account closed',
        attempts: 1,
        status: 'pending',
        streamId: 'order-2',
      });
      expect(items[0].stack).toContain('PermanentFailure');
      const sagaStream = await storage.events.readStream('checkout-2');
      expect(sagaStream.events.map((e) => e.type)).toEqual(['SagaStepDeadLettered']);

      harness.permanent.delete('2');
      expect(await letters.redrive([items[0].id, 'missing'])).toEqual({
        redriven: [items[0].id],
        notFound: ['missing'],
        notRedrivable: [],
      });
      await drain(w);
      expect(harness.calls.filter((c) => c === 'grant:2')).toHaveLength(2);
      expect((await letters.get(items[0].id))?.status).toBe('redriven');
      expect(await letters.redrive([items[0].id])).toMatchObject({ notRedrivable: [items[0].id] });
      const grants = await storage.workQueue.list({ step: 'grant' });
      expect(grants.map(({ status, attempts }) => ({ status, attempts }))).toEqual([
        { status: 'done', attempts: 1 },
      ]);
    });

    it('discards a dead letter with a reason, kept for audit', async () => {
      const storage = await open();
      const harness = checkoutSaga();
      harness.permanent.add('3');
      await storage.events.appendToStream('order-3', [
        { type: 'OrderPlaced', data: {} },
        { type: 'OrderPaid', data: {} },
      ]);
      await react(storage, harness);
      await drain(worker(storage, harness));
      const letters = storage.deadLetters;
      const [letter] = (await letters.list()).items;
      expect(await letters.discard(letter.id, 'customer closed the account')).toMatchObject({
        status: 'discarded',
        resolution: 'customer closed the account',
      });
      expect((await letters.list({ status: 'pending' })).items).toEqual([]);
    });

    it('fires a deadline when the order stays unpaid, and not when it is paid', async () => {
      const storage = await open();
      const harness = checkoutSaga();
      await storage.events.appendToStream('order-4', [{ type: 'OrderPlaced', data: {} }]);
      await storage.events.appendToStream('order-5', [{ type: 'OrderPlaced', data: {} }]);
      await storage.events.appendToStream('order-5', [{ type: 'OrderPaid', data: {} }]);
      await react(storage, harness);
      const w = worker(storage, harness);
      await drain(w);
      expect(harness.calls.filter((c) => c.startsWith('expire'))).toEqual([]);
      now += 120_000;
      await drain(w);
      expect(harness.calls.filter((c) => c.startsWith('expire'))).toEqual(['expire:4']);
    });

    it('takes over a work item whose worker died, after its lease', async () => {
      const storage = await open();
      const harness = checkoutSaga();
      await storage.events.appendToStream('order-6', [{ type: 'OrderPlaced', data: {} }]);
      await react(storage, harness);
      // A worker claims the step for a second and dies.
      const claimed = await storage.workQueue.claim({
        owner: 'dead',
        limit: 10,
        now,
        leaseMs: 1000,
      });
      expect(claimed.map((item) => [item.step, item.attempts])).toEqual([['notify', 1]]);
      const w = worker(storage, harness);
      await drain(w);
      expect(harness.calls).toEqual([]);
      now += 1000;
      await drain(w);
      expect(harness.calls.map((c) => c.split(':').slice(0, 3).join(':'))).toEqual(['notify:6:2']);
    });

    it('never runs one work item twice at once, with two workers on one database', async () => {
      const a = await open();
      // SQLite is one process: its two workers share the database's one writer.
      const b = options.multiInstance ? await open() : a;
      const harness = checkoutSaga();
      const running = new Set<string>();
      const runs = new Map<string, number>();
      let overlaps = 0;
      harness.saga.steps.notify.run = async (_input, context) => {
        if (running.has(context.idempotencyKey)) overlaps += 1;
        running.add(context.idempotencyKey);
        runs.set(context.idempotencyKey, (runs.get(context.idempotencyKey) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running.delete(context.idempotencyKey);
      };
      for (let i = 0; i < 30; i += 1)
        await a.events.appendToStream(`order-r${i}`, [{ type: 'OrderPlaced', data: {} }]);
      await react(a, harness);
      const workers = [
        worker(a, harness, undefined, 'worker-a'),
        worker(b, harness, undefined, 'worker-b'),
      ];
      await Promise.all(workers.map(drain));
      await Promise.all(workers.map(drain));
      expect(overlaps).toBe(0);
      expect(runs.size).toBe(30);
      expect([...runs.values()].every((n) => n === 1)).toBe(true);
      const queue = a.workQueue;
      let executed = 0;
      for (const item of await queue.list()) executed += (await queue.attemptsOf(item.id)).length;
      expect(executed).toBe(30);
    });
  });
}
