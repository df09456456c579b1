import type { EventQuery, NewEvent } from '@tidemark/domain';
import type {
  AppendCondition,
  ReadByQueryOptions,
  ReadByQueryResult,
} from '../event-store/event-store.port';

export interface BoundaryAppendOptions {
  /** Fails the append with `AppendConditionFailed` when a matching event stands above `after`. */
  readonly condition?: AppendCondition;
}

export interface BoundaryAppendResult {
  /** The position of the append's last event. */
  readonly lastPosition: bigint;
  /** Each event's id (the store's when the caller gave none) and position, in order. */
  readonly events: readonly { readonly id: string; readonly position: bigint }[];
  /** False for a retry recognised by its event ids: nothing was written. */
  readonly written: boolean;
}

/**
 * Dynamic Consistency Boundaries (dcb.events) over the global log: read the events a decision
 * depends on by query, and append on the condition that none appeared since. Events appended
 * here are ordinary events of the log, in a stream of their own named `dcb-<first event id>`
 * (versions 1…n), so `GET /all`, subscriptions and projections see them; conditions see every
 * event of the log, whichever API appended it.
 */
export interface BoundaryStore {
  /**
   * The events matching `query` above `from`, in position order, with the head read in the
   * same snapshot (safe as a condition's `after` once every page was read).
   *
   * @throws ValidationError a bad query or option. @throws NotSupported the store has no tags.
   */
  read(query: EventQuery, options?: ReadByQueryOptions): Promise<ReadByQueryResult>;

  /**
   * Appends `events` atomically, or nothing. The same ids appended again with the same content
   * are a retry: answered with the original positions, nothing written, whatever the condition
   * says now.
   *
   * @throws AppendConditionFailed a matching event stands above the condition's `after`.
   * @throws DuplicateEventId the ids are stored with other content, or only some of them.
   * @throws ValidationError every problem of the events and the condition.
   * @throws NotSupported the store cannot check a condition atomically (EventStoreDB, JetStream).
   */
  append(
    events: readonly NewEvent[],
    options?: BoundaryAppendOptions,
  ): Promise<BoundaryAppendResult>;
}

/** DI token for the {@link BoundaryStore}. */
export const BOUNDARY_STORE = Symbol('tidemark.BoundaryStore');

/** The category of the streams that boundary appends write. */
export const BOUNDARY_CATEGORY = 'dcb';
