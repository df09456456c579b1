import {
  fold,
  isDomainError,
  knowsEventType,
  schemaVersionOf,
  SCHEMA_VERSION_KEY,
  UnknownEventType,
  UpcasterRegistry,
  type Command,
  type Decider,
  type DomainError,
  type DomainErrorKind,
  type DomainEvent,
  type ExpectedVersion,
  type JsonObject,
} from '@tidemark/domain';
import {
  StreamNotFound,
  TidemarkError,
  UnknownEventInStream,
  UnreadableEventInStream,
  WrongExpectedVersion,
} from '../errors';
import type {
  EventReader,
  EventWriter,
  KeyedCommand,
  ReadStreamResult,
  RecordedEvent,
} from '../event-store/event-store.port';
import type { SnapshotStore } from '../snapshots/snapshot-store.port';
import { commandEventId, type Clock, systemClock } from '../support/ids';
import { inSpan } from '../tracing/trace-context';
import { writeMayStand } from '../event-store/keyed-appends';
import {
  conflictBackoff,
  DEFAULT_CONFLICT_RETRY,
  type ConflictRetryPolicy,
} from './conflict-retry';

/** A command refused by the aggregate's rules; `code` is the domain's code. */
export class CommandRejected extends TidemarkError {
  readonly code: string;
  readonly kind: DomainErrorKind;
  constructor(readonly error: DomainError) {
    super(error.message);
    this.name = 'CommandRejected';
    this.code = error.code;
    this.kind = error.kind;
  }
  toJSON() {
    return { error: this.code, message: this.message };
  }
}

export type { ConflictRetryPolicy };

export interface AggregateRepositoryOptions<C extends Command, E extends DomainEvent, S> {
  readonly decider: Decider<C, E, S>;
  readonly store: EventReader & EventWriter;
  /** Takes a snapshot every `snapshotEvery` events (0: never). Needs `snapshots`. */
  readonly snapshotEvery?: number;
  readonly snapshots?: SnapshotStore;
  /** The shape of the state; snapshots of another version are ignored and rebuilt. Default 1. */
  readonly snapshotSchemaVersion?: number;
  readonly upcasters?: UpcasterRegistry;
  readonly retry?: Partial<ConflictRetryPolicy>;
  readonly clock?: Clock;
  /** In [0, 1): the jitter. Default Math.random. */
  readonly random?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  /** Called with the recorded events once their append committed (never for a failed one). */
  readonly onCommitted?: (events: readonly RecordedEvent[]) => void | Promise<void>;
  /** A snapshot that could not be saved does not fail the command; it is reported here. */
  readonly onSnapshotError?: (error: unknown) => void;
}

export interface HandleOptions {
  /** The version the caller saw (`If-Match`): a mismatch is not retried. */
  readonly expectedVersion?: number;
  /** Added to every event's metadata (correlationId, causationId, source…). */
  readonly metadata?: JsonObject;
  /**
   * Names the command (e.g. the command id its idempotency key's claim gave): its events' ids
   * are derived from it ({@link commandEventId}), so a command run again — a retry after a crash, two requests racing —
   * is recognised by the events it already appended and answered from them, never decided
   * and written twice.
   */
  readonly commandId?: string;
  /**
   * The idempotency key to complete with the command's events (see `AppendOptions.keyed`).
   * Its `response` is applied to the command's own append result whether this run wrote the
   * events or found them (a command run again: `written` true, the first run's versions and
   * position), so every run of the command answers the same.
   */
  readonly keyed?: KeyedCommand;
}

export interface HandleResult<S> {
  readonly streamId: string;
  /** The events this command appended; empty when the decision was a no-op. */
  readonly events: readonly RecordedEvent[];
  /** The stream's version after the command. */
  readonly version: number;
  /** Position of the last appended event; undefined when nothing was appended. */
  readonly position: bigint | undefined;
  readonly state: S;
  /** How many conflicts were retried. */
  readonly retries: number;
  /**
   * False when the command (`commandId`) had run before: its events were found, nothing was
   * decided or written, and this result is the first run's.
   */
  readonly firstRun: boolean;
}

export interface LoadedAggregate<S> {
  readonly state: S;
  readonly version: number;
  /** The version of the snapshot the load started from, 0 without one. */
  readonly snapshotVersion: number;
}

/** The events `commandId` appended, found among `events` (a stream slice), if it ran. */
function ranBefore(
  events: readonly RecordedEvent[],
  commandId: string,
): readonly RecordedEvent[] | undefined {
  const first = commandEventId(commandId, 0);
  const start = events.findIndex((event) => event.id === first);
  if (start < 0) return undefined;
  let end = start + 1;
  while (end < events.length && events[end].id === commandEventId(commandId, end - start)) {
    end += 1;
  }
  return events.slice(start, end);
}

/**
 * Loads an aggregate (latest snapshot plus the tail), decides, and appends with the loaded
 * version as the expected version. A conflict means someone else decided meanwhile: reload
 * and decide again, a bounded number of times with jittered back-off, then surface it.
 */
export class AggregateRepository<C extends Command, E extends DomainEvent, S> {
  private readonly decider: Decider<C, E, S>;
  private readonly store: EventReader & EventWriter;
  private readonly upcasters: UpcasterRegistry;
  private readonly retry: ConflictRetryPolicy;
  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: AggregateRepositoryOptions<C, E, S>) {
    this.decider = options.decider;
    this.store = options.store;
    this.upcasters = options.upcasters ?? new UpcasterRegistry();
    this.retry = { ...DEFAULT_CONFLICT_RETRY, ...options.retry };
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? Math.random;
    this.sleep = options.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
    if ((options.snapshotEvery ?? 0) > 0 && !options.snapshots) {
      throw new Error('snapshotEvery needs a snapshot store');
    }
  }

  /** @throws UnknownEventInStream as {@link handle}. */
  async load(streamId: string): Promise<LoadedAggregate<S>> {
    const { state, version, snapshotVersion } = await this.loadWithTail(streamId);
    return { state, version, snapshotVersion };
  }

  /**
   * The aggregate and the events read after its snapshot. A snapshot counts only while its own
   * event is still readable: after a soft delete, a truncation or a `maxCount`/`maxAge` that
   * hides it, the state is folded from what the stream shows, as a replay would see it.
   */
  private async loadWithTail(
    streamId: string,
  ): Promise<LoadedAggregate<S> & { tail: readonly RecordedEvent[] }> {
    const snapshot = await this.usableSnapshot(streamId);
    let read: ReadStreamResult;
    try {
      // From the snapshot's own version, to see whether it still stands.
      read = await this.store.readStream(streamId, { from: snapshot?.version ?? 1 });
    } catch (error) {
      if (!(error instanceof StreamNotFound)) throw error;
      return { state: this.decider.initialState(), version: 0, snapshotVersion: 0, tail: [] };
    }
    const standing = snapshot !== undefined && read.events[0]?.version === snapshot.version;
    const tail = standing ? read.events.slice(1) : read.events;
    const state = this.foldStored(tail, standing ? snapshot.state : this.decider.initialState());
    return { state, version: read.version, snapshotVersion: standing ? snapshot.version : 0, tail };
  }

  /**
   * `from` evolved by stored events. An event of a type the decider does not know (another
   * writer's) is skipped or fails the load with {@link UnknownEventInStream}, naming it, as the
   * decider's `unknownEvents` says; one that `evolve` (or an upcaster) throws on fails it with
   * {@link UnreadableEventInStream}, naming it: a stream's bad event is never an internal error.
   */
  private foldStored(events: readonly RecordedEvent[], from: S): S {
    let state = from;
    for (const event of events) {
      try {
        state = fold(this.decider, [this.toDomainEvent(event)], state);
      } catch (error) {
        const { streamId, version, position, type } = event;
        if (error instanceof UnknownEventType) {
          throw new UnknownEventInStream(streamId, version, error.eventType, position);
        }
        const reason = error instanceof Error ? error.message : String(error);
        throw new UnreadableEventInStream(streamId, version, type, position, reason);
      }
    }
    return state;
  }

  /**
   * @throws CommandRejected the decider refused the command.
   * @throws WrongExpectedVersion `expectedVersion` was given and does not match, or the
   * conflicts outlasted the retries.
   * @throws UnknownEventInStream the stream holds an event the decider does not know, and its
   * `unknownEvents` policy is `fail`.
   * @throws UnreadableEventInStream the decider could not apply an event of the stream.
   */
  async handle(
    streamId: string,
    command: C,
    options: HandleOptions = {},
  ): Promise<HandleResult<S>> {
    return inSpan(
      'tidemark.command',
      { attributes: { 'tidemark.command': command.type, 'tidemark.stream': streamId } },
      async (span) => {
        const result = await this.decideAndAppend(streamId, command, options);
        span.setAttributes({
          'tidemark.retries': result.retries,
          'tidemark.events': result.events.length,
          'tidemark.first_run': result.firstRun,
        });
        return result;
      },
    );
  }

  private async decideAndAppend(
    streamId: string,
    command: C,
    options: HandleOptions,
  ): Promise<HandleResult<S>> {
    for (let attempt = 0; ; attempt += 1) {
      const loaded = await this.loadWithTail(streamId);
      const { commandId } = options;
      const ran = commandId === undefined ? undefined : ranBefore(loaded.tail, commandId);
      if (ran) return this.answeredBefore(streamId, ran, loaded.state, attempt, options);
      if (options.expectedVersion !== undefined && options.expectedVersion !== loaded.version) {
        throw new WrongExpectedVersion(streamId, options.expectedVersion, loaded.version);
      }
      const decision = this.decider.decide(command, loaded.state);
      if (isDomainError(decision) || decision.length === 0) {
        // A snapshot may hide the command's events: look behind it before refusing.
        const hidden =
          commandId !== undefined && loaded.snapshotVersion > 0
            ? await this.ranBeforeSnapshot(streamId, loaded.snapshotVersion, commandId)
            : undefined;
        if (hidden) return this.answeredBefore(streamId, hidden, loaded.state, attempt, options);
      }
      if (isDomainError(decision)) throw new CommandRejected(decision);
      if (decision.length === 0) {
        return {
          streamId,
          events: [],
          version: loaded.version,
          position: undefined,
          state: loaded.state,
          retries: attempt,
          firstRun: true,
        };
      }
      try {
        return await this.append(streamId, loaded, decision, options, attempt);
      } catch (error) {
        const retryable =
          error instanceof WrongExpectedVersion &&
          options.expectedVersion === undefined &&
          attempt + 1 < this.retry.maxAttempts;
        if (!retryable) throw error;
        await this.sleep(conflictBackoff(this.retry, attempt + 1, this.random()));
      }
    }
  }

  private async append(
    streamId: string,
    loaded: LoadedAggregate<S>,
    events: readonly E[],
    options: HandleOptions,
    retries: number,
  ): Promise<HandleResult<S>> {
    const expectedVersion: ExpectedVersion = loaded.version;
    const { commandId } = options;
    // Before anything is written: an event the decider would not know again is its own bug.
    const unknown = events.find((event) => !knowsEventType(this.decider, event.type));
    if (unknown !== undefined) {
      throw new Error(`the decider decided ${unknown.type}, which is not among its eventTypes`);
    }
    const state = fold(this.decider, events, loaded.state);
    const result = await this.store.appendToStream(
      streamId,
      events.map((event, index) => ({
        ...(commandId === undefined ? {} : { id: commandEventId(commandId, index) }),
        type: event.type,
        data: event.data as JsonObject,
        metadata: {
          ...options.metadata,
          [SCHEMA_VERSION_KEY]: this.upcasters.currentVersion(event.type),
        },
      })),
      { expectedVersion, keyed: options.keyed },
    );
    // The events stand: an outage from here on must not read as "nothing was written".
    return this.afterAppend(async () => {
      const recorded = (
        await this.store.readStream(streamId, { from: result.firstVersion, limit: events.length })
      ).events;
      if (!result.written) {
        // The command's events were already stored (hidden by a snapshot, or another run won).
        const { state } = await this.load(streamId);
        return this.answeredBefore(streamId, recorded, state, retries, options);
      }
      options.keyed?.response(result);
      await this.maybeSnapshot(streamId, loaded.snapshotVersion, result.nextExpectedVersion, state);
      await this.options.onCommitted?.(recorded);
      return {
        streamId,
        events: recorded,
        version: result.nextExpectedVersion,
        position: result.position,
        state,
        retries,
        firstRun: true,
      };
    });
  }

  /** What follows an append that stood: its outages say the write may stand (it does). */
  private async afterAppend<T>(after: () => Promise<T>): Promise<T> {
    try {
      return await after();
    } catch (error) {
      throw writeMayStand(error);
    }
  }

  /**
   * The result of a command that ran before, from the events it appended then; its key (if
   * any) is answered from them as the first run's was.
   */
  private answeredBefore(
    streamId: string,
    events: readonly RecordedEvent[],
    state: S,
    retries: number,
    options: HandleOptions,
  ): HandleResult<S> {
    const first = events[0];
    const last = events[events.length - 1];
    options.keyed?.response({
      streamId,
      firstVersion: first.version,
      nextExpectedVersion: last.version,
      position: last.position,
      // The command's own events, written by its first run.
      written: true,
    });
    return {
      streamId,
      events,
      version: last.version,
      position: last.position,
      state,
      retries,
      firstRun: false,
    };
  }

  /** The command's events among those the snapshot at `snapshotVersion` covers, if any. */
  private async ranBeforeSnapshot(
    streamId: string,
    snapshotVersion: number,
    commandId: string,
  ): Promise<readonly RecordedEvent[] | undefined> {
    const covered = await this.store.readStream(streamId, { from: 1, limit: snapshotVersion });
    return ranBefore(covered.events, commandId);
  }

  private async usableSnapshot(
    streamId: string,
  ): Promise<{ state: S; version: number } | undefined> {
    if (!this.options.snapshots || (this.options.snapshotEvery ?? 0) <= 0) return undefined;
    const snapshot = await this.options.snapshots.load(streamId);
    if (!snapshot || snapshot.schemaVersion !== (this.options.snapshotSchemaVersion ?? 1)) {
      return undefined;
    }
    return { state: snapshot.state as S, version: snapshot.version };
  }

  private async maybeSnapshot(
    streamId: string,
    snapshotVersion: number,
    version: number,
    state: S,
  ): Promise<void> {
    const every = this.options.snapshotEvery ?? 0;
    if (every <= 0 || !this.options.snapshots || version - snapshotVersion < every) return;
    try {
      await this.options.snapshots.save({
        streamId,
        version,
        schemaVersion: this.options.snapshotSchemaVersion ?? 1,
        state,
        takenAt: this.clock().toISOString(),
      });
    } catch (error) {
      this.options.onSnapshotError?.(error);
    }
  }

  private toDomainEvent(event: RecordedEvent): E {
    const current = this.upcasters.upcast({
      type: event.type,
      data: event.data,
      schemaVersion: schemaVersionOf(event.metadata),
    });
    return { type: current.type, data: current.data } as unknown as E;
  }
}
