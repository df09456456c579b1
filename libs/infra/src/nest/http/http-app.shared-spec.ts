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
  type Type,
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
} from '../../errors';
import {
  EVENT_STORE,
  type AppendResult,
  type EventStore,
} from '../../event-store/event-store.port';
import { UnknownListener } from '../../projections/listener-state';
import { TidemarkModule } from '../tidemark.module';
import { HttpProblem } from './http-problem';
import { keyedHandleOptions } from './idempotency-keys';
import { Idempotent, keyedRequestOf } from './idempotent';
import { TidemarkHttpModule } from './tidemark-http.module';

// The app the HTTP int-specs run on each platform. A tiny account of our own: deposits of a positive amount, until it is closed.
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
export class Gate {
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

  /**
   * A deposit whose handler returns more than its keyed answer (the balance): under a key it
   * is sent that answer, with its ETag and Location, on the first request as on a replay.
   */
  @Post('accounts/:id/tallied-deposits')
  @Idempotent()
  async talliedDeposit(
    @Param('id') id: string,
    @Body() body: { amount: number },
    @Req() req: object,
  ) {
    const answer = (result: AppendResult) => ({
      status: 201,
      body: { accountId: id, version: result.nextExpectedVersion },
      headers: { etag: `W/"${result.nextExpectedVersion}"`, location: `/accounts/${id}` },
    });
    const result = await this.accounts.handle(
      `account-${id}`,
      { type: 'Deposit', amount: body.amount },
      keyedHandleOptions(keyedRequestOf(req), answer),
    );
    return { accountId: id, version: result.version, balance: result.state.balance };
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

export const BODY_LIMIT = 2048;

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
export class CapturedLog implements LoggerService {
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
  express: async (logger: LoggerService, root: Type) => {
    const { ExpressAdapter } = await import('@nestjs/platform-express');
    const app = await NestFactory.create(root, new ExpressAdapter(), { logger });
    (app as unknown as ExpressBodyParser).useBodyParser('json', { limit: BODY_LIMIT });
    return app;
  },
  fastify: async (logger: LoggerService, root: Type) => {
    const { FastifyAdapter } = await import('@nestjs/platform-fastify');
    return NestFactory.create(root, new FastifyAdapter({ bodyLimit: BODY_LIMIT }), {
      logger,
    });
  },
};

interface ExpressBodyParser {
  useBodyParser(type: 'json', options: { limit: number }): void;
}

export interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
}

/** One platform's running app, and how a test talks to it. */
export interface HttpHarness {
  readonly platform: keyof typeof platforms;
  /** What the app logged at warn and error level. */
  readonly log: CapturedLog;
  app(): INestApplication;
  send(
    method: Method,
    path: string,
    options?: { body?: string | object; headers?: Record<string, string> },
  ): Promise<Answer>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Declares `tests` once per platform, on an app of `root` (default: the accounts app above)
 * started for them (`<title> on <platform>`).
 */
export function describeOnEachPlatform(
  title: string,
  tests: (http: HttpHarness) => void,
  root: Type = AccountsModule,
): void {
  describe.each(Object.keys(platforms) as Array<keyof typeof platforms>)(
    `${title} on %s`,
    (platform) => {
      let app: INestApplication;
      let base: string;
      const log = new CapturedLog();

      beforeAll(async () => {
        app = await platforms[platform](log, root);
        await app.listen(0, '127.0.0.1');
        const { port } = app.getHttpServer().address() as AddressInfo;
        base = `http://127.0.0.1:${port}`;
      });

      afterAll(async () => {
        await app?.close();
      });

      async function send(
        method: Method,
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

      tests({ platform, log, app: () => app, send });
    },
  );
}
