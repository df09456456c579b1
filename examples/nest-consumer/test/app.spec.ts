import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule, type AppOptions } from '../src/app.module';
import { OpenedAccountsHandler } from '../src/accounts/opened-accounts.handler';
import { WELCOME_BONUS_CENTS } from '../src/accounts/welcome-bonus.saga';

// The app as a user runs it, on each store the CI machine has: SQLite always, PostgreSQL when
// TEST_POSTGRES_URL is set (consumer-test.sh sets it under CI).

interface Reply {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Record<string, unknown> | null;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const stores: Array<[string, () => AppOptions]> = [
  ['sqlite', () => ({ storeUrl: `sqlite:${join(dir, 'bank.db')}` })],
];
const postgresUrl = process.env['TEST_POSTGRES_URL'];
if (postgresUrl) {
  stores.push([
    'postgres',
    () => ({ storeUrl: postgresUrl, schema: `consumer_${process.pid}_${Date.now().toString(36)}` }),
  ]);
} else if (process.env['CI']) {
  throw new Error('CI is set but TEST_POSTGRES_URL is not: the PostgreSQL run would be skipped');
}

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tidemark-consumer-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(stores)('a bank on %s, wired through @tidemark/infra/nestjs', (_store, options) => {
  let app: INestApplication;
  let base = '';

  async function call(method: string, path: string, body?: object, headers: Record<string, string> = {}): Promise<Reply> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    };
  }

  const balanceOf = (id: string, cents: number) =>
    until(`account ${id} at ${cents}`, async () => {
      const reply = await call('GET', `/accounts/${id}`);
      return reply.body?.['balanceCents'] === cents ? reply.body : undefined;
    });

  beforeAll(async () => {
    app = await NestFactory.create(AppModule.register(options()), { logger: ['error', 'warn'] });
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('opens an account; the saga pays the bonus and the projection shows it', async () => {
    const opened = await call('POST', '/accounts', { accountId: 'a1', owner: 'Ada' });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ accountId: 'a1', version: 1 });
    expect(typeof opened.body?.['position']).toBe('string');
    expect(await balanceOf('a1', WELCOME_BONUS_CENTS)).toEqual({
      accountId: 'a1',
      owner: 'Ada',
      balanceCents: WELCOME_BONUS_CENTS,
    });
  });

  it('runs a deposit once per Idempotency-Key, replays it, refuses the key for another body', async () => {
    await call('POST', '/accounts', { accountId: 'a2', owner: 'Bob' });
    await balanceOf('a2', WELCOME_BONUS_CENTS);
    const key = { 'idempotency-key': `deposit-${Date.now()}` };
    const first = await call('POST', '/accounts/a2/deposits', { amountCents: 1000 }, key);
    const again = await call('POST', '/accounts/a2/deposits', { amountCents: 1000 }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await call('POST', '/accounts/a2/deposits', { amountCents: 7 }, key);
    expect(other.status).toBe(422);
    expect(await balanceOf('a2', WELCOME_BONUS_CENTS + 1000)).toMatchObject({ owner: 'Bob' });
  });

  it("maps the domain's refusals and Tidemark's errors to HTTP statuses", async () => {
    await call('POST', '/accounts', { accountId: 'a3', owner: 'Cy' });
    const tooMuch = await call('POST', '/accounts/a3/withdrawals', { amountCents: 1_000_000 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({ error: 'InsufficientFunds' });
    const nobody = await call('POST', '/accounts/zz/withdrawals', { amountCents: 1 });
    expect(nobody.status).toBe(404);
    expect(nobody.body).toMatchObject({ error: 'AccountNotFound' });
    const invalid = await call('POST', '/accounts/a3/deposits', { amountCents: -5 });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({ error: 'InvalidAmount' });
  });

  it('answers /health with the store and the listeners up, and counts appends in /metrics', async () => {
    const health = await call('GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      status: 'ok',
      info: { store: { status: 'up' }, projections: { status: 'up' } },
    });
    const metrics = await fetch(`${base}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/^tidemark_appends_total\{store="(sqlite|postgres)",outcome="written"\} [1-9]/m);
    expect(text).toContain('tidemark_projection_lag{listener="balances"}');
  });

  it('publishes committed events on the EventBus by type', async () => {
    const handler = app.get(OpenedAccountsHandler);
    await until('the handler to hear a1', async () => (handler.owners.includes('Ada') ? true : undefined));
    // Deposits (the bonus, the deposit above) committed too, but this handler hears only openings.
    expect(new Set(handler.types)).toEqual(new Set(['AccountOpened']));
  });
});
