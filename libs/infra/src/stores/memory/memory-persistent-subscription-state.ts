import type { RecordedEvent } from '../../event-store/event-store.port';
import { parseStoredEvent, storedEventJson } from '../../event-store/event-json';
import type {
  CheckpointRule,
  ClaimedMessage,
  GroupRow,
  MessageCounts,
  PersistentSubscriptionState,
} from '../../persistent-subscriptions/persistent-subscription-state.port';
import type {
  GroupFilter,
  GroupKey,
  NackAction,
} from '../../persistent-subscriptions/persistent-subscriptions.port';
import type { MemoryDatabase } from './memory-database';

type Status = keyof MessageCounts;

/** A message read for a group, as the SQL stores keep it. */
interface Message {
  readonly seq: number;
  readonly eventId: string;
  /** JSON text: apart from the event the caller holds. */
  readonly event: string;
  status: Status;
  retryCount: number;
  consumer: string | null;
  leaseUntil: number | null;
  parkedAt: number | null;
  parkReason: string | null;
}

interface Tables {
  readonly groups: Map<string, GroupRow>;
  /** Per group, its messages by seq. */
  readonly messages: Map<string, Map<number, Message>>;
}

const keyOf = (key: GroupKey) => `${key.stream}\0${key.group}`;

/**
 * Persistent-subscription groups and their messages in memory. Every method runs in one
 * synchronous step, so each is atomic; settling a message is fenced by its lease owner.
 */
export class MemoryPersistentSubscriptionState implements PersistentSubscriptionState {
  private readonly tables: Tables;

  constructor(db: MemoryDatabase) {
    this.tables = db.table<Tables>('persistent-subscriptions', () => ({
      groups: new Map(),
      messages: new Map(),
    }));
  }

  async create(
    key: GroupKey,
    settings: string,
    filter: GroupFilter | undefined,
    readPosition: number,
    now: number,
  ): Promise<boolean> {
    if (this.tables.groups.has(keyOf(key))) return false;
    this.tables.groups.set(keyOf(key), {
      stream: key.stream,
      group_name: key.group,
      settings,
      filter: filterJson(filter),
      revision: 1,
      read_position: readPosition,
      checkpoint: null,
      checkpointed_at: now,
    });
    return true;
  }

  async update(key: GroupKey, settings: string, filter: GroupFilter | undefined): Promise<boolean> {
    const row = this.tables.groups.get(keyOf(key));
    if (!row) return false;
    Object.assign(row, { settings, filter: filterJson(filter), revision: row.revision + 1 });
    return true;
  }

  async delete(key: GroupKey): Promise<boolean> {
    this.tables.messages.delete(keyOf(key));
    return this.tables.groups.delete(keyOf(key));
  }

  async group(key: GroupKey): Promise<GroupRow | undefined> {
    const row = this.tables.groups.get(keyOf(key));
    return row && { ...row };
  }

  async groups(stream?: string): Promise<GroupRow[]> {
    return [...this.tables.groups.values()]
      .filter((row) => stream === undefined || row.stream === stream)
      .sort((a, b) => compare(a.stream, b.stream) || compare(a.group_name, b.group_name))
      .map((row) => ({ ...row }));
  }

  async counts(key: GroupKey): Promise<MessageCounts> {
    const counts = { pending: 0, inflight: 0, acked: 0, parked: 0 };
    for (const message of this.messagesOf(key)) counts[message.status] += 1;
    return counts;
  }

  async pendingCount(key: GroupKey): Promise<number> {
    return this.messagesOf(key).filter((message) => message.status === 'pending').length;
  }

  async expire(key: GroupKey, now: number, maxRetryCount: number): Promise<number> {
    let expired = 0;
    for (const message of this.messagesOf(key)) {
      if (message.status !== 'inflight' || (message.leaseUntil ?? 0) > now) continue;
      if (message.retryCount >= maxRetryCount) {
        park(message, now, 'message timeout: retries exhausted');
      } else {
        unclaim(message, 'pending');
        message.retryCount += 1;
      }
      expired += 1;
    }
    return expired;
  }

  async claim(
    key: GroupKey,
    owner: string,
    limit: number,
    leaseUntil: number,
  ): Promise<ClaimedMessage[]> {
    return this.messagesOf(key)
      .filter((message) => message.status === 'pending')
      .slice(0, limit)
      .map((message) => {
        Object.assign(message, { status: 'inflight', consumer: owner, leaseUntil });
        return {
          seq: message.seq,
          event: parseStoredEvent(message.event),
          retryCount: message.retryCount,
          leaseUntil,
        };
      });
  }

  async fill(
    key: GroupKey,
    from: number,
    to: number,
    events: readonly { seq: number; event: RecordedEvent }[],
  ): Promise<boolean> {
    const row = this.tables.groups.get(keyOf(key));
    if (row?.read_position !== from) return false;
    row.read_position = to;
    let messages = this.tables.messages.get(keyOf(key));
    if (!messages) this.tables.messages.set(keyOf(key), (messages = new Map()));
    for (const { seq, event } of events) {
      if (messages.has(seq)) continue;
      messages.set(seq, {
        seq,
        eventId: event.id,
        event: storedEventJson(event),
        status: 'pending',
        retryCount: 0,
        consumer: null,
        leaseUntil: null,
        parkedAt: null,
        parkReason: null,
      });
    }
    return true;
  }

  async ack(key: GroupKey, owner: string, eventIds: readonly string[]): Promise<string[]> {
    return this.each(key, owner, eventIds, (message) => unclaim(message, 'acked'));
  }

  async nack(
    key: GroupKey,
    owner: string,
    eventIds: readonly string[],
    action: NackAction,
    reason: string,
    now: number,
    maxRetryCount: number,
  ): Promise<string[]> {
    if (action === 'skip') return this.ack(key, owner, eventIds);
    if (action === 'park') {
      return this.each(key, owner, eventIds, (message) => park(message, now, reason));
    }
    return this.release(key, owner, eventIds, true, now, maxRetryCount, reason);
  }

  async release(
    key: GroupKey,
    owner: string,
    eventIds: readonly string[],
    counted: boolean,
    now: number,
    maxRetryCount: number,
    reason = 'retries exhausted',
  ): Promise<string[]> {
    return this.each(key, owner, eventIds, (message) => {
      if (counted && message.retryCount >= maxRetryCount) return park(message, now, reason);
      unclaim(message, 'pending');
      if (counted) message.retryCount += 1;
    });
  }

  async renew(key: GroupKey, owner: string, leaseUntil: number): Promise<void> {
    for (const message of this.messagesOf(key)) {
      if (message.status === 'inflight' && message.consumer === owner) {
        message.leaseUntil = leaseUntil;
      }
    }
  }

  async checkpoint(
    key: GroupKey,
    current: GroupRow,
    rule: CheckpointRule,
  ): Promise<number | undefined> {
    const messages = this.messagesOf(key);
    const settled = (message: Message) => message.status === 'acked' || message.status === 'parked';
    const since = current.checkpoint ?? -1;
    const count = messages.filter((message) => settled(message) && message.seq > since).length;
    const due =
      count >= rule.maxCount ||
      (count >= rule.minCount && rule.now - current.checkpointed_at >= rule.afterMs);
    if (count === 0 || !due) return undefined;
    // The last settled message before the first unsettled one.
    const bound = messages.find((message) => !settled(message))?.seq ?? Number.MAX_SAFE_INTEGER;
    const before = messages.filter((message) => settled(message) && message.seq < bound);
    const checkpoint = before.at(-1)?.seq;
    if (checkpoint === undefined) return undefined;
    if (current.checkpoint !== null && checkpoint <= current.checkpoint) return undefined;
    const row = this.tables.groups.get(keyOf(key));
    if (row) Object.assign(row, { checkpoint, checkpointed_at: rule.now });
    const kept = this.tables.messages.get(keyOf(key));
    for (const message of before) {
      if (message.status === 'acked') kept?.delete(message.seq);
    }
    return checkpoint;
  }

  async replayParked(key: GroupKey, stopAt: number): Promise<number> {
    const parked = this.messagesOf(key)
      .filter((message) => message.status === 'parked')
      .sort((a, b) => (a.parkedAt ?? 0) - (b.parkedAt ?? 0) || a.seq - b.seq)
      .slice(0, stopAt);
    for (const message of parked) {
      Object.assign(message, {
        status: 'pending',
        retryCount: 0,
        parkedAt: null,
        parkReason: null,
      });
    }
    return parked.length;
  }

  /** The group's messages in seq order. */
  private messagesOf(key: GroupKey): Message[] {
    const messages = this.tables.messages.get(keyOf(key));
    return messages ? [...messages.values()].sort((a, b) => a.seq - b.seq) : [];
  }

  /** Applies `settle` to `owner`'s in-flight messages of these events; returns the ids it did. */
  private each(
    key: GroupKey,
    owner: string,
    eventIds: readonly string[],
    settle: (message: Message) => void,
  ): string[] {
    const settled: string[] = [];
    const messages = this.messagesOf(key);
    for (const id of eventIds) {
      const held = messages.filter(
        (message) =>
          message.eventId === id && message.status === 'inflight' && message.consumer === owner,
      );
      held.forEach(settle);
      if (held.length > 0) settled.push(id);
    }
    return settled;
  }
}

function unclaim(message: Message, status: Status): void {
  Object.assign(message, { status, consumer: null, leaseUntil: null });
}

function park(message: Message, now: number, reason: string): void {
  Object.assign(message, {
    status: 'parked',
    parkedAt: now,
    parkReason: reason,
    consumer: null,
    leaseUntil: null,
  });
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function filterJson(filter: GroupFilter | undefined): string | null {
  return filter === undefined ? null : JSON.stringify(filter);
}
