import type { EventStore } from '../event-store/event-store.port';

/** Tidemark's roles as the gRPC server grants them (see auth.ts). */
export type EsdbRole = 'reader' | 'writer' | 'admin';

/** Lines the server logs (start-up, refused calls, handler failures). */
export interface EsdbLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** Bounds of every call: what one request may carry, what one response may buffer. */
export interface EsdbLimits {
  /** gRPC max message size, both directions (bytes). */
  readonly maxMessageBytes: number;
  /** Largest append (sum of the events' data + metadata bytes), as EventStoreDB's MaxAppendSize. */
  readonly maxAppendBytes: number;
  /** Most events in one append (Append, or one BatchAppend request chain). */
  readonly maxAppendEvents: number;
  /** Messages a streaming response may queue for a client that stops reading before it waits. */
  readonly maxQueuedMessages: number;
}

export const DEFAULT_ESDB_LIMITS: EsdbLimits = {
  maxMessageBytes: 4 * 1024 * 1024,
  maxAppendBytes: 1024 * 1024,
  maxAppendEvents: 50_000,
  maxQueuedMessages: 256,
};

/** What a handler gets for one call, once the caller is authenticated. */
export interface EsdbCallContext {
  readonly store: EventStore;
  /** The caller's role; `admin` when no authentication is configured. */
  readonly role: EsdbRole;
  /** The user name of the caller's credentials ('' when authentication is off). */
  readonly username: string;
  readonly limits: EsdbLimits;
  readonly log: EsdbLog;
  /** Aborted when the server closes: long-running calls (subscriptions) end. */
  readonly closing: AbortSignal;
}
