import { canonical, SpecificationFailed } from '@tidemark/domain';
import type { RecordedEvent } from '../event-store/event-store.port';
import { matchesLogFilter } from '../event-store/read-options';
import { InMemoryEventStore } from '../stores/memory/in-memory-event-store';
import { applyNewEvents } from '../projections/apply-events';
import { HandlerFailed } from '../projections/event-attempts';
import { tableNames, type SqlProjection, type TableNames } from '../projections/projection';
import type { ListenerStateStore } from '../projections/listener-state/listener-state-store.port';
import { SqlListenerStateStore } from '../stores/sql/sql-listener-state-store';
import { sqlStatePorts } from '../stores/sql/sql-state';
import { ListenerRunner } from '../projections/listener-runner';
import type { Sql, SqlAccess } from '../sql/sql';
import type { SqliteDatabase } from '../stores/sqlite/sqlite-database';
import { GivenLog, type GivenEvent, type GivenEventsOptions } from './given-events';

/** The projection's handler threw on `event`: the events before it in the batch stand. */
export class ProjectionFailed extends Error {
  constructor(
    readonly projection: string,
    readonly event: RecordedEvent,
    override readonly cause: unknown,
  ) {
    super(
      `projection ${projection} failed on ${event.type} (${event.streamId} v${event.version}, ` +
        `position ${event.position}): ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'ProjectionFailed';
  }
}

/**
 * A projection's read model built from given events on a real SQLite `:memory:` database, by
 * the runner's own apply path: its tables set up by the runner, its filter honoured, each
 * stream's versions recorded, so an event delivered again is skipped as in production.
 */
export class ProjectedReadModel {
  /** Every event given so far, as recorded (give some of them again to test a redelivery). */
  readonly events: RecordedEvent[] = [];
  private readonly state: ListenerStateStore;

  /** @internal Made by {@link projectionSpec}. */
  constructor(
    private readonly projection: SqlProjection,
    private readonly runner: ListenerRunner,
    private readonly sql: SqlAccess,
    private readonly log: GivenLog,
    private readonly release: () => Promise<void>,
  ) {
    this.state = new SqlListenerStateStore(sql);
  }

  /**
   * Applies more events as one batch, as the runner delivers them. When the handler throws,
   * the events are applied one at a time, as the runner does: those before the faulty one
   * stand, and it rejects with {@link ProjectionFailed} naming that event.
   */
  async given(events: readonly GivenEvent[]): Promise<this> {
    const recorded = this.log.record(events);
    this.events.push(...recorded);
    const batch = recorded.filter((event) => matchesLogFilter(event, this.projection.filter));
    try {
      await this.apply(batch);
    } catch (error) {
      if (!(error instanceof HandlerFailed)) throw error;
      for (const event of batch) {
        try {
          await this.apply([event]);
        } catch (alone) {
          if (!(alone instanceof HandlerFailed)) throw alone;
          throw new ProjectionFailed(this.projection.name, event, alone.cause);
        }
      }
    }
    return this;
  }

  /** The physical name of one of the projection's tables. */
  table(name: string): string {
    const tables = this.tables();
    const physical = tables[name];
    if (physical === undefined) {
      throw new Error(`projection ${this.projection.name} has no table ${name}`);
    }
    return physical;
  }

  /** Rows of a query on the read model; `{table}` stands for the projection's table `table`. */
  async query<T extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<T[]> {
    return this.read((tx, text) => tx.all<T>(text, params), sql);
  }

  /** The first row of a query (or undefined), `{table}` as in {@link query}. */
  async get<T extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<T | undefined> {
    return this.read((tx, text) => tx.get<T>(text, params), sql);
  }

  /**
   * The query's rows are exactly `expected`, in order (key order aside); throws
   * {@link SpecificationFailed} otherwise, for any test runner.
   */
  async expectRows(sql: string, expected: readonly object[], params?: readonly unknown[]) {
    const rows = await this.query(sql, params);
    if (canonical(rows) !== canonical(expected)) {
      throw new SpecificationFailed(
        `${sql}\nexpected ${JSON.stringify(expected)}\n     got ${JSON.stringify(rows)}`,
      );
    }
  }

  /** Events applied and events skipped (delivered again, or older than what was applied). */
  async counts(): Promise<{ applied: number; skipped: number }> {
    const { applied, skipped } = await this.runner.get(this.projection.name);
    return { applied, skipped };
  }

  /** Closes the database. */
  close(): Promise<void> {
    return this.release();
  }

  private apply(batch: readonly RecordedEvent[]): Promise<void> {
    return this.sql.transaction(async (tx) => {
      // The runner's one slot until a rebuild, which a spec never starts.
      await applyNewEvents(tx, this.state, this.projection, 'a', batch);
    });
  }

  private async read<T>(run: (sql: Sql, text: string) => Promise<T>, text: string): Promise<T> {
    const { value } = await this.runner.read(this.projection.name, (sql, tables) =>
      run(sql, withTables(text, tables)),
    );
    return value;
  }

  private tables(): TableNames {
    return tableNames(this.projection, 'a');
  }
}

function withTables(sql: string, tables: TableNames): string {
  return sql.replace(/\{([a-z][a-z0-9_]*)\}/g, (whole, name: string) => tables[name] ?? whole);
}

/**
 * `await projectionSpec(projection).given(events)`: the read model those events build, to
 * query. Close it when done (`afterEach`), or let it go with the test's memory.
 */
export function projectionSpec(projection: SqlProjection, options: GivenEventsOptions = {}) {
  return {
    async given(events: readonly GivenEvent[] = []): Promise<ProjectedReadModel> {
      // Loaded on use: the testing entry point needs better-sqlite3 only for this helper.
      const { SqliteDatabase: Database } = await import('../stores/sqlite/sqlite-database');
      const { SqliteSqlAccess } = await import('../stores/sqlite/sqlite-sql');
      const db: SqliteDatabase = new Database({
        filename: ':memory:',
        clock: options.clock,
      }).retain();
      const store = new InMemoryEventStore({ clock: options.clock });
      const sql = new SqliteSqlAccess(db);
      const runner = new ListenerRunner({
        storage: { events: store, sql, ...sqlStatePorts(sql, options.clock) },
        listeners: [projection],
        clock: options.clock,
        instanceId: 'projection-spec',
      });
      const release = async () => {
        await store.close();
        db.release();
      };
      try {
        await runner.register();
        const model = new ProjectedReadModel(
          projection,
          runner,
          sql,
          new GivenLog(options),
          release,
        );
        return await model.given(events);
      } catch (error) {
        await release();
        throw error;
      }
    },
  };
}
