import type { NewEvent } from '@tidemark/domain';
import type { DeadLetter } from '../dead-letters/dead-letter-store.port';
import type { EventStore, RecordedEvent } from '../event-store/event-store.port';
import type { SideEffectListener, SqlProjection } from '../projections/projection';
import {
  ListenerRunner,
  type ListenerEventFailure,
  type ListenerRunnerOptions,
} from '../projections/listener-runner';
import { pendingDeadLetterOnceSql } from '../stores/sql/sql-dead-letters.ddl';
import type { ReplayReport } from '../projections/stream-replay';
import type { Sql, SqlAccess, SqlDialect } from '../sql/sql';
import type { Storage } from '../storage/storage.port';
import { onRollback } from '../stores/memory/memory-database';
import type { StorageDatabase } from './storage.contract';
import { CONDITION_TIMEOUT_MS, until } from './wait';
import { afterEach, beforeEach, it } from './slow-tests';

/**
 * A projection that counts events per stream, and records every application of an event in a
 * table with a unique event id: applying one twice fails the batch instead of passing unseen.
 */
export function tallyProjection(
  name = 'tally',
  options: Partial<Pick<SqlProjection, 'filter' | 'onError'>> & {
    poison?: (event: RecordedEvent) => boolean;
    /** The database fails the handler's SQL on these events (a timeout, no room to write). */
    outage?: { readonly on: (event: RecordedEvent) => boolean; readonly dialect: SqlDialect };
    /** With `applyBatch`: one insert of the applications and one upsert per stream. */
    batch?: boolean;
  } = {},
): SqlProjection {
  const applyBatch: SqlProjection['applyBatch'] = async (events, tx, t) => {
    const poisoned = events.find((e) => options.poison?.(e));
    if (poisoned) throw new Error(`poison ${poisoned.type}`);
    await tx.run(
      `INSERT INTO ${t.applications} (event_id, position) VALUES ${events
        .map((_, i) => `($${2 * i + 1}, $${2 * i + 2})`)
        .join(', ')}`,
      events.flatMap((e) => [e.id, e.position.toString()]),
    );
    const byStream = new Map<string, { events: number; lastType: string }>();
    for (const e of events) {
      byStream.set(e.streamId, {
        events: (byStream.get(e.streamId)?.events ?? 0) + 1,
        lastType: e.type,
      });
    }
    for (const [streamId, { events: n, lastType }] of byStream) {
      await tx.run(
        `INSERT INTO ${t.streams} (stream_id, events, last_type) VALUES ($1, $2, $3)
         ON CONFLICT (stream_id) DO UPDATE SET events = ${t.streams}.events + excluded.events,
           last_type = excluded.last_type`,
        [streamId, n, lastType],
      );
    }
  };
  return {
    ...(options.batch ? { applyBatch } : {}),
    name,
    tables: ['streams', 'applications'],
    filter: options.filter,
    onError: options.onError,
    async setup(tx, t) {
      await tx.run(
        `CREATE TABLE ${t.streams} (stream_id TEXT PRIMARY KEY, events INT NOT NULL, last_type TEXT NOT NULL)`,
      );
      await tx.run(
        `CREATE TABLE ${t.applications} (event_id TEXT PRIMARY KEY, position BIGINT NOT NULL)`,
      );
    },
    async apply(event, tx, t) {
      if (options.poison?.(event)) throw new Error(`poison ${event.type}`);
      if (options.outage?.on(event)) await failingStatement(tx, t.applications, options.outage);
      await tx.run(`INSERT INTO ${t.applications} (event_id, position) VALUES ($1, $2)`, [
        event.id,
        event.position.toString(),
      ]);
      await tx.run(
        `INSERT INTO ${t.streams} (stream_id, events, last_type) VALUES ($1, 1, $2)
         ON CONFLICT (stream_id) DO UPDATE SET events = ${t.streams}.events + 1, last_type = excluded.last_type`,
        [event.streamId, event.type],
      );
    },
  };
}

/**
 * A projection whose applies issue 0 to 3 statements by type and data, read what earlier
 * events wrote, and branch on row counts; `trail` records the order its writes ran in.
 */
function ledgerProjection(): SqlProjection {
  return {
    name: 'ledger',
    tables: ['accounts', 'trail'],
    async setup(tx, t) {
      await tx.run(
        `CREATE TABLE ${t.accounts} (stream_id TEXT PRIMARY KEY, balance INT NOT NULL, opens INT NOT NULL)`,
      );
      await tx.run(`CREATE TABLE ${t.trail} (id INT PRIMARY KEY, steps TEXT NOT NULL)`);
      await tx.run(`INSERT INTO ${t.trail} (id, steps) VALUES (1, '')`);
    },
    async apply(e, tx, t) {
      const n = Number(e.data.n);
      if (e.type === 'Open') {
        const opened = await tx.run(
          `INSERT INTO ${t.accounts} (stream_id, balance, opens) VALUES ($1, 0, 1)
           ON CONFLICT (stream_id) DO NOTHING`,
          [e.streamId],
        );
        if (opened === 0) {
          await tx.run(
            `UPDATE ${t.accounts} SET opens = opens + 1, balance = balance + 100 WHERE stream_id = $1`,
            [e.streamId],
          );
        }
      } else if (e.type === 'Add') {
        const row = await tx.get<{ balance: number }>(
          `SELECT balance FROM ${t.accounts} WHERE stream_id = $1`,
          [e.streamId],
        );
        if (row) {
          await tx.run(`UPDATE ${t.accounts} SET balance = $2 WHERE stream_id = $1`, [
            e.streamId,
            row.balance * 2 + n,
          ]);
        }
      } else if (e.type === 'Steps') {
        for (let j = 0; j < Number(e.data.k); j += 1) {
          await tx.run(`UPDATE ${t.trail} SET steps = steps || $1 WHERE id = 1`, [
            `${e.position}.${j};`,
          ]);
        }
      }
    },
  };
}

/** What {@link ledgerProjection} holds after applying `events` one at a time. */
function ledgerOneByOne(events: readonly RecordedEvent[]) {
  const accounts = new Map<string, { stream_id: string; balance: number; opens: number }>();
  let steps = '';
  for (const e of events) {
    const account = accounts.get(e.streamId);
    if (e.type === 'Open') {
      if (account) {
        account.opens += 1;
        account.balance += 100;
      } else accounts.set(e.streamId, { stream_id: e.streamId, balance: 0, opens: 1 });
    } else if (e.type === 'Add' && account) {
      account.balance = account.balance * 2 + Number(e.data.n);
    } else if (e.type === 'Steps') {
      for (let j = 0; j < Number(e.data.k); j += 1) steps += `${e.position}.${j};`;
    }
  }
  return {
    accounts: [...accounts.values()].sort((a, b) => a.stream_id.localeCompare(b.stream_id)),
    steps,
  };
}

/** A statement the database itself fails as an outage: a statement timeout, a full file. */
async function failingStatement(tx: Sql, table: string, { dialect }: { dialect: SqlDialect }) {
  if (dialect === 'postgres') {
    await tx.run('SET LOCAL statement_timeout = 1');
    await tx.get('SELECT pg_sleep(0.2)');
    return;
  }
  const { page_count: pages } = (await tx.get<{ page_count: number }>('PRAGMA page_count')) ?? {
    page_count: 1,
  };
  await tx.get(`PRAGMA max_page_count = ${pages}`);
  try {
    await tx.run(`INSERT INTO ${table} (event_id, position) VALUES (hex(randomblob(100000)), 0)`);
  } finally {
    await tx.get('PRAGMA max_page_count = 1073741823');
  }
}

/** What {@link memoryTallyProjection}s hold, by projection name: one test's database at a time. */
type MemoryTally = {
  readonly streams: Map<string, { events: number; last_type: string }>;
  readonly applications: Set<string>;
};
const memoryTallies = new Map<string, MemoryTally>();

/**
 * {@link tallyProjection} with its read model in memory, for a store without SQL: no tables,
 * its writes undone when the batch's transaction rolls back, and an event applied twice fails
 * the batch as the SQL table's unique key would.
 */
function memoryTallyProjection(
  name = 'tally',
  options: Parameters<typeof tallyProjection>[1] = {},
): SqlProjection {
  const model = (): MemoryTally => {
    let kept = memoryTallies.get(name);
    if (!kept) memoryTallies.set(name, (kept = { streams: new Map(), applications: new Set() }));
    return kept;
  };
  const apply = async (event: RecordedEvent, tx: Sql) => {
    if (options.poison?.(event)) throw new Error(`poison ${event.type}`);
    const { streams, applications } = model();
    if (applications.has(event.id)) throw new Error(`unique key: ${event.id} applied twice`);
    applications.add(event.id);
    const before = streams.get(event.streamId);
    streams.set(event.streamId, { events: (before?.events ?? 0) + 1, last_type: event.type });
    onRollback(tx, () => {
      applications.delete(event.id);
      if (before) streams.set(event.streamId, before);
      else streams.delete(event.streamId);
    });
  };
  return {
    ...(options.batch
      ? {
          applyBatch: async (events: readonly RecordedEvent[], tx: Sql) => {
            const poisoned = events.find((e) => options.poison?.(e));
            if (poisoned) throw new Error(`poison ${poisoned.type}`);
            for (const e of events) await apply(e, tx);
          },
        }
      : {}),
    name,
    tables: [],
    filter: options.filter,
    onError: options.onError,
    setup: async () => undefined,
    apply,
  };
}

async function memoryTally(name: string) {
  const kept = memoryTallies.get(name);
  const streams = [...(kept?.streams ?? new Map<string, { events: number; last_type: string }>())]
    .map(([stream_id, { events, last_type }]) => ({ stream_id, events, last_type }))
    .sort((a, b) => (a.stream_id < b.stream_id ? -1 : 1));
  return { streams, applications: kept?.applications.size ?? 0 };
}

async function sqlTally(runner: ListenerRunner, name = 'tally') {
  return (
    await runner.read(name, async (sql, t) => ({
      streams: await sql.all<{ stream_id: string; events: number; last_type: string }>(
        `SELECT stream_id, events, last_type FROM ${t.streams} ORDER BY stream_id`,
      ),
      applications:
        (await sql.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${t.applications}`))?.n ?? 0,
    }))
  ).value;
}

/** Every dead letter of the storage, oldest first, as the fields asked for. */
async function deadLetters<K extends keyof DeadLetter>(
  storage: Storage,
  fields: readonly K[],
  query: { readonly status?: DeadLetter['status']; readonly streamId?: string } = {},
): Promise<Pick<DeadLetter, K>[]> {
  const { items, next } = await storage.deadLetters.list({
    status: query.status,
    limit: 200,
  });
  expect(next).toBeNull();
  return items
    .filter((letter) => query.streamId === undefined || letter.streamId === query.streamId)
    .map((letter) => {
      const picked: Partial<Pick<DeadLetter, K>> = {};
      for (const field of fields) picked[field] = letter[field];
      return picked as Pick<DeadLetter, K>;
    });
}

/** An idle poll far longer than any wait of these tests: only a wake-up moves the runner. */
const POLL_NEVER_MS = 10 * CONDITION_TIMEOUT_MS;

const event = (type: string, data: Record<string, unknown> = {}): NewEvent => ({ type, data });

/** Each replayed event as [version, outcome]. */
const outcomes = (report: ReplayReport) => report.events.map((e) => [e.version, e.outcome]);

/** Each reported failure as [stream, type, attempt, outcome, error message]. */
const failuresOf = (failures: readonly ListenerEventFailure[]) =>
  failures.map((f) => [
    f.listener,
    f.event.streamId,
    f.event.type,
    f.attempt,
    f.outcome,
    f.error instanceof Error ? f.error.message : f.error,
  ]);

/** The projection runner on one storage backend; each backend's spec calls it once. */
export interface ProjectionContractOptions {
  /**
   * Whether the store runs SQL read models (`storage.sql`). Default true. Without (the memory
   * store) the suite's projections keep their read models in memory, and the tests of what only
   * SQL has (statements, outages, migrations, blue/green rebuilds into other tables) are skipped.
   */
  readonly sqlReadModels?: boolean;
}

export function describeProjectionContract(
  backend: string,
  newDatabase: () => Promise<StorageDatabase>,
  options: ProjectionContractOptions = {},
): void {
  const sqlReadModels = options.sqlReadModels ?? true;
  const tallyOf = sqlReadModels ? tallyProjection : memoryTallyProjection;
  const tally = (r: ListenerRunner, name = 'tally') =>
    sqlReadModels ? sqlTally(r, name) : memoryTally(name);
  /** A test of what only a SQL read model has. */
  const itWithSql = sqlReadModels ? it : it.skip;

  describe(`Projection runner contract: ${backend}`, () => {
    let database: StorageDatabase;
    const storages: Storage[] = [];
    const runners: ListenerRunner[] = [];

    async function open(): Promise<Storage> {
      const storage = await database.open();
      storages.push(storage);
      return storage;
    }

    function runner(
      storage: Storage,
      options: Partial<ListenerRunnerOptions> = {},
    ): ListenerRunner {
      const created = new ListenerRunner({
        storage,
        listeners: [tallyOf()],
        // Long: a busy machine's pauses must not cost a single instance its lease.
        leaseMs: 60_000,
        idlePollMs: 50,
        batchSize: 7,
        retry: { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 5 },
        ...options,
      });
      runners.push(created);
      return created;
    }

    beforeEach(async () => {
      memoryTallies.clear();
      database = await newDatabase();
    });

    afterEach(async () => {
      await Promise.all(runners.splice(0).map((r) => r.stop().catch(() => undefined)));
      await Promise.all(storages.splice(0).map((s) => s.close()));
      await database.dispose();
    });

    it('applies the log in batches, moves the checkpoint to the head, and resumes after a restart', async () => {
      const storage = await open();
      for (let i = 0; i < 10; i += 1) {
        await storage.events.appendToStream(`order-${i % 3}`, [event('A'), event('B')]);
      }
      const first = runner(storage);
      await first.start();
      const head = await storage.events.headPosition();
      expect(await first.waitFor('tally', head, CONDITION_TIMEOUT_MS)).toBe(true);
      expect(await tally(first)).toEqual({
        streams: [
          { stream_id: 'order-0', events: 8, last_type: 'B' },
          { stream_id: 'order-1', events: 6, last_type: 'B' },
          { stream_id: 'order-2', events: 6, last_type: 'B' },
        ],
        applications: 20,
      });
      await first.stop();
      await storage.events.appendToStream('order-9', [event('C')]);
      const second = runner(storage);
      await second.start();
      expect(
        await second.waitFor('tally', await storage.events.headPosition(), CONDITION_TIMEOUT_MS),
      ).toBe(true);
      const after = await tally(second);
      expect(after.applications).toBe(21);
      const [info] = await second.list();
      expect(info).toMatchObject({
        name: 'tally',
        status: 'running',
        applied: 21,
        skipped: 0,
        lag: 0n,
      });
    });

    it('follows the head again after its subscription failed (no waiting for the idle poll)', async () => {
      const storage = await open();
      let subscriptions = 0;
      // The store without append notices, and its first subscription fails, as when the
      // database goes away.
      const store: EventStore = Object.create(storage.events) as EventStore;
      Object.defineProperty(store, 'appendNotices', { value: undefined });
      store.subscribe = (options) => {
        subscriptions += 1;
        if (subscriptions === 1) throw new Error('connection lost');
        return storage.events.subscribe(options);
      };
      const errors: string[] = [];
      // Never polls within the wait below: only the head follower can wake it.
      const follower = runner(storage, {
        storage: { ...storage, events: store },
        leaseMs: 10 * POLL_NEVER_MS,
        idlePollMs: POLL_NEVER_MS,
        onLoopError: (listener, error) => errors.push(`${listener}: ${String(error)}`),
      });
      await follower.start();
      // It subscribes from the head it has just read: what is appended now reaches it.
      await until(() => subscriptions >= 2, 'a second subscription');
      await storage.events.appendToStream('order-1', [event('A')]);
      const head = await storage.events.headPosition();
      expect(await follower.waitFor('tally', head, CONDITION_TIMEOUT_MS)).toBe(true);
      expect(errors).toEqual(['(head): Error: connection lost']);
    });

    it("wakes on the store's append notices, without a subscription reading every event", async () => {
      const storage = await open();
      if (!storage.events.appendNotices) return; // a store without them is followed as above
      const store: EventStore = Object.create(storage.events) as EventStore;
      store.subscribe = () => {
        throw new Error('not to be read');
      };
      const errors: unknown[] = [];
      // Never polls within the wait below: only a notice can wake it.
      const woken = runner(storage, {
        storage: { ...storage, events: store },
        leaseMs: 10 * POLL_NEVER_MS,
        idlePollMs: POLL_NEVER_MS,
        onLoopError: (_listener, error) => errors.push(error),
      });
      await woken.start();
      await storage.events.appendToStream('order-1', [event('A')]);
      const head = await storage.events.headPosition();
      expect(await woken.waitFor('tally', head, CONDITION_TIMEOUT_MS)).toBe(true);
      expect(errors).toEqual([]);
    });

    it('applyBatch gives what apply gives; a failing batch is retried one event at a time', async () => {
      const storage = await open();
      for (let i = 0; i < 10; i += 1) {
        await storage.events.appendToStream(`order-${i % 3}`, [event('A'), event('B')]);
      }
      await storage.events.appendToStream('order-1', [event('Bad'), event('C')]);
      const failures: ListenerEventFailure[] = [];
      const batched = runner(storage, {
        listeners: [
          tallyOf('tally', {
            batch: true,
            onError: 'skip',
            poison: (e) => e.type === 'Bad',
          }),
        ],
        onEventFailed: (failure) => failures.push(failure),
      });
      await batched.start();
      expect(
        await batched.waitFor('tally', await storage.events.headPosition(), CONDITION_TIMEOUT_MS),
      ).toBe(true);
      expect(await tally(batched)).toEqual({
        streams: [
          { stream_id: 'order-0', events: 8, last_type: 'B' },
          { stream_id: 'order-1', events: 7, last_type: 'C' },
          { stream_id: 'order-2', events: 6, last_type: 'B' },
        ],
        applications: 21,
      });
      expect(failuresOf(failures).map((f) => [f[2], f[4]])).toEqual([
        ['Bad', 'retry'],
        ['Bad', 'retry'],
        ['Bad', 'dead-lettered'],
      ]);
      // Replaying a stream skips what the batches applied.
      expect(await batched.replayStream('tally', 'order-0', false)).toMatchObject({
        applied: 0,
        skipped: 8,
      });
    });

    itWithSql(
      'each apply sees what the ones before it wrote and true row counts, whatever it issues',
      async () => {
        const storage = await open();
        // Runs of events on one stream, each apply building on the one before it: the second
        // Open of a stream issues one statement more than the first, Steps issue 1 to 3.
        const run = ['Open', 'Add', 'Steps', 'Noop', 'Open', 'Add', 'Steps'];
        for (let round = 0; round < 5; round += 1) {
          for (let a = 0; a < 3; a += 1) {
            await storage.events.appendToStream(
              `account-${a}`,
              run.map((type, i) => event(type, { n: round + i, k: 1 + ((round + a + i) % 3) })),
            );
          }
        }
        const ledger = runner(storage, { listeners: [ledgerProjection()], batchSize: 50 });
        await ledger.start();
        const head = await storage.events.headPosition();
        expect(await ledger.waitFor('ledger', head, CONDITION_TIMEOUT_MS)).toBe(true);
        const { events } = await storage.events.readAll({ limit: 1000 });
        expect(
          (
            await ledger.read('ledger', async (sql, t) => ({
              accounts: await sql.all(
                `SELECT stream_id, balance, opens FROM ${t.accounts} ORDER BY stream_id`,
              ),
              steps: (await sql.get<{ steps: string }>(`SELECT steps FROM ${t.trail}`))?.steps,
            }))
          ).value,
        ).toEqual(ledgerOneByOne(events));
        expect(await ledger.get('ledger')).toMatchObject({ applied: 105, skipped: 0 });
      },
    );

    it('follows only the events of its filter, and still reaches the head', async () => {
      const storage = await open();
      const filtered = runner(storage, {
        listeners: [tallyOf('tally', { filter: { categories: ['order'] } })],
      });
      await filtered.start();
      await storage.events.appendToStream('order-1', [event('A')]);
      await storage.events.appendToStream('cart-1', [event('X'), event('Y')]);
      const head = await storage.events.headPosition();
      expect(await filtered.waitFor('tally', head, CONDITION_TIMEOUT_MS)).toBe(true);
      expect((await tally(filtered)).streams.map((s) => s.stream_id)).toEqual(['order-1']);
    });

    it('moves over events not its own without a commit per wake-up; saves the move when idle and at stop', async () => {
      const storage = await open();
      // A frozen clock: the unsaved move never falls due until the test moves time on.
      let now = Date.parse('2026-01-01T00:00:00Z');
      let transactions = 0;
      const sql: SqlAccess = {
        dialect: storage.sql.dialect,
        query: storage.sql.query,
        transaction: (work) => {
          transactions += 1;
          return storage.sql.transaction(work);
        },
      };
      const listeners = () => [tallyOf('tally', { filter: { categories: ['order'] } })];
      const filtered = runner(storage, {
        storage: { ...storage, sql },
        listeners: listeners(),
        clock: () => new Date(now),
      });
      // Another instance's view: the stored state only.
      const observer = runner(storage, { listeners: listeners() });
      const stored = async () => (await observer.get('tally')).checkpoint;
      await filtered.start();
      const placed = await storage.events.appendToStream('order-1', [event('A')]);
      expect(await filtered.waitFor('tally', placed.position, CONDITION_TIMEOUT_MS)).toBe(true);
      const before = transactions;

      for (let i = 0; i < 20; i += 1) {
        const other = await storage.events.appendToStream(`cart-${i}`, [event('X')]);
        expect(await filtered.waitFor('tally', other.position, CONDITION_TIMEOUT_MS)).toBe(true);
      }
      const head = await storage.events.headPosition();
      expect((await filtered.get('tally')).checkpoint).toBe(head);
      expect(transactions).toBe(before);
      expect(await stored()).toBe(placed.position);

      // Idle for an idle poll: the move is written.
      now += 1_000;
      await until(async () => (await stored()) === head, 'the move written when idle');

      // A batch with its own event writes the move with it.
      await storage.events.appendToStream('cart-x', [event('X')]);
      const next = await storage.events.appendToStream('order-2', [event('A')]);
      expect(await filtered.waitFor('tally', next.position, CONDITION_TIMEOUT_MS)).toBe(true);
      expect(await stored()).toBe(next.position);
      expect((await tally(filtered)).streams.map((s) => s.stream_id)).toEqual([
        'order-1',
        'order-2',
      ]);

      // Stop writes what is left.
      const last = await storage.events.appendToStream('cart-y', [event('X')]);
      expect(await filtered.waitFor('tally', last.position, CONDITION_TIMEOUT_MS)).toBe(true);
      await filtered.stop();
      expect(await stored()).toBe(last.position);
    });

    it('replaying a stream skips what was applied, counting it; force applies again', async () => {
      const storage = await open();
      const r = runner(storage);
      await storage.events.appendToStream('order-1', [event('A'), event('B'), event('C')]);
      await r.start();
      expect(
        await r.waitFor('tally', await storage.events.headPosition(), CONDITION_TIMEOUT_MS),
      ).toBe(true);
      for (let i = 0; i < 2; i += 1) {
        expect(outcomes(await r.replayStream('tally', 'order-1'))).toEqual([
          [1, 'skipped'],
          [2, 'skipped'],
          [3, 'skipped'],
        ]);
      }
      expect((await tally(r)).streams).toEqual([
        { stream_id: 'order-1', events: 3, last_type: 'C' },
      ]);
      expect((await r.get('tally')).skipped).toBe(6);
      await r.pause('tally');
      // The tally's unique event ids refuse a second application: force really re-applies.
      // Its policy is to stop: the replay stops at the first event, the listener runs on.
      const forced = await r.replayStream('tally', 'order-1', true);
      expect(forced).toMatchObject({
        streamId: 'order-1',
        applied: 0,
        skipped: 0,
        deadLettered: 0,
        failed: 1,
        notReplayed: 2,
      });
      expect(forced.events.map((e) => [e.version, e.outcome, e.attempts])).toEqual([
        [1, 'failed', 3],
        [2, 'not-replayed', 0],
        [3, 'not-replayed', 0],
      ]);
      expect(forced.events[0].error).toMatch(/unique/i);
      expect((await r.get('tally')).status).toBe('paused');
    });

    it("replays a stream through the projection's poison-event policy, reporting each event", async () => {
      const storage = await open();
      let poisoned = true;
      const failures: ListenerEventFailure[] = [];
      const r = runner(storage, {
        listeners: [
          tallyOf('tally', {
            onError: (_error, e) => (e.type === 'Bad' ? 'skip' : 'stop'),
            poison: (e) => poisoned && (e.type === 'Bad' || e.type === 'Refused'),
          }),
        ],
        onEventFailed: (failure) => failures.push(failure),
      });
      // Not started: only the replays apply anything.
      await r.register();
      const types = ['A', 'Bad', 'C', 'Refused', 'D'];
      await storage.events.appendToStream(
        'order-1',
        types.map((type) => event(type)),
      );
      const first = await r.replayStream('tally', 'order-1');
      expect(first).toMatchObject({
        applied: 2,
        skipped: 0,
        deadLettered: 1,
        failed: 1,
        notReplayed: 1,
      });
      expect(first.events.map((e) => [e.type, e.outcome, e.attempts, e.error])).toEqual([
        ['A', 'applied', 1, null],
        ['Bad', 'dead-lettered', 3, 'poison Bad'],
        ['C', 'applied', 1, null],
        ['Refused', 'failed', 3, 'poison Refused'],
        ['D', 'not-replayed', 0, null],
      ]);
      expect(failuresOf(failures).filter((f) => f[4] !== 'retry')).toEqual([
        ['tally', 'order-1', 'Bad', 3, 'dead-lettered', 'poison Bad'],
        ['tally', 'order-1', 'Refused', 3, 'replay-stopped', 'poison Refused'],
      ]);
      const [letter] = (await storage.deadLetters.list({ listener: 'tally', status: 'pending' }))
        .items;
      expect(letter.version).toBe(2);
      expect(first.events[1].deadLetterId).toBe(letter.id);
      expect((await r.get('tally')).status).toBe('running');

      // A stream of one poison event, replayed three times: forced again, the event already
      // dead-lettered gets one attempt and keeps its one letter; fixed, it applies and the
      // letter is settled.
      await storage.events.appendToStream('order-2', [event('Bad')]);
      const poison = await r.replayStream('tally', 'order-2');
      expect(poison.events.map((e) => [e.outcome, e.attempts])).toEqual([['dead-lettered', 3]]);
      const forced = await r.replayStream('tally', 'order-2', true);
      expect(forced.events).toMatchObject([
        { outcome: 'dead-lettered', attempts: 1, deadLetterId: poison.events[0].deadLetterId },
      ]);
      const letters = () =>
        deadLetters(storage, ['version', 'attempts', 'status'], { streamId: 'order-2' });
      expect(await letters()).toEqual([{ version: 1, attempts: 4, status: 'pending' }]);
      poisoned = false;
      const fixed = await r.replayStream('tally', 'order-2', true);
      expect(outcomes(fixed)).toEqual([[1, 'applied']]);
      const settled = await storage.deadLetters.get(String(poison.events[0].deadLetterId));
      expect(settled).toMatchObject({
        status: 'redriven',
        resolution: 'applied again by a replay',
      });
      expect((await tally(r)).streams.map((t) => [t.stream_id, t.events])).toEqual([
        ['order-1', 2],
        ['order-2', 1],
      ]);
    });

    it('two instances never apply one event twice, and the other takes over when the leader dies', async () => {
      const a = await open();
      const b = await open();
      // The product's default lease: the follower takes over 5 s after the leader died, and
      // only a pause of the leader longer than half of it could hand the lease over early.
      const leader = runner(a, { instanceId: 'instance-a', leaseMs: 5000 });
      const follower = runner(b, { instanceId: 'instance-b', leaseMs: 5000 });
      await leader.start();
      // start() does not wait for the lease: the follower starts once the leader holds it.
      await until(
        async () => (await leader.get('tally')).leaseOwner === 'instance-a',
        'the leader to take the lease',
      );
      await follower.start();
      const writes = (async () => {
        for (let i = 0; i < 40; i += 1) {
          await (i % 2 === 0 ? a : b).events.appendToStream(`order-${i % 5}`, [
            event('A'),
            event('B'),
          ]);
        }
      })();
      await until(async () => (await leader.get('tally')).applied > 10, 'the leader to apply');
      expect((await leader.get('tally')).leaseOwner).toBe('instance-a');
      await leader.stop({ releaseLeases: false });
      await writes;
      // Written after the leader died: only the follower can apply it.
      await b.events.appendToStream('order-last', [event('Z')]);
      const head = await a.events.headPosition();
      expect(await follower.waitFor('tally', head, CONDITION_TIMEOUT_MS)).toBe(true);
      const info = await follower.get('tally');
      expect(info.leaseOwner).toBe('instance-b');
      expect(info.applied).toBe(81);
      expect((await tally(follower)).applications).toBe(81);
    });

    itWithSql(
      'rebuilds beside the live read model under concurrent writes, serving reads until the swap',
      async () => {
        const storage = await open();
        const r = runner(storage);
        for (let i = 0; i < 30; i += 1)
          await storage.events.appendToStream(`order-${i % 4}`, [event('A')]);
        await r.start();
        expect(
          await r.waitFor('tally', await storage.events.headPosition(), CONDITION_TIMEOUT_MS),
        ).toBe(true);
        const before = await tally(r);
        await r.rebuild('tally');
        const reads: number[] = [];
        const writes = (async () => {
          for (let i = 0; i < 30; i += 1) {
            await storage.events.appendToStream(`order-${i % 4}`, [event('B')]);
            reads.push((await tally(r)).applications);
          }
        })();
        await writes;
        await until(async () => (await r.get('tally')).rebuild === null, 'the swap');
        expect(
          await r.waitFor('tally', await storage.events.headPosition(), CONDITION_TIMEOUT_MS),
        ).toBe(true);
        expect(before.applications).toBe(30);
        expect(Math.min(...reads)).toBeGreaterThanOrEqual(30);
        const rebuilt = await tally(r);
        // A fresh build from scratch, on another projection name, gives the same read model.
        const fresh = runner(storage, { listeners: [tallyOf('fresh')] });
        await fresh.start();
        expect(
          await fresh.waitFor('fresh', await storage.events.headPosition(), CONDITION_TIMEOUT_MS),
        ).toBe(true);
        expect(rebuilt).toEqual(await tally(fresh, 'fresh'));
        expect(rebuilt.applications).toBe(60);
      },
    );

    it('leaves the event loop free while it catches up, and while a wait outlasts stop()', async () => {
      const storage = await open();
      for (let i = 0; i < 40; i += 1) {
        await storage.events.appendToStream(
          `order-${i}`,
          Array.from({ length: 25 }, () => event('A')),
        );
      }
      let applications = 0;
      const base = tallyOf();
      const counting: SqlProjection = {
        ...base,
        apply: async (e, tx, t) => {
          await base.apply(e, tx, t);
          applications += 1;
        },
      };
      const seen: number[] = [];
      const timer = setInterval(() => seen.push(applications), 1);
      try {
        const r = runner(storage, { listeners: [counting] });
        await r.start();
        expect(
          await r.waitFor('tally', await storage.events.headPosition(), CONDITION_TIMEOUT_MS),
        ).toBe(true);
        // A timer ran between two batches (SQLite answers synchronously: the loop must yield).
        expect(seen.some((n) => n > 0 && n < 1000)).toBe(true);
        await r.stop();
        seen.length = 0;
        expect(await r.waitFor('tally', 10n ** 12n, 100)).toBe(false);
        expect(seen.length).toBeGreaterThan(0);
      } finally {
        clearInterval(timer);
      }
    });

    itWithSql(
      'backs off while the store fails the handler’s SQL, spending none of the event’s attempts',
      async () => {
        const storage = await open();
        let down = true;
        const failures: ListenerEventFailure[] = [];
        const loopErrors: unknown[] = [];
        const outage = {
          on: (e: RecordedEvent) => down && e.type === 'B',
          dialect: storage.sql.dialect,
        };
        const r = runner(storage, {
          listeners: [tallyOf('tally', { outage })],
          onEventFailed: (failure) => failures.push(failure),
          onLoopError: (_listener, error) => loopErrors.push(error),
        });
        await storage.events.appendToStream('order-1', [event('A'), event('B'), event('C')]);
        await r.start();
        // More failed tries than the event's attempts (3): none of them counted against it.
        await until(async () => loopErrors.length >= 5, 'the runner to meet the outage five times');
        expect(loopErrors[0]).toMatchObject({
          code: expect.stringMatching(/^Store(Unavailable|Full)$/),
        });
        expect(failures).toEqual([]);
        // Running, not parked, and says why it makes no progress.
        await until(async () => (await r.get('tally')).status === 'failing', 'a failing status');
        expect(await r.get('tally')).toMatchObject({
          failedEvent: null,
          lastError: expect.any(String),
        });
        down = false;
        expect(
          await r.waitFor('tally', await storage.events.headPosition(), CONDITION_TIMEOUT_MS),
        ).toBe(true);
        expect((await tally(r)).streams).toEqual([
          { stream_id: 'order-1', events: 3, last_type: 'C' },
        ]);
        expect(failures).toEqual([]);
        await until(async () => (await r.get('tally')).status === 'running', 'the note to clear');
        expect((await r.get('tally')).lastError).toBeNull();
      },
    );

    it("parks a projection whose handler keeps throwing (onError 'stop'), showing the event and error", async () => {
      const storage = await open();
      let poisoned = true;
      const failures: ListenerEventFailure[] = [];
      const r = runner(storage, {
        listeners: [tallyOf('tally', { poison: (e) => poisoned && e.type === 'Bad' })],
        onEventFailed: (failure) => failures.push(failure),
      });
      await storage.events.appendToStream('order-1', [event('A')]);
      await storage.events.appendToStream('order-2', [event('Bad')]);
      await storage.events.appendToStream('order-3', [event('C')]);
      await r.start();
      await until(async () => (await r.get('tally')).status === 'failed', 'the projection to fail');
      const failed = await r.get('tally');
      expect(failed.lastError).toBe('poison Bad');
      expect(failed.failedEvent).toMatchObject({ streamId: 'order-2', type: 'Bad', version: 1 });
      expect((await tally(r)).streams.map((s) => s.stream_id)).toEqual(['order-1']);
      expect(failuresOf(failures)).toEqual([
        ['tally', 'order-2', 'Bad', 1, 'retry', 'poison Bad'],
        ['tally', 'order-2', 'Bad', 2, 'retry', 'poison Bad'],
        ['tally', 'order-2', 'Bad', 3, 'stopped', 'poison Bad'],
      ]);
      poisoned = false;
      await r.resume('tally');
      expect(
        await r.waitFor('tally', await storage.events.headPosition(), CONDITION_TIMEOUT_MS),
      ).toBe(true);
      expect((await tally(r)).applications).toBe(3);
    });

    itWithSql(
      "dead-letters an event that keeps failing (onError 'skip') and moves on; rebuilds keep its one dead letter",
      async () => {
        const storage = await open();
        const failures: ListenerEventFailure[] = [];
        const r = runner(storage, {
          listeners: [tallyOf('tally', { onError: 'skip', poison: (e) => e.type === 'Bad' })],
          onEventFailed: (failure) => failures.push(failure),
        });
        await storage.events.appendToStream('order-1', [event('A'), event('Bad'), event('C')]);
        await r.start();
        expect(
          await r.waitFor('tally', await storage.events.headPosition(), CONDITION_TIMEOUT_MS),
        ).toBe(true);
        expect(failuresOf(failures).map((f) => f.slice(3, 5))).toEqual([
          [1, 'retry'],
          [2, 'retry'],
          [3, 'dead-lettered'],
        ]);
        expect((await tally(r)).streams).toEqual([
          { stream_id: 'order-1', events: 2, last_type: 'C' },
        ]);
        const letters = await deadLetters(storage, [
          'listener',
          'error',
          'attempts',
          'version',
          'stack',
        ]);
        expect(letters).toEqual([
          {
            listener: 'tally',
            error: 'poison Bad',
            attempts: 3,
            version: 2,
            stack: expect.stringContaining('poison Bad'),
          },
        ]);
        expect((await r.get('tally')).status).toBe('running');

        // Rebuilt twice: the event, pending already, gets one attempt each time and keeps its
        // one dead letter.
        for (let rebuilds = 1; rebuilds <= 2; rebuilds += 1) {
          await r.rebuild('tally');
          await until(async () => (await r.get('tally')).rebuild === null, 'the swap');
        }
        expect(await deadLetters(storage, ['version', 'attempts'], { status: 'pending' })).toEqual([
          { version: 2, attempts: 5 },
        ]);
        expect(failuresOf(failures).map((f) => f.slice(3, 5))).toEqual([
          [1, 'retry'],
          [2, 'retry'],
          [3, 'dead-lettered'],
          [1, 'dead-lettered'],
          [1, 'dead-lettered'],
        ]);
        expect((await tally(r)).streams).toEqual([
          { stream_id: 'order-1', events: 2, last_type: 'C' },
        ]);
      },
    );

    itWithSql(
      'the migration to one pending dead letter per event discards the copies, keeping the earliest',
      async () => {
        const storage = await open();
        // The rows an earlier schema held, and the copy its index must now refuse, are written
        // to the table itself: the store's own write would update the pending letter instead.
        const letter = (id: string, eventId: string, status = 'pending') =>
          storage.sql.transaction((tx) =>
            tx.run(
              `INSERT INTO dead_letters (id, listener, event_id, stream_id, version, position, event,
                                       error, attempts, first_attempt_at, last_attempt_at, status,
                                       created_at)
             VALUES ($1, 'tally', $2, 'order-1', 1, 1, '{}', 'poison', 5, 1, 2, $3, 2)`,
              [id, eventId, status],
            ),
          );
        // As an earlier version left them: no unique index, a copy per rebuild.
        await storage.sql.transaction((tx) => tx.run('DROP INDEX dead_letters_pending_once'));
        await letter('01-first', 'event-1');
        await letter('02-copy', 'event-1');
        await letter('03-copy', 'event-1');
        await letter('04-other', 'event-2');
        await letter('05-done', 'event-2', 'discarded');
        for (const statement of pendingDeadLetterOnceSql('').split(';')) {
          if (statement.trim()) await storage.sql.transaction((tx) => tx.run(statement));
        }
        expect(await deadLetters(storage, ['id', 'status'])).toEqual([
          { id: '01-first', status: 'pending' },
          { id: '02-copy', status: 'discarded' },
          { id: '03-copy', status: 'discarded' },
          { id: '04-other', status: 'pending' },
          { id: '05-done', status: 'discarded' },
        ]);
        await expect(
          letter('06-again', 'event-1'),
          // By its message: a driver's error may come from another realm than jest's `Error`.
        ).rejects.toMatchObject({ message: expect.stringMatching(/unique/i) });
      },
    );

    it('decides per error with an onError function: dead-letters what it skips, stops on the rest', async () => {
      const storage = await open();
      const failures: ListenerEventFailure[] = [];
      const r = runner(storage, {
        listeners: [
          tallyOf('tally', {
            onError: (_error, e) => (e.type === 'Malformed' ? 'skip' : 'stop'),
            poison: (e) => e.type !== 'A',
          }),
        ],
        onEventFailed: (failure) => failures.push(failure),
      });
      await storage.events.appendToStream('order-1', [
        event('A'),
        event('Malformed'),
        event('Refused'),
        event('A'),
      ]);
      await r.start();
      await until(async () => (await r.get('tally')).status === 'failed', 'the projection to fail');
      expect((await r.get('tally')).failedEvent).toMatchObject({ type: 'Refused', version: 3 });
      expect((await tally(r)).streams).toEqual([
        { stream_id: 'order-1', events: 1, last_type: 'A' },
      ]);
      expect(await deadLetters(storage, ['version'])).toEqual([{ version: 2 }]);
      expect(failuresOf(failures).filter((f) => f[4] !== 'retry')).toEqual([
        ['tally', 'order-1', 'Malformed', 3, 'dead-lettered', 'poison Malformed'],
        ['tally', 'order-1', 'Refused', 3, 'stopped', 'poison Refused'],
      ]);
    });

    it('runs side effects once per event with the key <eventId>:<listener>, taking over expired claims', async () => {
      const storage = await open();
      const calls: string[] = [];
      const mailer: SideEffectListener = {
        name: 'mailer',
        async handle(e, context) {
          calls.push(context.idempotencyKey);
          if (e.type === 'Flaky' && context.attempt < 2) throw new Error('smtp down');
        },
      };
      // One after another: the log's order is the one the expectations below name.
      for (const [i, type] of ['A', 'B', 'Flaky'].entries()) {
        await storage.events.appendToStream(`mail-${i}`, [event(type)]);
      }
      const { events } = await storage.events.readAll();
      // Event B: a worker that died mid-call left a claim, its lease (1 ms) long expired.
      const processed = storage.processedRecords;
      expect(await processed.claim(events[1].id, 'mailer', 'dead', 1)).toBe('claimed');
      await new Promise((resolve) => setTimeout(resolve, 5));
      const failures: ListenerEventFailure[] = [];
      const r = runner(storage, {
        listeners: [mailer],
        onEventFailed: (failure) => failures.push(failure),
      });
      await r.start();
      expect(
        await r.waitFor('mailer', await storage.events.headPosition(), CONDITION_TIMEOUT_MS),
      ).toBe(true);
      expect(failuresOf(failures)).toEqual([
        ['mailer', 'mail-2', 'Flaky', 1, 'retry', 'smtp down'],
      ]);
      expect(calls).toEqual([
        `${events[0].id}:mailer`,
        `${events[1].id}:mailer`,
        `${events[2].id}:mailer`,
        `${events[2].id}:mailer`,
      ]);
      const records = await Promise.all(events.map((e) => processed.get(e.id, 'mailer')));
      // B's dead claim and its takeover; C's failed attempt and its retry.
      expect(records.map((x) => [x?.status, x?.attempts])).toEqual([
        ['SUCCEEDED', 1],
        ['SUCCEEDED', 2],
        ['SUCCEEDED', 2],
      ]);
      await r.stop();
      // A restart from an older checkpoint (as a crash between the records' settle and the
      // checkpoint's move leaves it) finds the finished records and calls nothing again. The
      // checkpoint is set back through its port, under a lease, as an operator's reset would.
      const state = storage.listenerState;
      expect(await state.takeLease('mailer', 'operator', 60_000)).toBe(true);
      const { checkpoint } = await state.state('mailer');
      expect(checkpoint).toBe(await storage.events.headPosition());
      await storage.sql.transaction((tx) =>
        state.moveCheckpoint(tx, 'mailer', 'live', checkpoint, 0n, 'operator'),
      );
      await state.releaseLease('mailer', 'operator');
      const again = runner(storage, { listeners: [mailer] });
      await again.start();
      expect(
        await again.waitFor('mailer', await storage.events.headPosition(), CONDITION_TIMEOUT_MS),
      ).toBe(true);
      expect(calls).toHaveLength(4);
    });
  });
}
