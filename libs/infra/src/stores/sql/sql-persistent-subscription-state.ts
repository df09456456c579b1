import type { RecordedEvent } from '../../event-store/event-store.port';
import { parseStoredEvent, storedEventJson } from '../../event-store/event-json';
import type { Sql, SqlAccess } from '../../sql/sql';
import type {
  GroupFilter,
  GroupKey,
  NackAction,
} from '../../persistent-subscriptions/persistent-subscriptions.port';
import type {
  CheckpointRule,
  ClaimedMessage,
  GroupRow,
  MessageCounts,
  PersistentSubscriptionState,
} from '../../persistent-subscriptions/persistent-subscription-state.port';

const GROUP = 'stream = $1 AND group_name = $2';
/** Bigger than any version or position: "no bound". */
const NO_BOUND = Number.MAX_SAFE_INTEGER;

/** Every statement on `persistent_subscriptions` and `persistent_subscription_messages`. */
const statements = {
  create: `
    INSERT INTO persistent_subscriptions (stream, group_name, settings, filter, revision,
                                          read_position, checkpoint, checkpointed_at, created_at,
                                          updated_at)
    VALUES ($1, $2, $3, $4, 1, $5, NULL, $6, $6, $6)
    ON CONFLICT (stream, group_name) DO NOTHING`,
  update: `
    UPDATE persistent_subscriptions SET settings = $3, filter = $4, revision = revision + 1,
           updated_at = $5
     WHERE ${GROUP}`,
  deleteMessages: `DELETE FROM persistent_subscription_messages WHERE ${GROUP}`,
  deleteGroup: `DELETE FROM persistent_subscriptions WHERE ${GROUP}`,
  group: `SELECT * FROM persistent_subscriptions WHERE ${GROUP}`,
  groups: 'SELECT * FROM persistent_subscriptions ORDER BY stream, group_name',
  groupsOf: 'SELECT * FROM persistent_subscriptions WHERE stream = $1 ORDER BY group_name',
  counts: `
    SELECT status, COUNT(*) AS n FROM persistent_subscription_messages WHERE ${GROUP}
     GROUP BY status`,
  pendingCount: `
    SELECT COUNT(*) AS n FROM persistent_subscription_messages WHERE ${GROUP} AND status = 'pending'`,
  anyExpired: `
    SELECT 1 AS found FROM persistent_subscription_messages
     WHERE ${GROUP} AND status = 'inflight' AND lease_until <= $3 LIMIT 1`,
  /** Timed out: retried, or parked once the retries are spent. */
  expire: `
    UPDATE persistent_subscription_messages
       SET status = CASE WHEN retry_count >= $4 THEN 'parked' ELSE 'pending' END,
           retry_count = CASE WHEN retry_count >= $4 THEN retry_count ELSE retry_count + 1 END,
           parked_at = CASE WHEN retry_count >= $4 THEN $3 ELSE NULL END,
           park_reason = CASE WHEN retry_count >= $4 THEN 'message timeout: retries exhausted'
                         ELSE NULL END,
           consumer = NULL, lease_until = NULL
     WHERE ${GROUP} AND status = 'inflight' AND lease_until <= $3`,
  /** The picked rows materialized first: PostgreSQL may run an `IN (… LIMIT)` more than once. */
  claim: (skipLocked: boolean) => `
    WITH picked AS MATERIALIZED (
      SELECT seq FROM persistent_subscription_messages
       WHERE ${GROUP} AND status = 'pending'
       ORDER BY seq LIMIT $5${skipLocked ? ' FOR UPDATE SKIP LOCKED' : ''})
    UPDATE persistent_subscription_messages SET status = 'inflight', consumer = $3, lease_until = $4
     WHERE ${GROUP} AND status = 'pending' AND seq IN (SELECT seq FROM picked)
    RETURNING seq, event, retry_count`,
  advance: `
    UPDATE persistent_subscriptions SET read_position = $4 WHERE ${GROUP} AND read_position = $3`,
  insert: `
    INSERT INTO persistent_subscription_messages (stream, group_name, seq, event_id, event, status,
                                                  retry_count)
    VALUES ($1, $2, $3, $4, $5, 'pending', 0)
    ON CONFLICT (stream, group_name, seq) DO NOTHING`,
  ack: `
    UPDATE persistent_subscription_messages SET status = 'acked', consumer = NULL, lease_until = NULL
     WHERE ${GROUP} AND event_id = $3 AND status = 'inflight' AND consumer = $4`,
  park: `
    UPDATE persistent_subscription_messages
       SET status = 'parked', parked_at = $5, park_reason = $6, consumer = NULL, lease_until = NULL
     WHERE ${GROUP} AND event_id = $3 AND status = 'inflight' AND consumer = $4`,
  /** Back to pending; `$6` counts it as a retry (1) or not (0); spent retries park it. */
  retry: `
    UPDATE persistent_subscription_messages
       SET status = CASE WHEN $6 = 1 AND retry_count >= $7 THEN 'parked' ELSE 'pending' END,
           parked_at = CASE WHEN $6 = 1 AND retry_count >= $7 THEN CAST($5 AS BIGINT) ELSE NULL END,
           park_reason = CASE WHEN $6 = 1 AND retry_count >= $7 THEN $8 ELSE NULL END,
           retry_count = CASE WHEN $6 = 1 AND retry_count < $7 THEN retry_count + 1
                         ELSE retry_count END,
           consumer = NULL, lease_until = NULL
     WHERE ${GROUP} AND event_id = $3 AND status = 'inflight' AND consumer = $4`,
  renew: `
    UPDATE persistent_subscription_messages SET lease_until = $4
     WHERE ${GROUP} AND status = 'inflight' AND consumer = $3`,
  firstUnsettled: `
    SELECT MIN(seq) AS seq FROM persistent_subscription_messages
     WHERE ${GROUP} AND status IN ('pending', 'inflight')`,
  settledCount: `
    SELECT COUNT(*) AS n FROM persistent_subscription_messages
     WHERE ${GROUP} AND status IN ('acked', 'parked') AND seq > $3`,
  lastSettledBefore: `
    SELECT MAX(seq) AS seq FROM persistent_subscription_messages
     WHERE ${GROUP} AND status IN ('acked', 'parked') AND seq < $3`,
  setCheckpoint: `
    UPDATE persistent_subscriptions SET checkpoint = $3, checkpointed_at = $4 WHERE ${GROUP}`,
  purgeAcked: `
    DELETE FROM persistent_subscription_messages WHERE ${GROUP} AND status = 'acked' AND seq <= $3`,
  replayParked: `
    UPDATE persistent_subscription_messages
       SET status = 'pending', retry_count = 0, parked_at = NULL, park_reason = NULL
     WHERE ${GROUP} AND status = 'parked' AND seq IN (
       SELECT seq FROM persistent_subscription_messages
        WHERE ${GROUP} AND status = 'parked' ORDER BY parked_at, seq LIMIT $3)`,
};

/**
 * The one owner of the persistent-subscription tables, on SQLite or PostgreSQL. Claims are
 * leases held by an owner (an instance): settling a message is fenced by it, so an instance
 * whose lease ran out changes nothing. Writes go through transactions (SQLite's writer).
 */
export class SqlPersistentSubscriptionState implements PersistentSubscriptionState {
  private readonly claimSql: string;

  constructor(private readonly sql: SqlAccess) {
    // SQLite has one writer: its transactions never overlap, so nothing needs skipping.
    this.claimSql = statements.claim(sql.dialect === 'postgres');
  }

  /** Whether it was created (false: it exists). */
  async create(
    key: GroupKey,
    settings: string,
    filter: GroupFilter | undefined,
    readPosition: number,
    now: number,
  ): Promise<boolean> {
    const params = [key.stream, key.group, settings, filterJson(filter), readPosition, now];
    return (await this.sql.transaction((tx) => tx.run(statements.create, params))) > 0;
  }

  async update(
    key: GroupKey,
    settings: string,
    filter: GroupFilter | undefined,
    now: number,
  ): Promise<boolean> {
    const params = [key.stream, key.group, settings, filterJson(filter), now];
    return (await this.sql.transaction((tx) => tx.run(statements.update, params))) > 0;
  }

  async delete(key: GroupKey): Promise<boolean> {
    return this.sql.transaction(async (tx) => {
      await tx.run(statements.deleteMessages, [key.stream, key.group]);
      return (await tx.run(statements.deleteGroup, [key.stream, key.group])) > 0;
    });
  }

  group(key: GroupKey): Promise<GroupRow | undefined> {
    return this.sql.query.get<GroupRow>(statements.group, [key.stream, key.group]);
  }

  groups(stream?: string): Promise<GroupRow[]> {
    return stream === undefined
      ? this.sql.query.all<GroupRow>(statements.groups)
      : this.sql.query.all<GroupRow>(statements.groupsOf, [stream]);
  }

  async counts(key: GroupKey): Promise<MessageCounts> {
    const rows = await this.sql.query.all<{ status: keyof MessageCounts; n: number }>(
      statements.counts,
      [key.stream, key.group],
    );
    const counts = { pending: 0, inflight: 0, acked: 0, parked: 0 };
    for (const row of rows) counts[row.status] = Number(row.n);
    return counts;
  }

  async pendingCount(key: GroupKey): Promise<number> {
    const row = await this.sql.query.get<{ n: number }>(statements.pendingCount, [
      key.stream,
      key.group,
    ]);
    return Number(row?.n ?? 0);
  }

  /** Messages whose lease ran out by `now` retried, or parked past `maxRetryCount`. */
  async expire(key: GroupKey, now: number, maxRetryCount: number): Promise<number> {
    const params = [key.stream, key.group, now];
    // A read first: most ticks find nothing, and SQLite's writer stays free.
    if (!(await this.sql.query.get(statements.anyExpired, params))) return 0;
    return this.sql.transaction((tx) => tx.run(statements.expire, [...params, maxRetryCount]));
  }

  /** Leases up to `limit` pending messages to `owner` until `leaseUntil`, in order. */
  async claim(
    key: GroupKey,
    owner: string,
    limit: number,
    leaseUntil: number,
  ): Promise<ClaimedMessage[]> {
    const rows = await this.sql.transaction((tx) =>
      tx.all<{ seq: number; event: string; retry_count: number }>(this.claimSql, [
        key.stream,
        key.group,
        owner,
        leaseUntil,
        limit,
      ]),
    );
    return rows
      .map((row) => ({
        seq: Number(row.seq),
        event: parseStoredEvent(row.event),
        retryCount: Number(row.retry_count),
        leaseUntil,
      }))
      .sort((a, b) => a.seq - b.seq);
  }

  /**
   * Adds the events read after `from` (each with its seq) and moves the group's read position
   * to `to`, unless another reader moved it first (then nothing is added: false).
   */
  async fill(
    key: GroupKey,
    from: number,
    to: number,
    events: readonly { seq: number; event: RecordedEvent }[],
  ): Promise<boolean> {
    return this.sql.transaction(async (tx) => {
      if ((await tx.run(statements.advance, [key.stream, key.group, from, to])) === 0) return false;
      for (const { seq, event } of events) {
        await tx.run(statements.insert, [
          key.stream,
          key.group,
          seq,
          event.id,
          storedEventJson(event),
        ]);
      }
      return true;
    });
  }

  /** Settles `owner`'s messages of these events; returns the ids it held. */
  ack(key: GroupKey, owner: string, eventIds: readonly string[]): Promise<string[]> {
    return this.each(eventIds, (tx, id) =>
      tx.run(statements.ack, [key.stream, key.group, id, owner]),
    );
  }

  /** See {@link NackAction}; `stop` is a retry here. Returns the ids `owner` held. */
  nack(
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
      return this.each(eventIds, (tx, id) =>
        tx.run(statements.park, [key.stream, key.group, id, owner, now, reason]),
      );
    }
    return this.release(key, owner, eventIds, true, now, maxRetryCount, reason);
  }

  /**
   * `owner`'s messages of these events back to pending (a consumer gone, or one that could
   * not take them); `counted`: as a retry, parked once the retries are spent.
   */
  release(
    key: GroupKey,
    owner: string,
    eventIds: readonly string[],
    counted: boolean,
    now: number,
    maxRetryCount: number,
    reason = 'retries exhausted',
  ): Promise<string[]> {
    return this.each(eventIds, (tx, id) =>
      tx.run(statements.retry, [
        key.stream,
        key.group,
        id,
        owner,
        now,
        counted ? 1 : 0,
        maxRetryCount,
        reason,
      ]),
    );
  }

  /** Extends every lease `owner` holds in the group (no message timeout: held while alive). */
  async renew(key: GroupKey, owner: string, leaseUntil: number): Promise<void> {
    await this.sql.transaction((tx) =>
      tx.run(statements.renew, [key.stream, key.group, owner, leaseUntil]),
    );
  }

  /**
   * Writes the checkpoint when the rule says so: the last settled message before the first
   * unsettled one. Acked messages up to it are removed (parked ones stay). Returns it, or
   * undefined when it was not moved.
   */
  async checkpoint(
    key: GroupKey,
    current: GroupRow,
    rule: CheckpointRule,
  ): Promise<number | undefined> {
    const params = [key.stream, key.group];
    const settled = await this.sql.query.get<{ n: number }>(statements.settledCount, [
      ...params,
      current.checkpoint ?? -1,
    ]);
    const count = Number(settled?.n ?? 0);
    const due =
      count >= rule.maxCount ||
      (count >= rule.minCount && rule.now - Number(current.checkpointed_at) >= rule.afterMs);
    if (count === 0 || !due) return undefined;
    return this.sql.transaction(async (tx) => {
      const first = await tx.get<{ seq: number | null }>(statements.firstUnsettled, params);
      const bound = first?.seq === null || first?.seq === undefined ? NO_BOUND : Number(first.seq);
      const last = await tx.get<{ seq: number | null }>(statements.lastSettledBefore, [
        ...params,
        bound,
      ]);
      if (last?.seq === null || last?.seq === undefined) return undefined;
      const checkpoint = Number(last.seq);
      if (current.checkpoint !== null && checkpoint <= Number(current.checkpoint)) return undefined;
      await tx.run(statements.setCheckpoint, [...params, checkpoint, rule.now]);
      await tx.run(statements.purgeAcked, [...params, checkpoint]);
      return checkpoint;
    });
  }

  /** Up to `stopAt` parked messages pending again, oldest parked first; returns how many. */
  replayParked(key: GroupKey, stopAt: number): Promise<number> {
    return this.sql.transaction((tx) =>
      tx.run(statements.replayParked, [key.stream, key.group, stopAt]),
    );
  }

  /** Runs `work` per id in one transaction; returns the ids it changed a row for. */
  private each(
    ids: readonly string[],
    work: (tx: Sql, id: string) => Promise<number>,
  ): Promise<string[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.sql.transaction(async (tx) => {
      const changed: string[] = [];
      for (const id of ids) if ((await work(tx, id)) > 0) changed.push(id);
      return changed;
    });
  }
}

function filterJson(filter: GroupFilter | undefined): string | null {
  return filter === undefined ? null : JSON.stringify(filter);
}
