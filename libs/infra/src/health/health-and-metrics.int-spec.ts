import { Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { HealthCheckResult } from '@nestjs/terminus';
import type { AddressInfo } from 'node:net';
// The guide's controller: what it shows is what is tested here, failures included.
import { HealthController } from '../../../../docs/examples/health-and-metrics/health.controller';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { TidemarkPrometheusModule } from '../metrics/tidemark-prometheus.module';
import { TIDEMARK_STORAGE } from '../nest/options';
import { TidemarkModule } from '../nest/tidemark.module';
import type { SqlProjection } from '../projections/projection';
import type { Storage } from '../storage/storage.port';
import {
  postgresTestsEnabled,
  runOnPostgres,
  testPostgresUrl,
  uniqueSchemaName,
} from '../testing/postgres';
import { until } from '../testing/wait';
import { TidemarkTerminusModule } from './tidemark-terminus.module';

// A consumer's app as docs/operations.md shows it: TidemarkModule, a projection, the indicator
// in the guide's Terminus health check controller, and the Prometheus module serving /metrics.

/** Counts notes per author; a `Poison` event makes it throw, so that it stops (status failed). */
const notesPerAuthor: SqlProjection = {
  name: 'notes_per_author',
  tables: ['authors'],
  filter: { categories: ['note'] },
  async setup(tx, { authors }) {
    await tx.run(`CREATE TABLE ${authors} (author TEXT PRIMARY KEY, notes INTEGER NOT NULL)`);
  },
  async apply(event, tx, { authors }) {
    if (event.type === 'Poison') throw new Error('cannot apply a Poison event');
    await tx.run(
      `INSERT INTO ${authors} (author, notes) VALUES ($1, 1)
       ON CONFLICT (author) DO UPDATE SET notes = ${authors}.notes + 1`,
      [String(event.data.author)],
    );
  },
};

function appModule(url: string, schema: string | undefined) {
  @Module({
    imports: [
      TidemarkModule.forRoot({
        url,
        ...(schema === undefined ? {} : { schema }),
        projections: { idlePollMs: 20, retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 5 } },
      }),
      TidemarkModule.forFeature({ projections: [notesPerAuthor] }),
      // The guide's controller at /health, and the module's own at /ready.
      TidemarkTerminusModule.forRoot({ path: 'ready' }),
      TidemarkPrometheusModule.forRoot({ path: 'metrics' }),
    ],
    controllers: [HealthController],
  })
  class AppModule {}
  return AppModule;
}

interface Answer {
  readonly status: number;
  readonly body: string;
  readonly ms: number;
}

const stores = [
  { name: 'SQLite', enabled: true, url: 'sqlite::memory:', postgres: false },
  {
    name: 'PostgreSQL',
    enabled: postgresTestsEnabled('health and metrics on PostgreSQL'),
    url: testPostgresUrl(),
    postgres: true,
  },
];

describe.each(stores.filter((store) => store.enabled))(
  'TidemarkHealthIndicator and TidemarkPrometheusModule in a consumer app on $name',
  (store) => {
    let app: INestApplication;
    let base: string;
    let schema: string | undefined;

    const get = async (path: string): Promise<Answer> => {
      const started = Date.now();
      const response = await fetch(`${base}${path}`);
      return { status: response.status, body: await response.text(), ms: Date.now() - started };
    };
    const health = async () => {
      const answer = await get('/health');
      return { ...answer, json: JSON.parse(answer.body) as HealthCheckResult };
    };
    const append = (streamId: string, type: string, expectedVersion: 'no_stream' | number) =>
      app
        .get<EventStore>(EVENT_STORE)
        .appendToStream(streamId, [{ type, data: { author: 'ada' } }], { expectedVersion });

    beforeEach(async () => {
      schema = store.postgres ? uniqueSchemaName('tidemark_health') : undefined;
      app = await NestFactory.create(appModule(store.url, schema), { logger: false });
      await app.listen(0, '127.0.0.1');
      base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    });
    afterEach(async () => {
      await app.close();
      if (schema) await runOnPostgres(store.url, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    });

    it('counts appends and shows the listeners in /metrics; /health up naming each check', async () => {
      await append('note-1', 'Noted', 'no_stream');
      await append('note-2', 'Noted', 'no_stream');
      await expect(append('note-1', 'Noted', 'no_stream')).rejects.toThrow();
      await until(
        async () =>
          (await get('/metrics')).body.includes(
            'tidemark_projection_checkpoint{listener="notes_per_author"} 2',
          ),
        'the projection to reach position 2',
      );
      const metrics = await get('/metrics');
      expect(metrics.status).toBe(200);
      const kind = store.postgres ? 'postgres' : 'sqlite';
      expect(metrics.body.split('\n')).toEqual(
        expect.arrayContaining([
          `tidemark_appends_total{store="${kind}",outcome="written"} 2`,
          `tidemark_appends_total{store="${kind}",outcome="deduplicated"} 0`,
          `tidemark_events_appended_total{store="${kind}"} 2`,
          `tidemark_append_conflicts_total{store="${kind}"} 1`,
          'tidemark_projection_lag{listener="notes_per_author"} 0',
          'tidemark_projection_failed{listener="notes_per_author"} 0',
          'tidemark_projection_failing{listener="notes_per_author"} 0',
          'tidemark_saga_attempts_total 0',
        ]),
      );
      const up = await health();
      expect(up.status).toBe(200);
      expect(up.json).toMatchObject({
        status: 'ok',
        info: {
          store: { status: 'up', headPosition: '2' },
          projections: { status: 'up', listeners: 1 },
        },
      });
      const ready = await get('/ready');
      expect({ status: ready.status, json: JSON.parse(ready.body) as unknown }).toEqual({
        status: 200,
        json: up.json,
      });
    });

    it('/health names a projection that stopped on an error, and /metrics flags it', async () => {
      await append('note-1', 'Poison', 'no_stream');
      await until(async () => (await get('/health')).status === 503, '/health to answer 503');
      const down = await health();
      expect(down.json).toMatchObject({
        status: 'error',
        info: { store: { status: 'up' } },
        error: {
          projections: {
            status: 'down',
            failed: [{ name: 'notes_per_author', lastError: 'cannot apply a Poison event' }],
          },
        },
      });
      expect((await get('/metrics')).body).toContain(
        'tidemark_projection_failed{listener="notes_per_author"} 1',
      );
      const ready = await get('/ready');
      expect({ status: ready.status, json: JSON.parse(ready.body) as unknown }).toEqual({
        status: 503,
        json: down.json,
      });
    });

    if (store.postgres) {
      it('/health answers within its bound, store down, while the database hangs', async () => {
        const { Client } = await import('pg');
        const locker = new Client({ connectionString: store.url });
        await locker.connect();
        try {
          // Every read of the head waits on this lock: the database hangs for the store.
          await locker.query('BEGIN');
          await locker.query(`LOCK TABLE "${schema}".log_head IN ACCESS EXCLUSIVE MODE`);
          const hung = await health();
          expect(hung.status).toBe(503);
          // The store would wait 8 s for the lock (lockMs): the probe's 800 ms bound answers
          // first. Measured generously, as the machine may be busy; the message names the bound.
          expect(hung.ms).toBeLessThan(5000);
          expect(hung.json.error).toMatchObject({
            store: { status: 'down', message: 'no answer within 800 ms' },
          });
          await locker.query('ROLLBACK');
          await until(async () => (await get('/health')).status === 200, '/health to recover');
        } finally {
          await locker.end();
        }
      });
    } else {
      it('/health answers 503, store down, once the store is closed', async () => {
        await app.get<Storage>(TIDEMARK_STORAGE).close();
        const closed = await health();
        expect(closed.status).toBe(503);
        expect(closed.json).toMatchObject({ error: { store: { status: 'down' } } });
      });
    }
  },
);
