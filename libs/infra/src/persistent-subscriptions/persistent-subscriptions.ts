import type { EventReader } from '../event-store/event-store.port';
import { type Clock, systemClock } from '../support/ids';
import { defaultInstanceId } from '../support/instance-id';
import { GroupDispatcher } from './group-dispatcher';
import { startPosition } from './group-reader';
import {
  MaximumSubscribersReached,
  notFound,
  PersistentSubscriptionExists,
} from './persistent-subscription-errors';
import {
  type GroupRow,
  parseFilter,
  type PersistentSubscriptionState,
} from './persistent-subscription-state.port';
import type {
  ConsumerOptions,
  CreateGroupOptions,
  GroupKey,
  PersistentConsumer,
  PersistentSubscriptionInfo,
  PersistentSubscriptions,
} from './persistent-subscriptions.port';
import { checkedSettings, parseSettings, settingsJson } from './settings';

export interface PersistentSubscriptionsOptions {
  readonly events: EventReader;
  /** Where the groups' state is kept (the store's own: `Storage.persistentSubscriptionState`). */
  readonly state: PersistentSubscriptionState;
  /** Times of leases, message timeouts and checkpoints. */
  readonly clock?: Clock;
  /** Names this instance's claims. Default: host, pid and a random tail. */
  readonly instanceId?: string;
  /** How often a group with consumers looks for work it was not told of. Default 500 ms. */
  readonly pollIntervalMs?: number;
  /** A claim's lease in a group without message timeout, renewed while held. Default 30 s. */
  readonly leaseMs?: number;
  /** Told of failures the dispatchers recover from by trying again. */
  readonly onError?: (error: unknown) => void;
}

const keyOf = ({ stream, group }: GroupKey) => `${stream}\u0000${group}`;

/**
 * Persistent subscriptions over a store's group state: see {@link PersistentSubscriptions}.
 * Each instance runs a dispatcher per group it has consumers of; instances over one
 * PostgreSQL database share a group's work through leased claims (`FOR UPDATE SKIP LOCKED`).
 */
export class SubscriptionGroups implements PersistentSubscriptions {
  private readonly state: PersistentSubscriptionState;
  private readonly dispatchers = new Map<string, GroupDispatcher>();
  private readonly clock: Clock;
  private readonly owner: string;
  private closed = false;

  constructor(private readonly options: PersistentSubscriptionsOptions) {
    this.state = options.state;
    this.clock = options.clock ?? systemClock;
    this.owner = options.instanceId ?? defaultInstanceId();
  }

  async create(key: GroupKey, options: CreateGroupOptions = {}): Promise<void> {
    const settings = checkedSettings(key, options.settings, options.filter);
    const from = await startPosition(this.options.events, key, settings.startFrom);
    const now = this.clock().getTime();
    if (!(await this.state.create(key, settingsJson(settings), options.filter, from, now))) {
      throw new PersistentSubscriptionExists(key.stream, key.group);
    }
  }

  async update(key: GroupKey, options: CreateGroupOptions): Promise<void> {
    const current = await this.state.group(key);
    if (!current) throw notFound(key);
    // No filter given: the group keeps its own (EventStoreDB's Update carries none).
    const filter = options.filter ?? parseFilter(current.filter);
    // The group keeps its place: a start is a new group's only.
    const { startFrom } = parseSettings(current.settings);
    const settings = checkedSettings(key, { ...options.settings, startFrom }, filter);
    const now = this.clock().getTime();
    if (!(await this.state.update(key, settingsJson(settings), filter, now))) {
      throw notFound(key);
    }
    await this.dispatchers.get(keyOf(key))?.stop('updated');
  }

  async delete(key: GroupKey): Promise<void> {
    if (!(await this.state.delete(key))) throw notFound(key);
    await this.dispatchers.get(keyOf(key))?.stop('deleted');
  }

  async list(stream?: string): Promise<PersistentSubscriptionInfo[]> {
    const rows = await this.state.groups(stream);
    return Promise.all(rows.map((row) => this.infoOf(row)));
  }

  async info(key: GroupKey): Promise<PersistentSubscriptionInfo> {
    const row = await this.state.group(key);
    if (!row) throw notFound(key);
    return this.infoOf(row);
  }

  async connect(key: GroupKey, consumer: ConsumerOptions): Promise<PersistentConsumer> {
    const row = await this.state.group(key);
    if (!row) throw notFound(key);
    const settings = parseSettings(row.settings);
    const revision = Number(row.revision);
    let dispatcher = this.dispatchers.get(keyOf(key));
    if (dispatcher && dispatcher.revision !== revision) {
      await dispatcher.stop('updated');
      dispatcher = this.dispatchers.get(keyOf(key));
    }
    const max = settings.maxSubscriberCount;
    if (max > 0 && (dispatcher?.consumerCount ?? 0) >= max) {
      throw new MaximumSubscribersReached(key.stream, key.group, max);
    }
    if (!dispatcher) {
      const created: GroupDispatcher = new GroupDispatcher(
        key,
        revision,
        settings,
        {
          events: this.options.events,
          state: this.state,
          clock: this.clock,
          owner: this.owner,
          pollIntervalMs: this.options.pollIntervalMs ?? 500,
          leaseMs: this.options.leaseMs ?? 30_000,
          onError: this.options.onError ?? (() => undefined),
        },
        () => {
          if (this.dispatchers.get(keyOf(key)) === created) this.dispatchers.delete(keyOf(key));
        },
      );
      dispatcher = created;
      this.dispatchers.set(keyOf(key), created);
    }
    return dispatcher.connect({ ...consumer, bufferSize: Math.max(1, consumer.bufferSize) });
  }

  async replayParked(key: GroupKey, options: { stopAt?: number } = {}): Promise<number> {
    if (!(await this.state.group(key))) throw notFound(key);
    const replayed = await this.state.replayParked(key, options.stopAt ?? Number.MAX_SAFE_INTEGER);
    this.dispatchers.get(keyOf(key))?.wake();
    return replayed;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.dispatchers.values()].map((d) => d.stop('shutdown')));
  }

  private async infoOf(row: GroupRow): Promise<PersistentSubscriptionInfo> {
    const key = { stream: row.stream, group: row.group_name };
    const counts = await this.state.counts(key);
    const readPosition = Number(row.read_position);
    return {
      ...key,
      settings: parseSettings(row.settings),
      filter: parseFilter(row.filter),
      checkpoint: row.checkpoint === null ? undefined : BigInt(row.checkpoint),
      lastKnown: readPosition > 0 ? BigInt(readPosition) : undefined,
      pending: counts.pending,
      inFlight: counts.inflight,
      parked: counts.parked,
      settledAfterCheckpoint: counts.acked,
      connections: this.dispatchers.get(keyOf(key))?.connections ?? [],
    };
  }
}

/** Persistent subscriptions over a storage's events, their groups kept in its state. */
export function persistentSubscriptionsOf(
  storage: { events: EventReader; persistentSubscriptionState: PersistentSubscriptionState },
  options: Omit<PersistentSubscriptionsOptions, 'events' | 'state'> = {},
): PersistentSubscriptions {
  return new SubscriptionGroups({
    ...options,
    events: storage.events,
    state: storage.persistentSubscriptionState,
  });
}
