import type { RecordedEvent } from '../event-store/event-store.port';

/** One publish of a forwarder: events of the global log, in log order. */
export interface ForwardedBatch {
  readonly events: readonly RecordedEvent[];
  /** Stop retrying and resolve with what was accepted so far (the batch's deadline, a stop). */
  readonly signal: AbortSignal;
}

export interface PublishFailure {
  readonly event: RecordedEvent;
  readonly error: unknown;
  /** True when publishing it again cannot help (too large, refused by the server's rules). */
  readonly permanent: boolean;
}

export interface PublishReport {
  /**
   * Ids of the events durably accepted: now, or by an earlier publish that the destination
   * recognised (by the id) and dropped as a duplicate.
   */
  readonly accepted: ReadonlySet<string>;
  /** The first failure in log order, when some event was not accepted. */
  readonly failure?: PublishFailure;
}

/**
 * Where a forwarder publishes: a broker that keeps each message once per idempotency id (the
 * event id) for at least {@link duplicateWindowMs}. Exactly-once forwarding rests on that
 * window: an event published again within it is dropped by the destination.
 *
 * `publish` sends events of one stream in the order given, each only once the one before it of
 * its stream was accepted (so a retried one never lands after its successor); events of
 * different streams may be in flight together. It retries what fails for a reason that may
 * pass (the broker away, a leader election) with the same id until `signal` aborts, and
 * never throws for a single event: the report says what was accepted.
 */
export interface ForwardingDestination {
  /** Names the destination in spans, logs and errors (no credentials). */
  readonly description: string;
  /**
   * How long an accepted id is remembered, in ms: known once {@link open} resolved (a
   * destination created before may have its own).
   */
  readonly duplicateWindowMs: number;
  /** Connects and checks (or creates) what is published to. */
  open(): Promise<void>;
  publish(batch: ForwardedBatch): Promise<PublishReport>;
  close(): Promise<void>;
}
