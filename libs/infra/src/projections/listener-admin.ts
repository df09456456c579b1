import type { EventReader, RecordedEvent } from '../event-store/event-store.port';
import type { LogNotifier } from '../event-store/log-notifier';
import type { Sql, SqlAccess } from '../sql/sql';
import {
  UnknownListener,
  type ListenerState,
  type ListenerStateStore,
  type ListenerStatus,
} from './listener-state/listener-state-store.port';
import { isSqlProjection, tableNames, type Listener, type SqlProjection } from './projection';
import { replayStream, type ReplayContext, type ReplayReport } from './stream-replay';

/** What the admin list calls a listener. */
export type ListenerKind = 'projection' | 'saga' | 'side-effect' | 'forwarder';

/**
 * A listener's status as the admin list shows it: the stored one, and `failing` for a running
 * listener whose turns fail and are retried with back-off (`lastError` says why).
 */
export type ListenerInfoStatus = ListenerStatus | 'failing';

export interface ListenerInfo {
  readonly name: string;
  readonly kind: ListenerKind;
  readonly status: ListenerInfoStatus;
  readonly checkpoint: bigint;
  readonly headPosition: bigint;
  readonly lag: bigint;
  readonly leaseOwner: string | null;
  readonly leaseUntil: number | null;
  readonly applied: number;
  readonly skipped: number;
  readonly lastError: string | null;
  readonly failedEvent: RecordedEvent | null;
  readonly rebuild: {
    readonly checkpoint: bigint;
    /** 0–1: the rebuild's checkpoint over the live one's. */
    readonly progress: number;
    readonly startedAt: string;
  } | null;
}

/** What the admin operations need of the runner. */
export interface ListenerAdminContext {
  readonly store: EventReader;
  readonly sql: SqlAccess;
  readonly state: ListenerStateStore;
  readonly listeners: ReadonlyMap<string, Listener>;
  /** Notified when a listener may run again; waited on by {@link ListenerAdmin.waitFor}. */
  readonly wake: LogNotifier;
  readonly replay: ReplayContext;
  /** Where the live lane has reached: the stored checkpoint, or past it by a move not saved. */
  reached(state: ListenerState): bigint;
}

/** Lists, pauses, resumes, rebuilds and replays a runner's listeners, and reads their read models. */
export class ListenerAdmin {
  constructor(private readonly context: ListenerAdminContext) {}

  async list(): Promise<ListenerInfo[]> {
    const head = await this.context.store.headPosition();
    const states = await this.context.state.states();
    return states
      .filter((state) => this.context.listeners.has(state.name))
      .map((state) => this.info(state, head));
  }

  async get(name: string): Promise<ListenerInfo> {
    this.listener(name);
    const [state, head] = await Promise.all([
      this.context.state.state(name),
      this.context.store.headPosition(),
    ]);
    return this.info(state, head);
  }

  async pause(name: string): Promise<ListenerInfo> {
    this.listener(name);
    await this.context.state.pause(name);
    return this.get(name);
  }

  async resume(name: string): Promise<ListenerInfo> {
    this.listener(name);
    await this.context.state.resume(name);
    this.context.wake.notify();
    return this.get(name);
  }

  async rebuild(name: string): Promise<ListenerInfo> {
    const projection = this.projection(name);
    await this.context.sql.transaction(async (tx) => {
      const state = await this.context.state.lockedState(tx, name);
      const slot = state.activeSlot === 'a' ? 'b' : 'a';
      const tables = tableNames(projection, slot);
      for (const table of Object.values(tables)) await tx.run(`DROP TABLE IF EXISTS ${table}`);
      await this.context.state.startRebuild(tx, name, slot);
      await projection.setup(tx, tables);
    });
    this.context.wake.notify();
    return this.get(name);
  }

  replayStream(name: string, streamId: string, force: boolean): Promise<ReplayReport> {
    return replayStream(this.context.replay, this.projection(name), streamId, force);
  }

  async read<T>(
    name: string,
    query: (sql: Sql, tables: Readonly<Record<string, string>>) => Promise<T>,
  ): Promise<{ value: T; checkpoint: bigint }> {
    const projection = this.projection(name);
    const state = await this.context.state.state(name);
    const value = await query(this.context.sql.query, tableNames(projection, state.activeSlot));
    return { value, checkpoint: this.context.reached(state) };
  }

  async waitFor(name: string, position: bigint, timeoutMs: number): Promise<boolean> {
    this.listener(name);
    const { wake } = this.context;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const epoch = wake.epoch;
      if (this.context.reached(await this.context.state.state(name)) >= position) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      // Once stopped, the notifier no longer waits: poll (another instance may move it on).
      if (wake.isClosed) await pause(Math.min(left, 25));
      else await wake.wait(epoch, Math.min(left, 25));
    }
  }

  listener(name: string): Listener {
    const listener = this.context.listeners.get(name);
    if (!listener) throw new UnknownListener(name);
    return listener;
  }

  projection(name: string): SqlProjection {
    const listener = this.listener(name);
    if (!isSqlProjection(listener)) throw new UnknownListener(name);
    return listener;
  }

  private info(state: ListenerState, head: bigint): ListenerInfo {
    const listener = this.listener(state.name);
    const checkpoint = this.context.reached(state);
    const { rebuild } = state;
    return {
      name: state.name,
      kind: listener.kind ?? (isSqlProjection(listener) ? 'projection' : 'side-effect'),
      status: state.status === 'running' && state.lastError !== null ? 'failing' : state.status,
      checkpoint,
      headPosition: head,
      lag: head > checkpoint ? head - checkpoint : 0n,
      leaseOwner: state.leaseOwner,
      leaseUntil: state.leaseUntil,
      applied: state.applied,
      skipped: state.skipped,
      lastError: state.lastError,
      failedEvent: state.failedEvent,
      rebuild: rebuild
        ? {
            checkpoint: rebuild.checkpoint,
            progress:
              checkpoint === 0n ? 1 : Math.min(1, Number(rebuild.checkpoint) / Number(checkpoint)),
            startedAt: new Date(rebuild.startedAt).toISOString(),
          }
        : null,
    };
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
