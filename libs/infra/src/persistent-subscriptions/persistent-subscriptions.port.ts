import type { LogFilter, RecordedEvent } from '../event-store/event-store.port';

/** The source of a group on the global log rather than one stream. */
export const ALL_STREAMS = '$all';

export type ConsumerStrategy = 'RoundRobin' | 'DispatchToSingle' | 'Pinned';

/**
 * Where a new group starts. A stream's group: `{ version }` is the first version delivered
 * (EventStoreDB's revision + 1). A `$all` group: `{ position }` is the first position delivered.
 */
export type SubscriptionStart =
  'start' | 'end' | { readonly version: number } | { readonly position: bigint };

/** A group's settings, as EventStoreDB's (times in milliseconds). */
export interface PersistentSubscriptionSettings {
  readonly startFrom: SubscriptionStart;
  /** Accepted and kept; Tidemark has no link events to resolve. */
  readonly resolveLinks: boolean;
  readonly extraStatistics: boolean;
  /** An event not acked within this is retried; 0: never. */
  readonly messageTimeoutMs: number;
  /** Retries (timeouts, nack retry, a consumer gone) past this park the event. */
  readonly maxRetryCount: number;
  /** Events read ahead into the group's buffer, at most. */
  readonly liveBufferSize: number;
  /** Events read from the store per page. */
  readonly readBatchSize: number;
  /** Kept for EventStoreDB clients; Tidemark's buffer is {@link liveBufferSize}. */
  readonly historyBufferSize: number;
  /** How often the checkpoint is written while at least {@link minCheckpointCount} settled. */
  readonly checkpointAfterMs: number;
  readonly minCheckpointCount: number;
  /** Settled events past the checkpoint that force a checkpoint at once. */
  readonly maxCheckpointCount: number;
  /** Consumers connected at once; 0: unbounded. */
  readonly maxSubscriberCount: number;
  readonly consumerStrategy: ConsumerStrategy;
}

/** EventStoreDB's defaults, but for the start: a new group starts at the end, as there. */
export const DEFAULT_PERSISTENT_SUBSCRIPTION_SETTINGS: PersistentSubscriptionSettings = {
  startFrom: 'end',
  resolveLinks: false,
  extraStatistics: false,
  messageTimeoutMs: 30_000,
  maxRetryCount: 10,
  liveBufferSize: 500,
  readBatchSize: 20,
  historyBufferSize: 500,
  checkpointAfterMs: 2_000,
  minCheckpointCount: 10,
  maxCheckpointCount: 1_000,
  maxSubscriberCount: 0,
  consumerStrategy: 'RoundRobin',
};

/** A group: `stream` is a stream id or {@link ALL_STREAMS}. */
export interface GroupKey {
  readonly stream: string;
  readonly group: string;
}

/** A `$all` group's filter: the store's, and regular expressions (JavaScript syntax) on top. */
export interface GroupFilter extends LogFilter {
  /** Only events of streams whose id matches. */
  readonly streamPattern?: string;
  /** Only events whose type matches. */
  readonly typePattern?: string;
}

export interface CreateGroupOptions {
  readonly settings?: Partial<PersistentSubscriptionSettings>;
  /** `$all` groups only: the events they deliver. */
  readonly filter?: GroupFilter;
}

export interface ConnectionInfo {
  readonly id: string;
  readonly name: string;
  /** Who connected it ('' when not known). */
  readonly username: string;
  readonly bufferSize: number;
  readonly inFlight: number;
  /** Events delivered to it since it connected. */
  readonly delivered: number;
}

export interface PersistentSubscriptionInfo extends GroupKey {
  readonly settings: PersistentSubscriptionSettings;
  readonly filter: GroupFilter | undefined;
  /**
   * Everything up to here is settled (acked, skipped or parked): a version for a stream's
   * group, a position for `$all`. Undefined before the first checkpoint.
   */
  readonly checkpoint: bigint | undefined;
  /** The last event read into the group (version or position); undefined when none yet. */
  readonly lastKnown: bigint | undefined;
  /** Read ahead, waiting for a consumer. */
  readonly pending: number;
  readonly inFlight: number;
  readonly parked: number;
  /** Acked or skipped after the checkpoint, out of order. */
  readonly settledAfterCheckpoint: number;
  /** This instance's connections (other instances keep their own). */
  readonly connections: readonly ConnectionInfo[];
}

export interface Delivery {
  readonly event: RecordedEvent;
  /** 0 on the first delivery. */
  readonly retryCount: number;
}

/** What a consumer does with events it cannot handle. */
export type NackAction = 'park' | 'retry' | 'skip' | 'stop';

export type DropReason = 'closed' | 'deleted' | 'updated' | 'stopped' | 'shutdown' | 'failed';

export interface ConsumerOptions {
  /** Events delivered and not yet acked, at most. */
  readonly bufferSize: number;
  readonly name?: string;
  /** Who connects it (shown in the group's connections). */
  readonly username?: string;
  /** Called once per delivery, in order; never more than `bufferSize` unacked. */
  readonly onEvent: (delivery: Delivery) => void;
  /** Called once when the subscription ends for any reason but {@link PersistentConsumer.close}. */
  readonly onDropped?: (reason: DropReason, error?: unknown) => void;
}

export interface PersistentConsumer {
  readonly id: string;
  /** Settles the events (by event id): they are not delivered again. */
  ack(eventIds: readonly string[]): Promise<void>;
  /**
   * park: set aside until replayed; retry: delivered again (to any consumer), counted;
   * skip: settled as if acked; stop: retried and this consumer is dropped.
   */
  nack(eventIds: readonly string[], action: NackAction, reason: string): Promise<void>;
  /** Disconnects: its unacked events go to other consumers (counted as a retry). */
  close(): Promise<void>;
}

/**
 * Persistent subscriptions (competing consumers): groups that remember what they delivered,
 * each event handed to one connected consumer, retried until acked, parked when it keeps
 * failing. The state is durable, so a restart resumes where the group stood, and consumers in
 * several instances over one database share the work.
 */
export interface PersistentSubscriptions {
  /** @throws PersistentSubscriptionExists */
  create(key: GroupKey, options?: CreateGroupOptions): Promise<void>;
  /**
   * Changes the settings (and a `$all` group's filter, kept when none is given); the group
   * keeps its place and its `startFrom`, its consumers are dropped (`updated`) and reconnect.
   * @throws PersistentSubscriptionNotFound
   */
  update(key: GroupKey, options: CreateGroupOptions): Promise<void>;
  /** Drops its consumers (`deleted`) and forgets it. @throws PersistentSubscriptionNotFound */
  delete(key: GroupKey): Promise<void>;
  /** Every group, or a stream's (`$all` for the global log's). */
  list(stream?: string): Promise<PersistentSubscriptionInfo[]>;
  /** @throws PersistentSubscriptionNotFound */
  info(key: GroupKey): Promise<PersistentSubscriptionInfo>;
  /** @throws PersistentSubscriptionNotFound, MaximumSubscribersReached */
  connect(key: GroupKey, consumer: ConsumerOptions): Promise<PersistentConsumer>;
  /**
   * Parked events delivered again, oldest parked first, their retry counts reset; `stopAt`:
   * at most that many. Returns how many. @throws PersistentSubscriptionNotFound
   */
  replayParked(key: GroupKey, options?: { readonly stopAt?: number }): Promise<number>;
  /** Drops every consumer (`shutdown`), handing its unacked events back. */
  close(): Promise<void>;
}
