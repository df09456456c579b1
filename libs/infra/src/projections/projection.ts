import type { LogFilter, RecordedEvent } from '../event-store/event-store.port';
import { NotSupported } from '../errors';
import type { Sql, SqlAccess } from '../sql/sql';

/** Logical table name → the physical name of the slot being read or built. */
export type TableNames = Readonly<Record<string, string>>;

/**
 * What to do with an event whose handler still throws after the retries: `stop` parks the
 * listener in state `failed` (an admin fixes the cause and resumes it); `skip` dead-letters the
 * event and moves on. A function decides per error, e.g. skip an event that can never apply
 * (malformed data) but stop when the database refused a write.
 */
export type ListenerErrorPolicy =
  'stop' | 'skip' | ((error: unknown, event: RecordedEvent) => 'stop' | 'skip');

/**
 * A read model kept in the store's own database: its writes and its checkpoint commit in one
 * transaction, so a crash never applies an event twice or loses one.
 */
export interface SqlProjection {
  /** 1-30 characters of `[a-z0-9_]`, starting with a letter. */
  readonly name: string;
  /** Logical names of its tables (1-20 characters of `[a-z0-9_]`). */
  readonly tables: readonly string[];
  /** Only these events are read. */
  readonly filter?: LogFilter;
  /** What the admin list calls it. Default `projection`; a saga's reactor is `saga`. */
  readonly kind?: 'projection' | 'saga';
  /** After the retries: stop (the default), skip, or decide per error. */
  readonly onError?: ListenerErrorPolicy;
  /** Creates the tables (and indexes) under the names given. */
  setup(tx: Sql, tables: TableNames): Promise<void>;
  /**
   * Applies one event. Runs in the batch's transaction; must not write elsewhere, nor carry
   * state from one event to the next outside it: on PostgreSQL the next event's apply may start while this one awaits its
   * last statement (their statements are pipelined, each apply still seeing the effects of the
   * ones before it and true row counts), and a batch may be applied again.
   */
  apply(event: RecordedEvent, tx: Sql, tables: TableNames): Promise<void>;
  /**
   * Optional: applies several events at once, in log order, exactly as `apply` would one by one
   * (only events not applied before are given), in fewer statements: the server's work per
   * statement bounds a catch-up on PostgreSQL. When it fails, the runner retries the batch's
   * events one at a time with `apply`, so only the faulty one is retried, skipped or
   * dead-lettered.
   */
  applyBatch?(events: readonly RecordedEvent[], tx: Sql, tables: TableNames): Promise<void>;
}

/** The context a side-effect handler gets: a key that is stable across redeliveries. */
export interface SideEffectContext {
  /** `<eventId>:<listener>`: pass it to the downstream call. */
  readonly idempotencyKey: string;
  readonly attempt: number;
}

/**
 * A listener with effects outside the database (mail, payments): each event is claimed in
 * `processed_events` (PROCESSING → SUCCEEDED / FAILED) with a lease, so a dead worker's claim
 * is taken over and a finished one is never run again.
 */
export interface SideEffectListener {
  readonly name: string;
  /** What the admin list calls it. Default `side-effect`; a forwarder's is `forwarder`. */
  readonly kind?: 'side-effect' | 'forwarder';
  readonly filter?: LogFilter;
  /** After the retries: stop (the default), skip, or decide per error. */
  readonly onError?: ListenerErrorPolicy;
  handle(event: RecordedEvent, context: SideEffectContext): Promise<void>;
  /**
   * Optional: handles a whole page instead, outside any transaction and without processed
   * records, for a destination that drops redeliveries by itself (a forwarder publishing with
   * the event id as message id). The checkpoint moves past the events handled once it
   * resolves, so after a crash they come again. Throws (the loop backs off and reads the page
   * again) when it handled none and may later; a `rejected` event meets `onError`.
   */
  handleBatch?(events: readonly RecordedEvent[], context: BatchContext): Promise<BatchOutcome>;
}

export interface BatchContext {
  /** Aborts when the runner stops: finish soon, report what was handled. */
  readonly signal: AbortSignal;
}

export interface BatchOutcome {
  /** How many of the events, from the first, were handled. */
  readonly handled: number;
  /** The error of the event after those when retrying cannot help: it meets `onError`. */
  readonly rejected?: { readonly error: unknown };
}

export type Listener = SqlProjection | SideEffectListener;

export function isSqlProjection(listener: Listener): listener is SqlProjection {
  return 'apply' in listener;
}

/**
 * Refuses, before anything runs, a listener that keeps state in SQL tables (its read model's, a
 * saga's instances) on a store without SQL (memory), rather than at its first statement.
 */
export function assertSqlFor(listener: Listener, sql: SqlAccess): void {
  if (sql.dialect !== 'memory' || !isSqlProjection(listener)) return;
  if (listener.tables.length > 0 || listener.kind === 'saga') {
    throw new NotSupported(`${listener.name}: state in SQL tables`, 'memory');
  }
}

/** What `listener.onError` says about `error`, raised by `event`. */
export function errorDecision(
  listener: Listener,
  error: unknown,
  event: RecordedEvent,
): 'stop' | 'skip' {
  const policy = listener.onError ?? 'stop';
  return typeof policy === 'function' ? policy(error, event) : policy;
}

const NAME = /^[a-z][a-z0-9_]{0,29}$/;
const TABLE = /^[a-z][a-z0-9_]{0,19}$/;

export function listenerNameProblem(listener: Listener): string | undefined {
  if (!NAME.test(listener.name)) return `listener name "${listener.name}" must match ${NAME}`;
  if (isSqlProjection(listener)) {
    const bad = listener.tables.find((table) => !TABLE.test(table));
    if (bad !== undefined) return `table "${bad}" of ${listener.name} must match ${TABLE}`;
  }
  return undefined;
}

/** The physical table names of one slot (`a` or `b`) of a projection. */
export function tableNames(projection: SqlProjection, slot: string): TableNames {
  return Object.fromEntries(
    projection.tables.map((table) => [table, `rm_${projection.name}_${slot}_${table}`]),
  );
}
