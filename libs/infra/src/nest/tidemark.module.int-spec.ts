import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CqrsModule, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import type { Provider } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { AggregateRepository } from '../aggregates/aggregate-repository';
import { ForeignEventType } from '../errors';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { SqlListenerStateStore } from '../stores/sql/sql-listener-state-store';
import { ListenerRunner } from '../projections/listener-runner';
import type { SagaDefinition } from '../sagas/saga';
import { SagaWorker } from '../sagas/saga-worker';
import type { OpenStorageOptions } from '../storage/storage.port';
import { openStorage } from '../stores/open-storage';
import {
  postgresTestsEnabled,
  runOnPostgres,
  testPostgresUrl,
  uniqueSchemaName,
} from '../testing/postgres';
import { until } from '../testing/wait';
import {
  accountDecider,
  Bank,
  balancesProjection,
  Mailbox,
  MailboxModule,
  noticesListener,
  RecordingLogger,
  welcomeBonusSaga,
  type AccountCommand,
  type AccountEvent,
  type AccountState,
  type Accounts,
} from './bank.shared-spec';
import { CommittedEvent, type CommittedEventOf } from './committed-event';
import { repositoryToken, type Repository } from './repository-token';
import { TidemarkModule } from './tidemark.module';

@EventsHandler(CommittedEvent.of(accountDecider, 'AccountOpened'))
class OpenedHandler implements IEventHandler<
  CommittedEventOf<typeof accountDecider, 'AccountOpened'>
> {
  readonly owners: string[] = [];
  handle(event: CommittedEventOf<typeof accountDecider, 'AccountOpened'>): void {
    this.owners.push(event.data.owner);
  }
}

@EventsHandler(CommittedEvent.of('MoneyDeposited'))
class DepositedHandler implements IEventHandler<CommittedEvent> {
  readonly seen: string[] = [];
  handle(event: CommittedEvent): void {
    this.seen.push(`${event.type}@${event.version}`);
  }
}

/** Asked for, but no handler names it: its events still reach the catch-all once. */
const Withdrawn = CommittedEvent.of(accountDecider, 'MoneyWithdrawn');

@EventsHandler(CommittedEvent)
class EveryEventHandler implements IEventHandler<CommittedEvent> {
  readonly seen: string[] = [];
  handle(event: CommittedEvent): void {
    this.seen.push(`${event.streamId}@${event.version}:${event.type}`);
  }
}

/**
 * Never called: `npm run lint` (tsc) fails when `Repository<typeof decider>` is not the
 * decider's repository or the typed `CommittedEvent.of` accepts a type the decider lacks.
 */
function compileTimeChecks(accounts: Accounts): void {
  const exact: Repository<typeof accountDecider> = new AggregateRepository<
    AccountCommand,
    AccountEvent,
    AccountState
  >({ decider: accountDecider, store: undefined as never });
  void exact;
  // @ts-expect-error an event type the decider does not have
  void CommittedEvent.of(accountDecider, 'AccountClosed');
  // @ts-expect-error a command the decider does not know
  void accounts.handle('account-x', { type: 'CloseAccount' });
}

interface StoreUnderTest {
  readonly name: string;
  readonly enabled: boolean;
  /** The URL and options of a fresh store, and how to remove it. */
  fresh(): { url: string; options: OpenStorageOptions; dispose(): Promise<void> };
}

const stores: StoreUnderTest[] = [
  {
    name: 'SQLite',
    enabled: true,
    fresh() {
      const dir = mkdtempSync(join(tmpdir(), 'tidemark-nest-'));
      return {
        url: `sqlite:${join(dir, 'bank.db')}`,
        options: {},
        dispose: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'PostgreSQL',
    enabled: postgresTestsEnabled('TidemarkModule on PostgreSQL'),
    fresh() {
      const url = testPostgresUrl();
      const schema = uniqueSchemaName();
      return {
        url,
        options: { schema },
        dispose: () => runOnPostgres(url, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`),
      };
    },
  },
];

describe.each(stores.filter((store) => store.enabled))('TidemarkModule on $name', (store) => {
  let fresh: ReturnType<StoreUnderTest['fresh']>;
  beforeEach(() => {
    fresh = store.fresh();
  });
  afterEach(() => fresh.dispose());

  const compile = (logger: RecordingLogger, listeners = true) =>
    Test.createTestingModule({
      imports: [
        CqrsModule.forRoot(),
        TidemarkModule.forRootAsync({
          useFactory: () => ({
            url: fresh.url,
            ...fresh.options,
            listeners,
            projections: { idlePollMs: 20 },
            sagas: { idlePollMs: 20 },
          }),
        }),
        TidemarkModule.forFeature({ aggregates: [{ decider: accountDecider }] }),
        // Another feature: its saga's factory injects the first feature's repository.
        TidemarkModule.forFeature({
          imports: [MailboxModule],
          projections: [
            balancesProjection,
            { inject: [Mailbox], useFactory: (mailbox: Mailbox) => noticesListener(mailbox) },
          ],
          sagas: [
            {
              inject: [repositoryToken(accountDecider)],
              useFactory: (accounts: Accounts) => welcomeBonusSaga(accounts),
            },
          ],
        }),
      ],
      providers: [Bank, OpenedHandler, DepositedHandler, EveryEventHandler],
    })
      .setLogger(logger)
      .compile();

  it('runs a projection, a listener and a saga wired only through the module, then stops before the storage closes', async () => {
    const logger = new RecordingLogger();
    const app = await (await compile(logger)).init();
    let closed = false;
    try {
      const bank = app.get(Bank);
      const runner = app.get(ListenerRunner);
      await bank.open('1', 'ada');
      const refused = await bank.open('1', 'ada').catch((error: unknown) => error);
      expect(refused).toMatchObject({ code: 'AccountExists' });

      // The saga's step deposits the bonus through the repository; the projection sees it.
      await until(
        async () => {
          const { value: rows } = await runner.read('account_balances', (tx, { balances }) =>
            tx.all<{ owner: string; balance_cents: number }>(`SELECT * FROM ${balances}`),
          );
          return rows.length === 1 && Number(rows[0].balance_cents) === 1000;
        },
        `the welcome bonus in the balances read model (${logger.problems.join('; ')}, ${JSON.stringify(app.get(SagaWorker).counters)})`,
      );
      const mailbox = app.get(Mailbox);
      await until(() => mailbox.sent.length === 1, 'the welcome notice');
      expect(mailbox.sent[0]).toMatch(/^welcome ada \(.+:account_notices\)$/);
      // The step's success is recorded after its deposit, which the read models may show first.
      await until(() => app.get(SagaWorker).counters.succeeded > 0, "the step's success");
      expect(app.get(SagaWorker).counters).toMatchObject({ succeeded: 1, deadLettered: 0 });
      // Each listener reported as what it is: the saga's reactor is no projection.
      expect((await runner.list()).map((info) => [info.name, info.kind, info.status])).toEqual([
        ['account_balances', 'projection', 'running'],
        ['account_notices', 'side-effect', 'running'],
        ['welcome_bonus', 'saga', 'running'],
      ]);

      // Published after commit only (the refused command published nothing), per event type.
      expect(app.get(OpenedHandler).owners).toEqual(['ada']);
      expect(app.get(DepositedHandler).seen).toEqual(['MoneyDeposited@2']);
      expect(app.get(EveryEventHandler).seen).toEqual([
        'account-1@1:AccountOpened',
        'account-1@2:MoneyDeposited',
      ]);
      const withdrawn = await bank.accounts.handle('account-1', {
        type: 'Withdraw',
        amountCents: 300,
      });
      expect(withdrawn.state.balanceCents).toBe(700);
      expect(Withdrawn.eventType).toBe('MoneyWithdrawn');
      expect(app.get(EveryEventHandler).seen.slice(2)).toEqual(['account-1@3:MoneyWithdrawn']);
      expect(app.get(DepositedHandler).seen).toEqual(['MoneyDeposited@2']);

      closed = true;
      await app.close();
    } finally {
      if (!closed) await app.close();
    }
    expect(logger.problems).toEqual([]);
    // What only a runner and a worker stopped before the close can have written.
    const storage = await openStorage(fresh.url, fresh.options);
    try {
      const states = await new SqlListenerStateStore(storage.sql).states();
      expect(states.map((state) => [state.name, state.leaseOwner])).toEqual([
        ['account_balances', null],
        ['account_notices', null],
        ['welcome_bonus', null],
      ]);
      const items = await storage.workQueue.list();
      expect(items.map((item) => item.status)).toEqual(['done']);
    } finally {
      await storage.close();
    }
  });

  it('with listeners: false, runs no listener and no step in this instance', async () => {
    const logger = new RecordingLogger();
    const app = await (await compile(logger, false)).init();
    try {
      await app.get(Bank).open('2', 'bob');
      expect(app.get(OpenedHandler).owners).toEqual(['bob']);
      expect(app.get(ListenerRunner).listenerNames).toEqual([
        'account_balances',
        'account_notices',
        'welcome_bonus',
      ]);
      // Never started: no listener was even registered in the store.
      expect(await app.get(ListenerRunner).list()).toEqual([]);
      expect(await app.get(SagaWorker).runDue()).toBe(0);
    } finally {
      await app.close();
    }
    expect(logger.problems).toEqual([]);
  });
});

describe('TidemarkModule without @nestjs/cqrs in the app', () => {
  it('publishes nothing and fails nothing', async () => {
    const logger = new RecordingLogger();
    const moduleRef = await Test.createTestingModule({
      imports: [
        TidemarkModule.forRoot({ url: 'sqlite::memory:' }),
        TidemarkModule.forFeature({ aggregates: [{ decider: accountDecider }] }),
      ],
      providers: [Bank],
    })
      .setLogger(logger)
      .compile();
    const app = await moduleRef.init();
    try {
      const opened = await app.get(Bank).open('3', 'cy');
      expect(opened).toMatchObject({ version: 1, state: { opened: true, balanceCents: 0 } });
    } finally {
      await app.close();
    }
    expect(logger.problems).toEqual([]);
  });
});

describe('TidemarkModule with runners: false', () => {
  it('provides the repositories but no runner and no worker, for an app that wires its own', async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [
        TidemarkModule.forRoot({ url: 'sqlite::memory:', runners: false }),
        TidemarkModule.forFeature({ aggregates: [{ decider: accountDecider }] }),
      ],
      providers: [Bank],
    })
      .setLogger(new RecordingLogger())
      .compile();
    const app = await moduleRef.init();
    try {
      expect(() => app.get(ListenerRunner)).toThrow();
      expect(() => app.get(SagaWorker)).toThrow();
      expect(await app.get(Bank).open('4', 'di')).toMatchObject({ version: 1 });
    } finally {
      await app.close();
    }
  });
});

/** The README's receipts saga: a step that "mails" through a service the app provides. */
function receiptsSaga(mailbox: Mailbox): SagaDefinition<{ sent: number }> {
  return {
    name: 'receipts',
    filter: { types: ['AccountOpened'] },
    correlate: (event) => event.streamId,
    initialState: () => ({ sent: 0 }),
    react: (event, state) => ({
      state: { sent: state.sent + 1 },
      run: [{ step: 'send', input: { account: event.streamId } }],
    }),
    steps: {
      send: {
        run: async (input) => {
          mailbox.sent.push(`receipt for ${String(input.account)}`);
        },
      },
    },
  };
}

describe("TidemarkModule.forFeature factories' dependencies", () => {
  const appProviding = (providers: Provider[]) =>
    Test.createTestingModule({
      imports: [
        TidemarkModule.forRoot({
          url: 'sqlite::memory:',
          projections: { idlePollMs: 20 },
          sagas: { idlePollMs: 20 },
        }),
        // As the README has it: no `imports`, the dependency is the app's own provider.
        TidemarkModule.forFeature({
          aggregates: [{ decider: accountDecider }],
          projections: [{ inject: [Mailbox], useFactory: (m: Mailbox) => noticesListener(m) }],
          sagas: [{ inject: [Mailbox], useFactory: (m: Mailbox) => receiptsSaga(m) }],
        }),
      ],
      providers,
    })
      .setLogger(new RecordingLogger())
      .compile();

  it("resolve from the app's own module (Mailer in AppModule), with no imports named", async () => {
    const app = await (await appProviding([Mailbox, Bank])).init();
    try {
      await app.get(Bank).open('6', 'flo');
      const mailbox = app.get(Mailbox);
      await until(() => mailbox.sent.length === 2, 'the notice and the receipt');
      expect([...mailbox.sent].sort()).toEqual([
        'receipt for account-6',
        expect.stringMatching(/^welcome flo \(.+:account_notices\)$/),
      ]);
    } finally {
      await app.close();
    }
  });

  it('that no module provides fail the boot with a message saying what to do', async () => {
    const booting = appProviding([Bank]).then((moduleRef) => moduleRef.init());
    await expect(booting).rejects.toThrow(
      /TidemarkModule\.forFeature: projection 1's factory injects Mailbox, which no module of the app provides/,
    );
  });
});

describe('TidemarkModule with an aggregate that owns its category', () => {
  const appWith = (decider: typeof accountDecider) =>
    Test.createTestingModule({
      imports: [
        TidemarkModule.forRoot({ url: 'sqlite::memory:' }),
        TidemarkModule.forFeature({ aggregates: [{ decider, ownsCategory: 'account' }] }),
      ],
      // Bank injects the repository of accountDecider itself.
      providers: decider === accountDecider ? [Bank] : [],
    })
      .setLogger(new RecordingLogger())
      .compile();

  it("refuses another event type in the category's streams through EVENT_STORE, writing nothing", async () => {
    const app = await (await appWith(accountDecider)).init();
    try {
      await app.get(Bank).open('5', 'ed');
      const store = app.get<EventStore>(EVENT_STORE);
      const refused = await store
        .appendToStream('account-5', [{ type: 'AccountNoteAdded', data: { note: 'vip' } }])
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ForeignEventType);
      expect(refused).toMatchObject({ details: [{ path: 'events[0].type' }] });
      expect((await store.readStream('account-5')).version).toBe(1);
      // Its own types pass, through the store as through the repository; other categories take any.
      await store.appendToStream('account-5', [
        { type: 'MoneyDeposited', data: { amountCents: 1 } },
      ]);
      await store.appendToStream('note-5', [{ type: 'AccountNoteAdded', data: {} }]);
      expect(
        await app.get(Bank).accounts.handle('account-5', { type: 'Withdraw', amountCents: 1 }),
      ).toMatchObject({ version: 3, state: { balanceCents: 0 } });
    } finally {
      await app.close();
    }
  });

  it('fails at boot, saying why, when the decider does not declare its event types', async () => {
    const undeclared = { ...accountDecider, eventTypes: undefined };
    await expect(appWith(undeclared)).rejects.toThrow(
      "the aggregate owning category account needs its decider's eventTypes",
    );
  });
});

void compileTimeChecks;
