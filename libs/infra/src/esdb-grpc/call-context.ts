import type { EventStore } from '../event-store/event-store.port';
import type { BatchAppendShutdown } from './batch-append-shutdown';
import type { Admit } from './gated-store';
import type { ReadAhead } from './read-sink';

/** Tidemark's roles as the gRPC server grants them (see auth.ts). */
export type EsdbRole = 'reader' | 'writer' | 'admin';

/** Lines the server logs (start-up, refused calls, handler failures). */
export interface EsdbLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/**
 * Bounds of every call (what one request may carry, what one response may buffer) and of the
 * calls together (how many, how much store work at once: see StoreGate).
 */
export interface EsdbLimits {
  /** gRPC max message size, both directions (bytes). */
  readonly maxMessageBytes: number;
  /** Largest append (sum of the events' data + metadata bytes), as EventStoreDB's MaxAppendSize. */
  readonly maxAppendBytes: number;
  /** Most events in one append (Append, or one BatchAppend request chain). */
  readonly maxAppendEvents: number;
  /**
   * Bytes of events a read or subscription reads ahead of its client (read from the store, not
   * yet taken by the client's HTTP/2 flow): it waits for the client past it.
   */
  readonly callReadAheadBytes: number;
  /** The same, all calls together: past it, each call reads one event at a time. */
  readonly readAheadBytes: number;
  /**
   * Store operations of the calls running at once (PostgreSQL: pool connections they hold; the
   * pool's other connections stay for HTTP and the runners).
   */
  readonly storeConcurrency: number;
  /** Calls waiting for the store, all connections together: a new one past it is refused. */
  readonly maxQueued: number;
  /** Calls waiting for the store, per connection: a new one past it is refused. */
  readonly maxQueuedPerConnection: number;
  /** Calls at once, all connections together: a new one past it is refused. */
  readonly maxCalls: number;
  /** Calls at once per connection (HTTP/2 max concurrent streams: the client holds the rest). */
  readonly maxCallsPerConnection: number;
}

export const DEFAULT_ESDB_LIMITS: EsdbLimits = {
  maxMessageBytes: 4 * 1024 * 1024,
  maxAppendBytes: 1024 * 1024,
  maxAppendEvents: 50_000,
  callReadAheadBytes: 1024 * 1024,
  readAheadBytes: 64 * 1024 * 1024,
  storeConcurrency: 4,
  maxQueued: 2_000,
  maxQueuedPerConnection: 500,
  maxCalls: 10_000,
  maxCallsPerConnection: 1_000,
};

/** What a handler gets for one call, once the caller is authenticated. */
export interface EsdbCallContext {
  /** The store, each operation waiting for this call's turn at the gate. */
  readonly store: EventStore;
  /** Runs other store work (the persistent subscriptions' engine) when this call has a turn. */
  readonly admit: Admit;
  /** The caller's role; `admin` when no authentication is configured. */
  readonly role: EsdbRole;
  /** The user name of the caller's credentials ('' when authentication is off). */
  readonly username: string;
  readonly limits: EsdbLimits;
  readonly log: EsdbLog;
  /** Aborted when the server closes: long-running calls (subscriptions) end. */
  readonly closing: AbortSignal;
  /** What reads hold ahead of their clients, all calls together. */
  readonly readAhead: ReadAhead;
  /** The server's BatchAppend calls, which end together at shutdown. */
  readonly batchAppends: BatchAppendShutdown;
}
