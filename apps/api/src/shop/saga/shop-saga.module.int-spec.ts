import { randomUUID } from 'node:crypto';
import { Test } from '@nestjs/testing';
import type { JsonObject } from '@tidemark/domain';
import {
  DeadLetters,
  PermanentFailure,
  ListenerRunner,
  SagaWorker,
  type SagaDefinition,
  type Storage,
} from '@tidemark/infra';
import { TIDEMARK_STORAGE, TidemarkModule } from '@tidemark/infra/nestjs';
import { until } from '@tidemark/infra/testing';
import { AppModule } from '../../app.module';
import { loadConfig } from '../../config';
import { SHOP_DEDUP_VOCABULARY } from '../ingest/shop-facts';
import {
  DeadLetterAlerts,
  type DeadLetterAlertFields,
} from '../../dead-letters/dead-letter-alerts';

describe('the app’s sagas (the app on SQLite, with a test saga beside the shop’s)', () => {
  it('runs a saga registered with forFeature in the app’s one runner and worker; a dead letter raises the alert and re-drives', async () => {
    const calls: string[] = [];
    const refusing = new Set<string>(['job-2']);
    const saga: SagaDefinition<JsonObject> = {
      name: 'jobs',
      filter: { categories: ['job'] },
      correlate: (event) => event.streamId,
      initialState: () => ({ requested: 0 }),
      react: (event, state) => ({
        state: { requested: Number(state.requested) + 1 },
        run: [{ step: 'work', input: { job: event.streamId } }],
      }),
      steps: {
        work: {
          retry: { maxAttempts: 3, baseDelayMs: 0, maxDelayMs: 0, timeoutMs: 5000 },
          async run(input, context) {
            const job = String(input.job);
            if (refusing.has(job)) throw new PermanentFailure(`${job} refused`);
            calls.push(`${job}:${context.idempotencyKey}`);
          },
        },
      },
    };
    const lines: DeadLetterAlertFields[] = [];
    const config = loadConfig(
      { EVENT_STORE_URL: 'sqlite::memory:', SAGA_WORKER_CONCURRENCY: '2' },
      SHOP_DEDUP_VOCABULARY,
    );
    const moduleRef = await Test.createTestingModule({
      imports: [AppModule.forRoot(config), TidemarkModule.forFeature({ sagas: [saga] })],
    })
      .overrideProvider(DeadLetterAlerts)
      .useValue(
        new DeadLetterAlerts({ webhookUrl: undefined, log: (fields) => lines.push(fields) }),
      )
      .compile();
    const app = await moduleRef.init();
    const worker = app.get(SagaWorker);
    try {
      const storage = app.get<Storage>(TIDEMARK_STORAGE);
      const deadLetters = app.get(DeadLetters);
      // The module's runner and worker, the ones the admin endpoints get: no second runner.
      expect((await app.get(ListenerRunner).list()).map((l) => l.name)).toEqual([
        'customer_summary',
        'jobs',
        'order_list',
        'order_sources',
        'shop',
      ]);
      expect([...worker.sagaNames].sort()).toEqual(['jobs', 'shop']);

      for (const job of ['job-1', 'job-2']) {
        await storage.events.appendToStream(job, [
          {
            id: randomUUID(),
            type: 'JobRequested',
            data: {},
            metadata: { correlationId: `corr-${job}` },
          },
        ]);
      }
      await until(() => calls.length === 1 && lines.length === 1, 'one step done, one dead');
      expect(calls).toEqual([expect.stringMatching(/^job-1:jobs:job-1:work:/)]);
      const alert = lines[0];
      expect(alert).toMatchObject({
        alert: 'DeadLetter',
        saga: 'jobs',
        sagaKey: 'job-2',
        step: 'work',
        attempts: 1,
        error: 'job-2 refused',
        reason: 'permanent',
        listener: 'jobs',
        streamId: 'job-2',
        eventType: 'JobRequested',
        correlationId: 'corr-job-2',
      });
      const dead = await deadLetters.get(alert.deadLetterId);
      expect(dead).toMatchObject({ listener: 'jobs', step: 'work', status: 'pending' });
      expect(worker.counters).toMatchObject({ succeeded: 1, deadLettered: 1 });

      refusing.clear();
      expect(await deadLetters.redrive([alert.deadLetterId])).toMatchObject({
        redriven: [alert.deadLetterId],
      });
      await until(() => calls.length === 2, 'the re-driven step to run');
      expect(calls[1]).toMatch(/^job-2:jobs:job-2:work:/);
      expect((await deadLetters.get(alert.deadLetterId))?.status).toBe('redriven');
    } finally {
      await app.close();
    }
    // Stopped before the store closed: nothing runs after shutdown.
    expect(worker.counters.succeeded).toBe(2);
  });
});
