import type { RecordedEvent } from '../event-store/event-store.port';
import type { GroupFilter, GroupKey, NackAction } from './persistent-subscriptions.port';

/** A group as stored: its settings and filter as JSON, where its reading stands. */
export interface GroupRow {
  stream: string;
  group_name: string;
  settings: string;
  filter: string | null;
  revision: number;
  read_position: number;
  checkpoint: number | null;
  checkpointed_at: number;
}

export interface MessageCounts {
  readonly pending: number;
  readonly inflight: number;
  readonly acked: number;
  readonly parked: number;
}

export interface ClaimedMessage {
  readonly seq: number;
  readonly event: RecordedEvent;
  readonly retryCount: number;
  readonly leaseUntil: number;
}

export interface CheckpointRule {
  readonly now: number;
  readonly afterMs: number;
  readonly minCount: number;
  readonly maxCount: number;
}

/**
 * The state of persistent-subscription groups (settings, the messages read for each group and
 * their claims), behind which each store keeps it: the SQL stores in their tables, the memory
 * store in maps. Claims are leases held by an owner (an instance): settling a message is fenced
 * by the owner, so an instance whose lease ran out changes nothing. Every method is atomic.
 */
export interface PersistentSubscriptionState {
  /** Creates the group; false when it exists. */
  create(
    key: GroupKey,
    settings: string,
    filter: GroupFilter | undefined,
    readPosition: number,
    now: number,
  ): Promise<boolean>;
  /** Replaces its settings and filter; false when there is no such group. */
  update(
    key: GroupKey,
    settings: string,
    filter: GroupFilter | undefined,
    now: number,
  ): Promise<boolean>;
  /** Deletes the group and its messages; false when there was none. */
  delete(key: GroupKey): Promise<boolean>;
  group(key: GroupKey): Promise<GroupRow | undefined>;
  /** Every group, or those of one stream. */
  groups(stream?: string): Promise<GroupRow[]>;
  counts(key: GroupKey): Promise<MessageCounts>;
  /** Messages not settled (pending or in flight). */
  pendingCount(key: GroupKey): Promise<number>;
  /** Ends the claims whose lease ran out before `now`; parks those past `maxRetryCount`. */
  expire(key: GroupKey, now: number, maxRetryCount: number): Promise<number>;
  /** Claims up to `limit` pending messages for `owner`, in order, until `leaseUntil`. */
  claim(key: GroupKey, owner: string, limit: number, leaseUntil: number): Promise<ClaimedMessage[]>;
  /**
   * Adds the messages read between `from` and `to` and moves the group's read position to `to`,
   * if it still stands at `from` (false otherwise: another instance read them).
   */
  fill(
    key: GroupKey,
    from: number,
    to: number,
    events: readonly { seq: number; event: RecordedEvent }[],
  ): Promise<boolean>;
  /** Acknowledges `owner`'s claims of these events; returns the ids it settled. */
  ack(key: GroupKey, owner: string, eventIds: readonly string[]): Promise<string[]>;
  nack(
    key: GroupKey,
    owner: string,
    eventIds: readonly string[],
    action: NackAction,
    reason: string,
    now: number,
    maxRetryCount: number,
  ): Promise<string[]>;
  /** Gives claims back (a consumer left); `counted` makes it an attempt. */
  release(
    key: GroupKey,
    owner: string,
    eventIds: readonly string[],
    counted: boolean,
    now: number,
    maxRetryCount: number,
    reason?: string,
  ): Promise<string[]>;
  /** Extends `owner`'s claims in the group. */
  renew(key: GroupKey, owner: string, leaseUntil: number): Promise<void>;
  /** Moves the checkpoint when the rule says so; returns the new one, if any. */
  checkpoint(key: GroupKey, current: GroupRow, rule: CheckpointRule): Promise<number | undefined>;
  /** Makes up to `stopAt` parked messages pending again; returns how many. */
  replayParked(key: GroupKey, stopAt: number): Promise<number>;
}

export function parseFilter(text: string | null): GroupFilter | undefined {
  return text === null ? undefined : (JSON.parse(text) as GroupFilter);
}
