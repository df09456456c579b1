import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { LimitCheck, SeenEntry } from '@tidemark/domain';
import type {
  AdmitResult,
  ClaimResult,
  SeenChange,
  SeenKeyStore,
} from '../../dedup/seen-key-store.port';
import { redisFailure } from './redis-failures';
import { scripts } from './redis-seen-key-scripts';

interface CommonOptions {
  /** Prepended to every key this store writes. Default 'tidemark:dedup:'. */
  readonly keyPrefix?: string;
  /**
   * Added to each key's real Redis TTL, a safety net in case `sweep` never runs: keys live at
   * least (logical expiry − now) + this. Default one hour.
   */
  readonly ttlMarginMs?: number;
}

/**
 * Where the store connects: a Redis URL (the store opens and, on `close`, quits its own
 * connection, configured as {@link REDIS_CLIENT_OPTIONS} says) or an existing ioredis client
 * (left open, and as configured: better the same way). The client must not set its own
 * `keyPrefix`: `sweep` derives key names inside Lua, where ioredis cannot prefix them.
 */
export type RedisSeenKeyStoreOptions = CommonOptions &
  (
    | {
        readonly url: string;
        readonly client?: never;
        /** A call not answered by then fails (its outcome unknown). Default 2 s. */
        readonly commandTimeoutMs?: number;
        /** Each attempt to (re)connect gives up after this. Default 2 s. */
        readonly connectTimeoutMs?: number;
      }
    | {
        readonly client: Redis;
        readonly url?: never;
        readonly commandTimeoutMs?: never;
        readonly connectTimeoutMs?: never;
      }
  );

/**
 * How the store configures the client it opens itself. A script whose connection dropped
 * before its answer came may have run: it fails (the caller retries if it wants), never being
 * sent again by ioredis after the reconnect (`autoResendUnfulfilledCommands`, on by default,
 * could run a `claim` twice). ioredis then forgets such a call without settling it, so a
 * command timeout fails it. While Redis is unreachable, a call fails after a few reconnect
 * attempts (`maxRetriesPerRequest`; ioredis's default, 20, takes about 10 s), each bounded by
 * the connect timeout. Every such failure is a `StoreUnavailable` (`store: 'redis'`).
 */
export const REDIS_CLIENT_OPTIONS = {
  autoResendUnfulfilledCommands: false,
  maxRetriesPerRequest: 2,
} as const;

// The keys' layout and the scripts that keep it: redis-seen-key-scripts.ts.

const SWEEP_BATCH = 500;

/** What an entry's value holds besides revision, expiresAt and occurredAt. */
interface EntryBody {
  readonly source: string;
  readonly priority: number;
  readonly pendingUntil: number | null;
  readonly previous: { readonly source: string; readonly priority: number } | null;
}

/** Only the fields an entry keeps: callers may pass objects carrying more. */
function bodyOf(change: SeenChange): EntryBody {
  return {
    source: change.source,
    priority: change.priority,
    pendingUntil: change.pendingUntil,
    previous: change.previous && {
      source: change.previous.source,
      priority: change.previous.priority,
    },
  };
}

function decodeEntry(key: string, factId: string, value: string): SeenEntry {
  const [revision, expiresAt, occurredAt] = value.split(':', 3);
  const bodyStart = revision.length + expiresAt.length + occurredAt.length + 3;
  const body = JSON.parse(value.slice(bodyStart)) as EntryBody;
  return {
    key,
    factId,
    occurredAt: Number(occurredAt),
    source: body.source,
    priority: body.priority,
    revision: Number(revision),
    expiresAt: Number(expiresAt),
    pendingUntil: body.pendingUntil,
    previous: body.previous,
  };
}

/** A Lua number argument; NaN or Infinity would only surface as an obscure script error. */
function arg(value: number, name: string): string {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number`);
  return String(value);
}

/**
 * Seen keys in Redis, shared by every app instance using the same server and key prefix. Each
 * method is one Lua script, so atomic. Expired data is ignored at once and deleted by `sweep`
 * (which costs what expires, through an index scored by logical expiry); every key also gets
 * a real TTL past its logical expiry, so data nobody sweeps still goes eventually.
 *
 * Needs a single Redis server (standalone, or the primary behind Sentinel), not Redis Cluster:
 * every script touches keys in different hash slots (`claim` and `update` the key's entries
 * and the shared expiry index, `claim` and `admit` limit keys too, and `sweep` derives data
 * keys inside Lua), which Cluster refuses (CROSSSLOT) or, for undeclared keys, misroutes.
 */
export class RedisSeenKeyStore implements SeenKeyStore {
  readonly kind = 'redis' as const;
  private readonly client: Redis;
  private readonly owned: boolean;
  private readonly prefix: string;
  private readonly margin: string;
  private closed = false;

  constructor(options: RedisSeenKeyStoreOptions) {
    this.prefix = options.keyPrefix ?? 'tidemark:dedup:';
    this.margin = arg(options.ttlMarginMs ?? 3_600_000, 'ttlMarginMs');
    if (options.client) {
      if (options.client.options.keyPrefix) {
        throw new Error('RedisSeenKeyStore needs a client without its own keyPrefix');
      }
      this.client = options.client;
      this.owned = false;
    } else {
      const commandTimeout = options.commandTimeoutMs ?? 2000;
      const connectTimeout = options.connectTimeoutMs ?? 2000;
      for (const [name, value] of Object.entries({ commandTimeout, connectTimeout })) {
        if (!Number.isSafeInteger(value) || value < 1) {
          throw new RangeError(`${name}Ms must be an integer >= 1`);
        }
      }
      this.client = new Redis(options.url, {
        ...REDIS_CLIENT_OPTIONS,
        commandTimeout,
        connectTimeout,
      });
      // Without a listener ioredis logs every failed (re)connection as an unhandled error;
      // the calls made meanwhile fail on their own.
      this.client.on('error', () => undefined);
      this.owned = true;
    }
  }

  async claim(
    entry: SeenEntry,
    windowMs: number,
    limits: readonly LimitCheck[],
    now: number,
  ): Promise<ClaimResult> {
    const value = [
      '1',
      arg(entry.expiresAt, 'expiresAt'),
      arg(entry.occurredAt, 'occurredAt'),
      JSON.stringify(bodyOf(entry)),
    ].join(':');
    const reply = await scripts.claim.run(
      this.client,
      [
        this.seenKey(entry.key),
        this.entryKey(entry.key),
        this.expiryKey(),
        ...this.limitKeys(limits),
      ],
      [
        arg(now, 'now'),
        arg(entry.occurredAt, 'occurredAt'),
        arg(windowMs, 'windowMs'),
        entry.factId,
        value,
        arg(entry.expiresAt, 'expiresAt'),
        this.member('e', entry.key, entry.factId),
        randomUUID(),
        this.margin,
        ...this.limitArgs(limits),
      ],
    );
    if (reply[0] === 'seen') {
      return { kind: 'seen', existing: decodeEntry(entry.key, reply[1], reply[2]) };
    }
    if (reply[0] === 'limited') return this.limited(reply, limits);
    return { kind: 'claimed', entry: { ...entry, revision: 1 } };
  }

  async update(
    key: string,
    factId: string,
    revision: number,
    change: SeenChange | null,
    now: number,
  ): Promise<SeenEntry | undefined> {
    const [before] = await scripts.update.run(
      this.client,
      [this.seenKey(key), this.entryKey(key), this.expiryKey()],
      [
        arg(now, 'now'),
        factId,
        arg(revision, 'revision'),
        String(revision + 1),
        change ? arg(change.expiresAt, 'expiresAt') : '',
        change ? JSON.stringify(bodyOf(change)) : '',
        this.member('e', key, factId),
        this.margin,
      ],
    );
    if (before === undefined) return undefined;
    const current = decodeEntry(key, factId, before);
    if (!change) return { ...current, revision: revision + 1 };
    return { ...current, ...bodyOf(change), expiresAt: change.expiresAt, revision: revision + 1 };
  }

  async admit(limits: readonly LimitCheck[], now: number): Promise<AdmitResult> {
    const reply = await scripts.admit.run(
      this.client,
      [this.expiryKey(), ...this.limitKeys(limits)],
      [arg(now, 'now'), randomUUID(), this.margin, ...this.limitArgs(limits)],
    );
    if (reply[0] === 'limited') return this.limited(reply, limits);
    return { kind: 'admitted' };
  }

  async sweep(now: number): Promise<number> {
    let removed = 0;
    for (;;) {
      const [entries, visited] = await scripts.sweep.run(
        this.client,
        [this.expiryKey()],
        [arg(now, 'now'), this.prefix, String(SWEEP_BATCH)],
      );
      removed += Number(entries);
      // One script per batch keeps Redis responsive; a batch is atomic, the whole sweep need not be.
      if (Number(visited) < SWEEP_BATCH) return removed;
    }
  }

  async ping(): Promise<void> {
    await this.client.ping().catch((error: unknown) => {
      throw redisFailure(error);
    });
  }

  async close(): Promise<void> {
    if (!this.owned || this.closed) return;
    this.closed = true;
    await this.client.quit();
  }

  private limited(
    reply: readonly string[],
    limits: readonly LimitCheck[],
  ): Extract<AdmitResult, { kind: 'limited' }> {
    return { kind: 'limited', check: limits[Number(reply[1]) - 1], retryAfterMs: Number(reply[2]) };
  }

  private limitKeys(limits: readonly LimitCheck[]): string[] {
    return limits.map((check) =>
      check.kind === 'sliding'
        ? `${this.prefix}hits:${check.key}`
        : `${this.prefix}bucket:${check.key}`,
    );
  }

  private limitArgs(limits: readonly LimitCheck[]): string[] {
    const args = [String(limits.length)];
    for (const check of limits) {
      if (check.kind === 'sliding') {
        const windowMs = arg(check.windowMs, 'windowMs');
        args.push(
          'sliding',
          arg(check.max, 'max'),
          windowMs,
          this.member('h', check.key, windowMs),
        );
      } else {
        const expiresAt = arg(check.expiresAt, 'expiresAt');
        args.push('bucket', arg(check.max, 'max'), expiresAt, this.member('b', check.key, ''));
      }
    }
    return args;
  }

  private seenKey(key: string): string {
    return `${this.prefix}seen:${key}`;
  }

  private entryKey(key: string): string {
    return `${this.prefix}entry:${key}`;
  }

  private expiryKey(): string {
    return `${this.prefix}expiry`;
  }

  /** An expiry-index member; the name's UTF-8 length lets Lua split it back whatever it holds. */
  private member(kind: 'e' | 'h' | 'b', name: string, rest: string): string {
    return `${kind}:${Buffer.byteLength(name, 'utf8')}:${name}${rest}`;
  }
}
