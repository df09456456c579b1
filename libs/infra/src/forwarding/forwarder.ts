import { SpanKind, trace, type Link } from '@opentelemetry/api';
import { TidemarkError } from '../errors';
import type { LogFilter, RecordedEvent } from '../event-store/event-store.port';
import type {
  BatchContext,
  BatchOutcome,
  ListenerErrorPolicy,
  SideEffectContext,
  SideEffectListener,
} from '../projections/projection';
import { type Clock, systemClock } from '../support/ids';
import { inSpan, traceContextOf } from '../tracing/trace-context';
import type { ForwardingDestination, PublishFailure } from './forwarding-destination.port';

/** The destination accepted none of a batch (it is away): the runner backs off and retries. */
export class ForwardingUnavailable extends TidemarkError {
  readonly code = 'ForwardingUnavailable' as const;
  constructor(
    readonly destination: string,
    cause: unknown,
  ) {
    super(`forwarding to ${destination} failed: ${messageOf(cause)}`, { cause });
    this.name = 'ForwardingUnavailable';
  }
  toJSON() {
    return { error: this.code, destination: this.destination, message: this.message };
  }
}

/** Forwarding would risk publishing an event twice (or cannot dedup at all): an admin decides. */
export class ForwardingRefused extends TidemarkError {
  readonly code = 'ForwardingRefused' as const;
  constructor(message: string) {
    super(message);
    this.name = 'ForwardingRefused';
  }
  toJSON() {
    return { error: this.code, message: this.message };
  }
}

export interface ForwarderOptions {
  /** The listener's name (1-30 of `[a-z0-9_]`, starting with a letter). */
  readonly name: string;
  readonly destination: ForwardingDestination;
  /** Only these events are forwarded. */
  readonly filter?: LogFilter;
  /**
   * Longest one batch keeps retrying before the checkpoint moves past what it has published,
   * in ms. Must stay well inside the destination's duplicate window. Default: a quarter of the
   * window, at most 30 s.
   */
  readonly maxBatchMs?: number;
  /** An event the destination refuses for good: stop (the default) or dead-letter it. */
  readonly onError?: ListenerErrorPolicy;
  readonly clock?: Clock;
  /** Raised when exactly-once is at risk (see {@link ForwarderHealth.atRisk}). */
  readonly onAlert?: (message: string) => void;
}

/** What a forwarder knows of its own progress, for readiness and metrics. */
export interface ForwarderHealth {
  readonly name: string;
  readonly destination: string;
  /** Events published (and acknowledged) by this process. */
  readonly forwarded: number;
  /** Since when publishes fail (Unix ms), null while they succeed. */
  readonly failingSince: number | null;
  readonly lastError: string | null;
  /**
   * Set when an event was acknowledged longer ago than the duplicate window allows without
   * the checkpoint passing it: a crash now could publish it twice.
   */
  readonly atRisk: string | null;
}

/**
 * Forwards the global log to a {@link ForwardingDestination} as a checkpointed listener of the
 * projection runner (its lease, pause/resume, lag and admin list), once per destination:
 *
 * - a page is published outside any transaction (an away broker never holds the store's
 *   writer), and the checkpoint moves only past the events acknowledged, from the first on;
 * - what is published again (after a crash before the checkpoint moved, or a batch cut at its
 *   deadline) carries the same id, and the destination drops it within its duplicate window;
 * - events acknowledged but not yet passed by the checkpoint are remembered and never sent
 *   again by this process, so only a crash republishes, and then within `maxBatchMs` plus the
 *   time until a successor takes over.
 */
export class Forwarder implements SideEffectListener {
  readonly kind = 'forwarder';
  readonly name: string;
  readonly filter?: LogFilter;
  readonly onError?: ListenerErrorPolicy;
  private readonly destination: ForwardingDestination;
  private readonly clock: Clock;
  /** Acknowledged, not yet passed by the checkpoint: event id → when. */
  private readonly acked = new Map<string, number>();
  private forwarded = 0;
  private failingSince: number | null = null;
  private lastError: string | null = null;
  private atRisk: string | null = null;
  private opened = false;
  private leftLease: { owner: string; until: number; leaseMs: number } | undefined;

  constructor(private readonly options: ForwarderOptions) {
    this.name = options.name;
    this.filter = options.filter;
    this.onError = options.onError;
    this.destination = options.destination;
    this.clock = options.clock ?? systemClock;
  }

  /** The longest a batch keeps retrying, in ms. */
  get maxBatchMs(): number {
    const window = this.destination.duplicateWindowMs;
    return this.options.maxBatchMs ?? Math.max(1000, Math.min(30_000, Math.floor(window / 4)));
  }

  /**
   * The problem with forwarding under the destination's duplicate window, if any: a batch may
   * retry for `maxBatchMs`, be cut, and the next one republish within as long again.
   */
  windowProblem(): string | undefined {
    const window = this.destination.duplicateWindowMs;
    if (!(window > 0)) return `${this.destination.description} keeps no duplicate window`;
    if (3 * this.maxBatchMs > window) {
      return (
        `the longest batch (${this.maxBatchMs} ms) must be at most a third of the duplicate ` +
        `window of ${this.destination.description} (${window} ms)`
      );
    }
    return undefined;
  }

  /**
   * Tells the forwarder, before the runner starts, the lease its listener's state shows: held
   * by a process that never gave it back (it crashed) and expired already, the events that
   * process published past its checkpoint may be older than the destination's duplicate
   * window by the time they are published again. Then the first batch parks the listener
   * (its `onError`, default stop) instead of risking a duplicate; an admin checks the
   * destination and resumes it.
   */
  leaseLeftAtStart(
    left: { readonly leaseOwner: string | null; readonly leaseUntil: number | null },
    leaseMs: number,
  ): void {
    if (left.leaseOwner === null || left.leaseUntil === null) return;
    // Still valid: its holder lives (a takeover comes within leaseMs of its death) or just died.
    if (left.leaseUntil >= this.now()) return;
    this.leftLease = { owner: left.leaseOwner, until: left.leaseUntil, leaseMs };
  }

  /**
   * The crashed holder renewed its lease `leaseMs` before `until` and may have had events
   * acknowledged from `maxBatchMs` before that; this batch republishes them up to `maxBatchMs`
   * from now. No risk when the batch's first event (the first past the checkpoint) was recorded
   * after the lease expired (give or take another `leaseMs` for clocks): the holder, dead by
   * then, cannot have read it, nor anything after it.
   */
  private takeOverRisk(events: readonly RecordedEvent[]): string | undefined {
    const left = this.leftLease;
    if (!left) return undefined;
    const first = events.length > 0 ? Date.parse(events[0].recordedAt) : Number.NaN;
    if (first > left.until + left.leaseMs) return undefined;
    const earliestAck = left.until - left.leaseMs - this.maxBatchMs;
    const latestRepublish = this.now() + this.maxBatchMs;
    if (latestRepublish - earliestAck < this.destination.duplicateWindowMs) return undefined;
    return (
      `${this.name}: its last holder (${left.owner}) stopped without giving the lease back, ` +
      `which expired at ${new Date(left.until).toISOString()}: longer ago than the duplicate ` +
      `window of ${this.destination.description} allows, so events it published past the ` +
      'checkpoint could be published twice. Check the destination, then resume the listener.'
    );
  }

  health(): ForwarderHealth {
    return {
      name: this.name,
      destination: this.destination.description,
      forwarded: this.forwarded,
      failingSince: this.failingSince,
      lastError: this.lastError,
      atRisk: this.atRisk,
    };
  }

  async handle(event: RecordedEvent, context: SideEffectContext): Promise<void> {
    void context;
    const outcome = await this.handleBatch([event], { signal: new AbortController().signal });
    if (outcome.rejected) throw outcome.rejected.error;
  }

  handleBatch(events: readonly RecordedEvent[], context: BatchContext): Promise<BatchOutcome> {
    return inSpan(
      'tidemark.forward',
      {
        kind: SpanKind.PRODUCER,
        attributes: {
          'tidemark.listener': this.name,
          'tidemark.forward.destination': this.destination.description,
          'messaging.batch.message_count': events.length,
          'tidemark.position.first': events[0]?.position.toString() ?? '',
          'tidemark.position.last': events.at(-1)?.position.toString() ?? '',
        },
        links: traceLinks(events),
      },
      async (span) => {
        const outcome = await this.forward(events, context);
        span.setAttribute('tidemark.forward.handled', outcome.handled);
        return outcome;
      },
    );
  }

  private async forward(
    events: readonly RecordedEvent[],
    { signal }: BatchContext,
  ): Promise<BatchOutcome> {
    if (!this.opened) {
      const problem = await this.open(events);
      if (problem) return { handled: 0, rejected: { error: new ForwardingRefused(problem) } };
    }
    // The page starts at the checkpoint: what it no longer holds was passed.
    const ids = new Set(events.map((event) => event.id));
    for (const id of this.acked.keys()) if (!ids.has(id)) this.acked.delete(id);
    const pending = events.filter((event) => !this.acked.has(event.id));
    let failure: PublishFailure | undefined;
    if (pending.length > 0) {
      const deadline = AbortSignal.any([signal, AbortSignal.timeout(this.maxBatchMs)]);
      const report = await this.destination.publish({ events: pending, signal: deadline });
      const now = this.now();
      for (const id of report.accepted) this.acked.set(id, now);
      this.forwarded += report.accepted.size;
      failure = report.failure;
    }
    let handled = 0;
    while (handled < events.length && this.acked.has(events[handled].id)) {
      this.acked.delete(events[handled].id);
      handled += 1;
    }
    this.checkRisk();
    if (handled === events.length || !failure) {
      this.failingSince = null;
      // Only a stop leaves events unpublished without a failure: they come again.
      return { handled };
    }
    this.failingSince ??= this.now();
    this.lastError = messageOf(failure.error);
    if (failure.permanent) return { handled, rejected: { error: failure.error } };
    if (handled === 0) throw new ForwardingUnavailable(this.destination.description, failure.error);
    return { handled };
  }

  /** Opens the destination (a failure backs off); what forbids forwarding, if anything. */
  private async open(events: readonly RecordedEvent[]): Promise<string | undefined> {
    try {
      await this.destination.open();
    } catch (error) {
      this.failingSince ??= this.now();
      this.lastError = messageOf(error);
      throw new ForwardingUnavailable(this.destination.description, error);
    }
    this.opened = true;
    const problem = this.windowProblem() ?? this.takeOverRisk(events);
    this.leftLease = undefined;
    if (problem) {
      this.lastError = problem;
      this.options.onAlert?.(problem);
    }
    return problem;
  }

  /** Events acknowledged and not passed for longer than the window allows: alert once. */
  private checkRisk(): void {
    const oldest = Math.min(...this.acked.values());
    const limit = this.destination.duplicateWindowMs - this.maxBatchMs;
    if (Number.isFinite(oldest) && this.now() - oldest > limit) {
      if (this.atRisk === null) {
        this.atRisk =
          `${this.name}: events acknowledged by ${this.destination.description} ${this.now() - oldest} ms ago ` +
          'are not yet passed by the checkpoint (an earlier event keeps failing): a crash now ' +
          'would publish them again after the duplicate window';
        this.options.onAlert?.(this.atRisk);
      }
    } else {
      this.atRisk = null;
    }
  }

  private now(): number {
    return this.clock().getTime();
  }
}

/** Links to the traces that appended the events (at most 32: a span's links are bounded). */
function traceLinks(events: readonly RecordedEvent[]): Link[] {
  const links: Link[] = [];
  for (const event of events) {
    if (links.length >= 32) break;
    const parent = traceContextOf(event.metadata);
    const context = parent && trace.getSpanContext(parent);
    if (context) links.push({ context });
  }
  return links;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
