import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { until } from '@tidemark/infra/testing';
import { startApp } from './support/app';

const MAIN = join(__dirname, '..', 'dist', 'apps', 'api', 'main.js');

describe('configuration', () => {
  it('refuses to start on invalid settings, listing every problem', () => {
    const result = spawnSync(process.execPath, [MAIN], {
      env: {
        ...process.env,
        PORT: 'eighty',
        EVENT_STORE_URL: 'mysql://localhost/db',
        BODY_LIMIT_BYTES: '0',
        SHUTDOWN_TIMEOUT_MS: '-5',
        IDEMPOTENCY_RETENTION_SECONDS: '0',
        IDEMPOTENCY_LEASE_SECONDS: 'a minute',
        PROJECTIONS_LEASE_MS: '10',
        PROJECTIONS_BATCH_SIZE: '0',
        READ_WAIT_TIMEOUT_MS: 'soon',
        INSTANCE_ID: 'two words',
        SAGA_WORKER_CONCURRENCY: '0',
        SAGA_LEASE_MS: 'long',
        DEAD_LETTER_WEBHOOK_URL: 'ftp://example.com/hook',
        ORDER_PAYMENT_DEADLINE_SECONDS: '0',
        NOTIFIER_FAILURE_RATE: '1.5',
        NOTIFIER_LATENCY_MS: 'slow',
        NOTIFIER_PERMANENT_FAILURE: 'yes',
        PG_CONNECT_TIMEOUT_MS: '0',
        PG_QUERY_TIMEOUT_MS: 'fast',
        PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: '-1',
        PG_KEEPALIVE_MS: 'often',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    for (const name of [
      'PORT',
      'EVENT_STORE_URL',
      'BODY_LIMIT_BYTES',
      'SHUTDOWN_TIMEOUT_MS',
      'IDEMPOTENCY_RETENTION_SECONDS',
      'IDEMPOTENCY_LEASE_SECONDS',
      'PROJECTIONS_LEASE_MS',
      'PROJECTIONS_BATCH_SIZE',
      'READ_WAIT_TIMEOUT_MS',
      'INSTANCE_ID',
      'SAGA_WORKER_CONCURRENCY',
      'SAGA_LEASE_MS',
      'DEAD_LETTER_WEBHOOK_URL',
      'ORDER_PAYMENT_DEADLINE_SECONDS',
      'NOTIFIER_FAILURE_RATE',
      'NOTIFIER_LATENCY_MS',
      'NOTIFIER_PERMANENT_FAILURE',
      'PG_CONNECT_TIMEOUT_MS',
      'PG_QUERY_TIMEOUT_MS',
      'PG_IDLE_IN_TRANSACTION_TIMEOUT_MS',
      'PG_KEEPALIVE_MS',
    ]) {
      expect(result.stderr).toContain(name);
    }
  });

  it("refuses a PostgreSQL URL whose options set one of the store's own settings, naming what to set instead", () => {
    const url = new URL('postgres://postgres@127.0.0.1:5432/postgres');
    url.searchParams.set('options', '-c statement_timeout=20000 -c work_mem=8MB');
    const result = spawnSync(process.execPath, [MAIN], {
      env: {
        ...process.env,
        EVENT_STORE_URL: url.toString(),
        PG_LOCK_TIMEOUT_MS: '20000',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'EVENT_STORE_URL sets statement_timeout, which Tidemark sets itself: use PG_QUERY_TIMEOUT_MS',
    );
    expect(result.stderr).not.toContain('work_mem');
    expect(result.stderr).toContain('PG_LOCK_TIMEOUT_MS must be below PG_QUERY_TIMEOUT_MS');
  });

  it('stops with a clear error, credentials left out, when EventStoreDB does not answer', async () => {
    const port = await unusedPort();
    const dir = mkdtempSync(join(tmpdir(), 'tidemark-esdb-'));
    try {
      const result = spawnSync(process.execPath, [MAIN], {
        cwd: dir,
        env: {
          ...process.env,
          PORT: '0',
          EVENT_STORE_URL: `esdb://admin:changeit@127.0.0.1:${port}?tls=false`,
          STATE_STORE_URL: `sqlite:${join(dir, 'state.db')}`,
        },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.status).toBe(1);
      const output = result.stdout + result.stderr;
      expect(output).toContain(`EventStoreDB at esdb://127.0.0.1:${port}?tls=false did not answer`);
      expect(output).not.toContain('changeit');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never prints credentials of a URL: not in configuration errors, not when a store is down', async () => {
    const freePort = await unusedPort();
    const dir = mkdtempSync(join(tmpdir(), 'tidemark-credentials-'));
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, [MAIN], {
        cwd: dir,
        env: { ...process.env, PORT: '0', ...env },
        encoding: 'utf8',
        timeout: 60_000,
      });
    try {
      const wrong = run({
        EVENT_STORE_URL: 'mysql://user:p@s3cret@db.example/events',
        DEDUP_STORE: 'REDIS://:s3cret@cache.example',
        DEAD_LETTER_WEBHOOK_URL: 'htps://hooks.example/services/s3cret',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'user:s3cret@collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'grpc://user:s3cret@collector:4317',
        CORS_ORIGINS: 'https://user:s3cret@app.example',
        FORWARD_NATS_URL: 'http://user:s3cret@nats.example',
      });
      expect(wrong.status).toBe(1);
      for (const name of [
        'EVENT_STORE_URL',
        'DEDUP_STORE',
        'DEAD_LETTER_WEBHOOK_URL',
        'CORS_ORIGINS',
      ]) {
        expect(wrong.stderr).toContain(name);
      }
      expect(wrong.stdout + wrong.stderr).not.toContain('s3cret');
      const wrongState = run({
        EVENT_STORE_URL: `esdb://127.0.0.1:${freePort}?tls=false`,
        STATE_STORE_URL: 'mysql://user:s3cret@db.example/state',
      });
      expect(wrongState.stderr).toContain('STATE_STORE_URL must be');
      expect(wrongState.stdout + wrongState.stderr).not.toContain('s3cret');
      // Stores that do not answer: the app stops, saying which.
      const downStores: Record<string, string>[] = [
        { EVENT_STORE_URL: `postgres://user:s3cret@127.0.0.1:${freePort}/events` },
        {
          EVENT_STORE_URL: `nats://user:s3cret@127.0.0.1:${freePort}`,
          STATE_STORE_URL: `sqlite:${join(dir, 'state.db')}`,
        },
      ];
      for (const env of downStores) {
        const down = run({ ...env, PG_CONNECT_TIMEOUT_MS: '1000' });
        expect({ env, status: down.status }).toEqual({ env, status: 1 });
        expect(down.stdout + down.stderr).toMatch(/store is unavailable/);
        expect(down.stdout + down.stderr).not.toContain('s3cret');
      }
      // A seen-key store that does not answer: the app runs and warns.
      const app = await startApp({
        EVENT_STORE_URL: `sqlite:${join(dir, 'events.db')}`,
        DEDUP_STORE: `redis://:s3cret@127.0.0.1:${freePort}`,
        DEDUP_REDIS_TIMEOUT_MS: '500',
        DEDUP_SWEEP_INTERVAL_SECONDS: '1',
      });
      try {
        await until(() => /sweeping seen keys failed/.test(app.output()), 'a failed sweep');
      } finally {
        await app.stop('SIGTERM');
      }
      expect(app.output()).not.toContain('s3cret');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A loopback port nobody listens on. */
async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
