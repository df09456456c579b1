import type { ExpectedVersion, ValidationProblem } from '@tidemark/domain';

export type TidemarkErrorCode =
  | 'WrongExpectedVersion'
  | 'DuplicateEventId'
  | 'AppendConditionFailed'
  | 'StreamNotFound'
  | 'StreamDeleted'
  | 'NotSupported'
  | 'ValidationError'
  | 'StoreClosed'
  | 'StoreUnavailable'
  | 'StoreFull'
  | 'UnknownEventType'
  | 'UnreadableEvent';

/** Base of every error Tidemark's libraries throw: a stable string `code` the edge maps to a status. */
export abstract class TidemarkError extends Error {
  /** One of {@link TidemarkErrorCode}, or a domain's own code (see `CommandRejected`). */
  abstract readonly code: string;

  /** The fields a client may see (no stack, no driver details). */
  abstract toJSON(): { error: string } & Record<string, unknown>;
}

export class WrongExpectedVersion extends TidemarkError {
  readonly code = 'WrongExpectedVersion' as const;
  constructor(
    readonly streamId: string,
    readonly expectedVersion: ExpectedVersion,
    readonly actualVersion: number,
  ) {
    super(
      `stream ${streamId}: expected version ${String(expectedVersion)}, actual ${actualVersion}`,
    );
    this.name = 'WrongExpectedVersion';
  }
  toJSON() {
    const { code: error, streamId, expectedVersion, actualVersion } = this;
    return { error, streamId, expectedVersion, actualVersion };
  }
}

export class DuplicateEventId extends TidemarkError {
  readonly code = 'DuplicateEventId' as const;
  constructor(
    readonly streamId: string,
    /** The ids of the append that are already stored. */
    readonly eventIds: readonly string[],
    readonly reason: string,
  ) {
    super(`stream ${streamId}: ${reason}`);
    this.name = 'DuplicateEventId';
  }
  toJSON() {
    const { code: error, streamId, eventIds, reason } = this;
    return { error, streamId, eventIds, message: reason };
  }
}

/**
 * A conditional append (Dynamic Consistency Boundary) found an event matching its query above
 * `after`: nothing was written. Read the boundary again and decide again.
 */
export class AppendConditionFailed extends TidemarkError {
  readonly code = 'AppendConditionFailed' as const;
  constructor(
    /** The condition's `after` (undefined: any matching event fails it). */
    readonly after: bigint | undefined,
    /** The position of a matching event above `after`. */
    readonly conflictPosition: bigint,
  ) {
    super(
      `append condition failed: an event matching the query stands at position ${conflictPosition}` +
        (after === undefined ? ' (no event may match)' : `, above ${after}`),
    );
    this.name = 'AppendConditionFailed';
  }
  toJSON() {
    return { error: this.code, message: this.message };
  }
}

export class StreamNotFound extends TidemarkError {
  readonly code = 'StreamNotFound' as const;
  constructor(readonly streamId: string) {
    super(`stream ${streamId} has no events`);
    this.name = 'StreamNotFound';
  }
  toJSON() {
    return { error: this.code, streamId: this.streamId, message: this.message };
  }
}

/** The stream was tombstoned (deleted for good): it can be neither read nor written again. */
export class StreamDeleted extends TidemarkError {
  readonly code = 'StreamDeleted' as const;
  constructor(readonly streamId: string) {
    super(`stream ${streamId} is deleted for good (tombstoned)`);
    this.name = 'StreamDeleted';
  }
  toJSON() {
    return { error: this.code, streamId: this.streamId, message: this.message };
  }
}

/**
 * The store cannot do this operation at all (e.g. EventStoreDB's adapter and `scavenge`).
 * `store` is its kind (`Storage.kind`).
 */
export class NotSupported extends TidemarkError {
  readonly code = 'NotSupported' as const;
  constructor(
    readonly operation: string,
    readonly store: string,
  ) {
    super(`${operation} is not supported by the ${store} store`);
    this.name = 'NotSupported';
  }
  toJSON() {
    const { code: error, operation, store, message } = this;
    return { error, operation, store, message };
  }
}

export class ValidationError extends TidemarkError {
  readonly code = 'ValidationError' as const;
  constructor(readonly details: readonly ValidationProblem[]) {
    super(details.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)).join('; '));
    this.name = 'ValidationError';
  }
  toJSON() {
    return { error: this.code, details: this.details };
  }
}

/**
 * An event of a type another writer put in a category an aggregate owns: the aggregate's
 * decider does not know it (its `eventTypes`), so it may not be appended there (see
 * `guardOwnedCategories`). A {@link ValidationError}: nothing was written.
 */
export class ForeignEventType extends ValidationError {
  constructor(
    readonly streamId: string,
    readonly eventType: string,
    /** The event's place in the append, from 0. */
    readonly index: number,
    /** The types the category's streams take. */
    readonly accepted: readonly string[],
  ) {
    super([
      {
        path: `events[${index}].type`,
        message: `${eventType} is not an event type of ${streamId}'s aggregate (it takes ${accepted.join(', ')})`,
      },
    ]);
    this.name = 'ForeignEventType';
  }
}

/**
 * An aggregate's stream holds an event of a type its decider does not know, and the decider's
 * policy for such events is `fail` (see `Decider.unknownEvents`): the aggregate cannot be loaded
 * until the event is dealt with or the decider learns the type. Over HTTP a 409.
 */
export class UnknownEventInStream extends TidemarkError {
  readonly code = 'UnknownEventType' as const;
  constructor(
    readonly streamId: string,
    readonly version: number,
    readonly eventType: string,
    readonly position: bigint,
  ) {
    super(
      `stream ${streamId}: event ${version} (position ${position}) is of type ${eventType}, ` +
        'which its aggregate does not know',
    );
    this.name = 'UnknownEventInStream';
  }
  toJSON() {
    const { code: error, streamId, version, eventType, message } = this;
    return { error, streamId, version, eventType, position: this.position.toString(), message };
  }
}

/**
 * Loading an aggregate, its decider could not apply an event of its stream: `evolve` (or an
 * upcaster) threw on it, e.g. data of a known type that another writer shaped otherwise.
 * The aggregate answers this, naming the event, until the stream is repaired.
 */
export class UnreadableEventInStream extends TidemarkError {
  readonly code = 'UnreadableEvent' as const;
  constructor(
    readonly streamId: string,
    readonly version: number,
    readonly eventType: string,
    readonly position: bigint,
    /** What the decider said of the event. */
    readonly reason: string,
  ) {
    super(
      `stream ${streamId}: event ${version} (position ${position}, ${eventType}) cannot be ` +
        `applied by its aggregate: ${reason}`,
    );
    this.name = 'UnreadableEventInStream';
  }
  toJSON() {
    const { code: error, streamId, version, eventType, reason, message } = this;
    const position = this.position.toString();
    return { error, streamId, version, eventType, position, reason, message };
  }
}

export class StoreClosed extends TidemarkError {
  readonly code = 'StoreClosed' as const;
  constructor() {
    super('the event store is closed');
    this.name = 'StoreClosed';
  }
  toJSON() {
    return { error: this.code, message: this.message };
  }
}

/**
 * Which store failed or refused: a store kind's name (`STORE_KINDS`: the event store's database,
 * JetStream …), or `redis` (seen dedup keys).
 */
export type StoreName = string;

/**
 * The store cannot be reached or did not answer in time (refused or lost connection, a
 * timeout, a server shutting down or out of connections). Retrying later may succeed. When a
 * write's COMMIT was sent and no answer came, `writeOutcome` is `unknown`: it may stand, and a
 * retry with the same event ids is recognised as one; otherwise nothing of it was written.
 */
export class StoreUnavailable extends TidemarkError {
  readonly code = 'StoreUnavailable' as const;
  readonly retryAfterSeconds = 1;
  constructor(
    readonly store: StoreName,
    cause: unknown,
    readonly writeOutcome?: 'unknown',
  ) {
    super(
      `the ${store} store is unavailable: ${messageOf(cause)}` +
        (writeOutcome === 'unknown' ? ' (the write may have committed)' : ''),
      { cause },
    );
    this.name = 'StoreUnavailable';
  }
  toJSON() {
    const { code: error, store, writeOutcome } = this;
    if (writeOutcome === undefined) {
      return { error, store, message: `the ${store} store is unavailable; retry later` };
    }
    const message = `the ${store} store did not confirm the write, which may stand: retry with the same event ids`;
    return { error, store, writeOutcome, message };
  }
}

/** The store has no room left (a full disk, a size limit): nothing was written. */
export class StoreFull extends TidemarkError {
  readonly code = 'StoreFull' as const;
  readonly retryAfterSeconds = 30;
  constructor(
    readonly store: StoreName,
    cause: unknown,
  ) {
    super(`the ${store} store is full: ${messageOf(cause)}`, { cause });
    this.name = 'StoreFull';
  }
  toJSON() {
    return {
      error: this.code,
      store: this.store,
      message: `the ${this.store} store has no room to write; nothing was written`,
    };
  }
}

/** An outage of the store itself, not a refusal of one request. */
export function isStoreOutage(error: unknown): error is StoreUnavailable | StoreFull {
  return error instanceof StoreUnavailable || error instanceof StoreFull;
}

function messageOf(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}

export function isTidemarkError(error: unknown): error is TidemarkError {
  return error instanceof TidemarkError;
}
