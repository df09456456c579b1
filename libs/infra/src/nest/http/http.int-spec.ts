import {
  Body,
  Controller,
  Get,
  HttpException,
  Inject,
  Injectable,
  Module,
  Param,
  Post,
  Req,
  type INestApplication,
  type LoggerService,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { domainError, type Decider } from '@tidemark/domain';
import type { AddressInfo } from 'node:net';
import { AggregateRepository } from '../../aggregates/aggregate-repository';
import {
  DuplicateEventId,
  StoreClosed,
  StoreFull,
  StoreUnavailable,
  StreamNotFound,
  ValidationError,
  WrongExpectedVersion,
} from '../../event-store/errors';
import {
  EVENT_STORE,
  type AppendResult,
  type EventStore,
} from '../../event-store/event-store.port';
import { UnknownListener } from '../../projections/listener-state';
import { until } from '../../testing/wait';
import { TidemarkModule } from '../tidemark.module';
import { HttpProblem } from './http-problem';
import { keyedHandleOptions } from './idempotency-keys';
import { Idempotent, keyedRequestOf } from './idempotent';
import { TidemarkHttpModule } from './tidemark-http.module';

// A tiny account of our own: deposits of a positive amount, until it is closed.
type AccountCommand =
  { readonly type: 'Deposit'; readonly amount: number } | { readonly type: 'Close' };
type AccountEvent =
  | { readonly type: 'Deposited'; readonly data: { readonly amount: number } }
  | { readonly type: 'Closed'; readonly data: Record<string, never> };
interface Account {
  readonly balance: number;
  readonly closed: boolean;
}

const accountDecider: Decider<AccountCommand, AccountEvent, Account> = {
  initialState: () => ({ balance: 0, closed: false }),
  evolve: (state, event) =>
    event.type === 'Deposited'
      ? { ...state, balance: state.balance + event.data.amount }
      : { ...state, closed: true },
  decide: (command, state) => {
    if (state.closed) return domainError('conflict', 'AccountClosed', 'the account is closed');
    if (command.type === 'Close') return [{ type: 'Closed', data: {} }];
    if (command.amount <= 0) {
      return domainError('rejected', 'AmountNotPositive', 'a deposit must be positive');
    }
    return [{ type: 'Deposited', data: { amount: command.amount } }];
  },
};

const ACCOUNTS = Symbol('accounts');
type Accounts = AggregateRepository<AccountCommand, AccountEvent, Account>;

/** What the test lets a slow deposit do next, and where it has got to. */
@Injectable()
class Gate {
  entered = false;
  appended = false;
  open!: () => void;
  proceed!: () => void;
  readonly opened = new Promise<void>((resolve) => (this.open = resolve));
  readonly proceeded = new Promise<void>((resolve) => (this.proceed = resolve));
}

const deposited = (accountId: string) => (result: AppendResult) => ({
  status: 201,
  body: { accountId, version: result.nextExpectedVersion, position: String(result.position) },
  headers: {},
});

/** The errors the filter maps, by name. */
const thrown: Record<string, () => unknown> = {
  WrongExpectedVersion: () => new WrongExpectedVersion('account-a', 2, 3),
  DuplicateEventId: () => new DuplicateEventId('account-a', ['e1'], 'e1 is in account-b'),
  StreamNotFound: () => new StreamNotFound('account-a'),
  ValidationError: () => new ValidationError([{ path: 'amount', message: 'must be a number' }]),
  StoreClosed: () => new StoreClosed(),
  StoreUnavailable: () => new StoreUnavailable('postgres', new Error('ECONNREFUSED secret')),
  StoreUnavailableUnknown: () =>
    new StoreUnavailable('postgres', new Error('lost secret'), 'unknown'),
  StoreFull: () => new StoreFull('sqlite', new Error('disk full secret')),
  UnknownListener: () => new UnknownListener('totals'),
  HttpProblem: () => new HttpProblem(412, { error: 'Stale', checkpoint: 7n }, { etag: 'W/"3"' }),
  TooManyRequests: () => new HttpException('slow down', 429),
  Forbidden: () => new HttpException('Forbidden', 403),
  BadGateway: () => new HttpException('upstream secret', 502),
  Unexpected: () => new Error('connection string postgres://user:secret@db failed'),
  NonError: () => 'a string with a secret',
};

@Controller()
class AccountsController {
  constructor(
    @Inject(ACCOUNTS) private readonly accounts: Accounts,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly gate: Gate,
  ) {}

  @Get('errors/:name')
  fail(@Param('name') name: string): never {
    throw thrown[name]();
  }

  @Get('positions')
  positions() {
    return { position: 42n, nested: [{ checkpoint: 7n }], at: new Date(Date.UTC(2026, 10, 29)) };
  }

  @Get('accounts/:id/events')
  async events(@Param('id') id: string) {
    return (await this.store.readStream(`account-${id}`)).events;
  }

  @Post('accounts/:id/deposits')
  @Idempotent()
  async deposit(@Param('id') id: string, @Body() body: { amount: number }, @Req() req: object) {
    const result = await this.accounts.handle(
      `account-${id}`,
      { type: 'Deposit', amount: body.amount },
      keyedHandleOptions(keyedRequestOf(req), deposited(id)),
    );
    return { accountId: id, version: result.version, position: result.position };
  }

  /** A deposit that waits for the test before its append and before it answers. */
  @Post('accounts/:id/slow-deposits')
  @Idempotent()
  async slowDeposit(@Param('id') id: string, @Body() body: { amount: number }, @Req() req: object) {
    this.gate.entered = true;
    await this.gate.opened;
    const result = await this.accounts.handle(
      `account-${id}`,
      { type: 'Deposit', amount: body.amount },
      keyedHandleOptions(keyedRequestOf(req), deposited(id)),
    );
    this.gate.appended = true;
    await this.gate.proceeded;
    return { accountId: id, version: result.version, position: result.position };
  }

  @Post('accounts/:id/closures')
  @Idempotent({ required: true })
  async close(@Param('id') id: string) {
    const result = await this.accounts.handle(`account-${id}`, { type: 'Close' });
    return { accountId: id, version: result.version };
  }
}

const BODY_LIMIT = 2048;

@Module({
  imports: [
    TidemarkModule.forRoot({ url: 'sqlite::memory:' }),
    TidemarkHttpModule.forRoot({ bodyLimitBytes: BODY_LIMIT }),
  ],
  controllers: [AccountsController],
  providers: [
    Gate,
    {
      provide: ACCOUNTS,
      inject: [EVENT_STORE],
      useFactory: (store: EventStore) =>
        new AggregateRepository({ decider: accountDecider, store }),
    },
  ],
})
class AccountsModule {}

/** What the app logged at warn and error level. */
class CapturedLog implements LoggerService {
  readonly errors: string[] = [];
  readonly warnings: string[] = [];
  log(): void {}
  error(message: unknown, stack?: unknown): void {
    this.errors.push(`${String(message)} ${String(stack ?? '')}`);
  }
  warn(message: unknown): void {
    this.warnings.push(String(message));
  }
}

/**
 * Each platform as a consumer would start it. Imported dynamically: libs/infra may not import
 * a platform (its lint rule), and these tests are what shows it needs none.
 */
const platforms = {
  express: async (logger: LoggerService) => {
    const { ExpressAdapter } = await import('@nestjs/platform-express');
    const app = await NestFactory.create(AccountsModule, new ExpressAdapter(), { logger });
    (app as unknown as ExpressBodyParser).useBodyParser('json', { limit: BODY_LIMIT });
    return app;
  },
  fastify: async (logger: LoggerService) => {
    const { FastifyAdapter } = await import('@nestjs/platform-fastify');
    return NestFactory.create(AccountsModule, new FastifyAdapter({ bodyLimit: BODY_LIMIT }), {
      logger,
    });
  },
};

interface ExpressBodyParser {
  useBodyParser(type: 'json', options: { limit: number }): void;
}

interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
}

describe.each(Object.keys(platforms) as Array<keyof typeof platforms>)(
  'Tidemark HTTP on %s',
  (platform) => {
    let app: INestApplication;
    let base: string;
    let log: CapturedLog;

    beforeAll(async () => {
      log = new CapturedLog();
      app = await platforms[platform](log);
      await app.listen(0, '127.0.0.1');
      const { port } = app.getHttpServer().address() as AddressInfo;
      base = `http://127.0.0.1:${port}`;
    });

    afterAll(async () => {
      await app?.close();
    });

    async function send(
      method: 'GET' | 'POST',
      path: string,
      options: { body?: string | object; headers?: Record<string, string> } = {},
    ): Promise<Answer> {
      const { body } = options;
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await response.text();
      return {
        status: response.status,
        body: text.length > 0 ? JSON.parse(text) : undefined,
        headers: response.headers,
      };
    }

    describe('the exception filter', () => {
      it.each<[string, number, object, string | null]>([
        [
          'WrongExpectedVersion',
          409,
          {
            error: 'WrongExpectedVersion',
            streamId: 'account-a',
            expectedVersion: 2,
            actualVersion: 3,
          },
          null,
        ],
        [
          'DuplicateEventId',
          409,
          {
            error: 'DuplicateEventId',
            streamId: 'account-a',
            eventIds: ['e1'],
            message: 'e1 is in account-b',
          },
          null,
        ],
        [
          'StreamNotFound',
          404,
          {
            error: 'StreamNotFound',
            streamId: 'account-a',
            message: 'stream account-a has no events',
          },
          null,
        ],
        [
          'ValidationError',
          400,
          { error: 'ValidationError', details: [{ path: 'amount', message: 'must be a number' }] },
          null,
        ],
        ['StoreClosed', 503, { error: 'StoreClosed', message: 'the event store is closed' }, null],
        [
          'UnknownListener',
          404,
          { error: 'ListenerNotFound', listener: 'totals', message: 'no listener named totals' },
          null,
        ],
        ['TooManyRequests', 429, { error: 'TooManyRequests' }, null],
        ['Forbidden', 403, { error: 'BadRequest', message: 'Forbidden' }, null],
        [
          'StoreUnavailable',
          503,
          {
            error: 'StoreUnavailable',
            store: 'postgres',
            message: 'the postgres store is unavailable; retry later',
          },
          '1',
        ],
        [
          'StoreFull',
          507,
          {
            error: 'StoreFull',
            store: 'sqlite',
            message: 'the sqlite store has no room to write; nothing was written',
          },
          '30',
        ],
      ])('answers %s with %i and its body', async (name, status, body, retryAfter) => {
        const answer = await send('GET', `/errors/${name}`);
        expect([answer.status, answer.body]).toEqual([status, body]);
        expect(answer.headers.get('retry-after')).toBe(retryAfter);
      });

      it('answers a write that may stand 503 with its outcome; outages without their cause, warned', async () => {
        const unknown = await send('GET', '/errors/StoreUnavailableUnknown');
        expect(unknown.status).toBe(503);
        expect(unknown.body).toMatchObject({ error: 'StoreUnavailable', writeOutcome: 'unknown' });
        expect(unknown.headers.get('retry-after')).toBe('1');
        expect(JSON.stringify(unknown.body)).not.toContain('secret');
        expect(log.warnings.some((line) => line.includes('lost secret'))).toBe(true);
        expect(log.warnings.some((line) => line.includes('disk full secret'))).toBe(true);
      });

      it('answers an HttpProblem with its status, headers and a bigint-safe body', async () => {
        const answer = await send('GET', '/errors/HttpProblem');
        expect([answer.status, answer.body]).toEqual([412, { error: 'Stale', checkpoint: '7' }]);
        expect(answer.headers.get('etag')).toBe('W/"3"');
      });

      it.each(['Unexpected', 'NonError', 'BadGateway'])(
        'answers %s 500 InternalError without details, and logs it',
        async (name) => {
          const before = log.errors.length;
          const answer = await send('GET', `/errors/${name}`);
          expect([answer.status, answer.body]).toEqual([
            500,
            { error: 'InternalError', message: 'internal error' },
          ]);
          expect(log.errors.slice(before).join('\n')).toContain('secret');
        },
      );

      it('answers an unknown route 404 NotFound', async () => {
        expect(await send('GET', '/nowhere')).toMatchObject({
          status: 404,
          body: { error: 'NotFound' },
        });
      });

      it('answers malformed JSON 400 ValidationError and a body over the limit 413', async () => {
        const malformed = await send('POST', '/accounts/x/deposits', { body: '{"amount":' });
        expect(malformed.status).toBe(400);
        expect(malformed.body).toMatchObject({ error: 'ValidationError', details: [{ path: '' }] });
        const large = await send('POST', '/accounts/x/deposits', {
          body: { amount: 1, padding: 'x'.repeat(BODY_LIMIT) },
        });
        expect([large.status, large.body]).toEqual([
          413,
          { error: 'PayloadTooLarge', limitBytes: BODY_LIMIT },
        ]);
      });

      it('answers a refused command by its kind: rejected 422, conflict 409', async () => {
        expect(await send('POST', '/accounts/r/deposits', { body: { amount: 0 } })).toMatchObject({
          status: 422,
          body: { error: 'AmountNotPositive', message: 'a deposit must be positive' },
        });
        const key = { 'idempotency-key': `close-r-${platform}` };
        expect(await send('POST', '/accounts/r/closures', { headers: key })).toMatchObject({
          status: 201,
        });
        const again = { 'idempotency-key': `close-r-again-${platform}` };
        expect(await send('POST', '/accounts/r/closures', { headers: again })).toMatchObject({
          status: 409,
          body: { error: 'AccountClosed' },
        });
      });
    });

    describe('JSON-safe results', () => {
      it('sends bigints as decimal strings, nested too, and leaves the rest as JSON has it', async () => {
        expect(await send('GET', '/positions')).toMatchObject({
          status: 200,
          body: { position: '42', nested: [{ checkpoint: '7' }], at: '2026-11-29T00:00:00.000Z' },
        });
      });

      it('sends recorded events with their positions as strings', async () => {
        await send('POST', '/accounts/j/deposits', { body: { amount: 3 } });
        const answer = await send('GET', '/accounts/j/events');
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual([
          expect.objectContaining({
            streamId: 'account-j',
            version: 1,
            type: 'Deposited',
            position: expect.stringMatching(/^[1-9][0-9]*$/),
          }),
        ]);
      });
    });

    describe('Idempotency-Key', () => {
      it('stores the first response and replays it with Idempotent-Replayed, running the command once', async () => {
        const headers = { 'idempotency-key': `deposit-a-${platform}` };
        const first = await send('POST', '/accounts/a/deposits', { body: { amount: 5 }, headers });
        expect(first.status).toBe(201);
        expect(first.body).toEqual({
          accountId: 'a',
          version: 1,
          position: expect.stringMatching(/^[1-9][0-9]*$/),
        });
        expect(first.headers.get('idempotent-replayed')).toBeNull();

        const replay = await send('POST', '/accounts/a/deposits', {
          body: { amount: 5 },
          headers,
        });
        expect([replay.status, replay.body]).toEqual([201, first.body]);
        expect(replay.headers.get('idempotent-replayed')).toBe('true');
        expect((await send('GET', '/accounts/a/events')).body).toHaveLength(1);

        const other = await send('POST', '/accounts/a/deposits', {
          body: { amount: 6 },
          headers,
        });
        expect(other).toMatchObject({ status: 422, body: { error: 'IdempotencyKeyReused' } });
        expect((await send('GET', '/accounts/a/events')).body).toHaveLength(1);
      });

      it('keeps a refusal and replays it; frees nothing for it', async () => {
        const headers = { 'idempotency-key': `deposit-zero-${platform}` };
        const body = { amount: 0 };
        const first = await send('POST', '/accounts/z/deposits', { body, headers });
        expect(first).toMatchObject({ status: 422, body: { error: 'AmountNotPositive' } });
        const replay = await send('POST', '/accounts/z/deposits', { body, headers });
        expect([replay.status, replay.body]).toEqual([422, first.body]);
        expect(replay.headers.get('idempotent-replayed')).toBe('true');
      });

      it('refuses a missing key where one is required, and a malformed key, with 400', async () => {
        expect(await send('POST', '/accounts/m/closures')).toMatchObject({
          status: 400,
          body: {
            error: 'ValidationError',
            details: [{ path: 'Idempotency-Key', message: 'Idempotency-Key is required' }],
          },
        });
        const long = { 'idempotency-key': 'k'.repeat(256) };
        expect(
          await send('POST', '/accounts/m/deposits', { body: { amount: 1 }, headers: long }),
        ).toMatchObject({ status: 400, body: { error: 'ValidationError' } });
        expect(await send('GET', '/accounts/m/events')).toMatchObject({ status: 404 });
      });

      it('answers 409 while the first request runs, and the events’ own answer once they committed', async () => {
        const gate = app.get(Gate);
        const headers = { 'idempotency-key': `slow-s-${platform}` };
        const body = { amount: 9 };
        const first = send('POST', '/accounts/s/slow-deposits', { body, headers });
        await until(() => gate.entered, 'the first request to run its handler');

        const during = await send('POST', '/accounts/s/slow-deposits', { body, headers });
        expect(during).toMatchObject({ status: 409, body: { error: 'IdempotencyKeyInFlight' } });
        expect(during.headers.get('retry-after')).toBe('1');

        gate.open();
        await until(() => gate.appended, 'the first request to append');
        // Its handler has not answered: the key was completed by the append's transaction.
        const committed = await send('POST', '/accounts/s/slow-deposits', { body, headers });
        expect(committed.status).toBe(201);
        expect(committed.headers.get('idempotent-replayed')).toBe('true');
        expect(committed.body).toEqual({
          accountId: 's',
          version: 1,
          position: expect.stringMatching(/^[1-9][0-9]*$/),
        });

        gate.proceed();
        const answered = await first;
        expect([answered.status, answered.body]).toEqual([201, committed.body]);
        expect((await send('GET', '/accounts/s/events')).body).toHaveLength(1);
      });
    });
  },
);
