import { status } from '@grpc/grpc-js';
import { onAbort } from '../support/abort-watch';
import { statusError, type EsdbStatus } from './grpc-errors';

/** How much store work the server's calls may ask for at once. */
export interface StoreGateLimits {
  /** Store operations running at once, all calls together. */
  readonly storeConcurrency: number;
  /** Operations waiting for a turn, all connections together. */
  readonly maxQueued: number;
  /** Operations waiting for a turn, per connection. */
  readonly maxQueuedPerConnection: number;
}

/** One call's place at the gate: its connection, and its signal (aborted when it ends). */
export interface GateLane {
  readonly connection: string;
  readonly signal: AbortSignal;
  /** Set once the call got a turn or a place in the queue: it is never refused after that. */
  admitted: boolean;
}

export interface GateStats {
  readonly running: number;
  readonly queued: number;
  /** Calls refused so far because the queue was full. */
  readonly refused: number;
}

interface Waiter {
  start(): void;
  fail(error: EsdbStatus): void;
}

const SHUTTING_DOWN = statusError(status.UNAVAILABLE, 'the server is shutting down');
const CANCELLED = statusError(status.CANCELLED, 'the call was cancelled');

/**
 * Admission control for the store work of the server's calls. At most `storeConcurrency`
 * operations run at once (on PostgreSQL each holds a pool connection: the rest of the pool
 * stays for HTTP and the runners); the others wait in a queue per connection, served in turn
 * (round robin), so one connection's flood delays another's calls by one turn, not by the
 * flood. A call whose first operation finds the queue full (in all, or its connection's) is
 * refused with RESOURCE_EXHAUSTED before anything was read or written; an admitted call's
 * later operations only wait, so a read is never cut in the middle for load.
 */
export class StoreGate {
  private running = 0;
  private queued = 0;
  private refused = 0;
  private closed = false;
  /** Waiters by connection; the Map's order is the round robin (served: moved to the back). */
  private readonly queues = new Map<string, Waiter[]>();

  constructor(private readonly limits: StoreGateLimits) {}

  run<T>(lane: GateLane, work: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(SHUTTING_DOWN);
    if (lane.signal.aborted) return Promise.reject(CANCELLED);
    if (this.queued === 0 && this.running < this.limits.storeConcurrency) {
      lane.admitted = true;
      return this.start(work);
    }
    const waiting = this.queues.get(lane.connection) ?? [];
    if (!lane.admitted) {
      const full =
        this.queued >= this.limits.maxQueued ||
        waiting.length >= this.limits.maxQueuedPerConnection;
      if (full) {
        this.refused += 1;
        return Promise.reject(this.busy(waiting.length));
      }
      lane.admitted = true;
    }
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          unwatch();
          this.start(work).then(resolve, reject);
        },
        fail: (error) => {
          unwatch();
          reject(error);
        },
      };
      // Cancelled while waiting: its place goes to the next.
      const unwatch = onAbort(lane.signal, () => {
        const queue = this.queues.get(lane.connection);
        const index = queue?.indexOf(waiter) ?? -1;
        if (!queue || index < 0) return;
        queue.splice(index, 1);
        if (queue.length === 0) this.queues.delete(lane.connection);
        this.queued -= 1;
        reject(CANCELLED);
      });
      waiting.push(waiter);
      if (waiting.length === 1) this.queues.set(lane.connection, waiting);
      this.queued += 1;
    });
  }

  stats(): GateStats {
    return { running: this.running, queued: this.queued, refused: this.refused };
  }

  /** Waiting operations fail with UNAVAILABLE (running ones finish); new ones too. */
  close(): void {
    this.closed = true;
    const waiters = [...this.queues.values()].flat();
    this.queues.clear();
    this.queued = 0;
    for (const waiter of waiters) waiter.fail(SHUTTING_DOWN);
  }

  private async start<T>(work: () => Promise<T>): Promise<T> {
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.next();
    }
  }

  private next(): void {
    while (this.running < this.limits.storeConcurrency) {
      const first = this.queues.entries().next();
      if (first.done) return;
      const [connection, waiting] = first.value;
      const waiter = waiting.shift() as Waiter;
      this.queued -= 1;
      // This connection's turn is taken: it goes to the back of the round.
      this.queues.delete(connection);
      if (waiting.length > 0) this.queues.set(connection, waiting);
      waiter.start();
    }
  }

  private busy(waitingHere: number): EsdbStatus {
    const { maxQueued, maxQueuedPerConnection } = this.limits;
    const which =
      waitingHere >= maxQueuedPerConnection
        ? `${waitingHere} of this connection's calls wait (at most ${maxQueuedPerConnection})`
        : `${this.queued} calls wait (at most ${maxQueued})`;
    return statusError(
      status.RESOURCE_EXHAUSTED,
      `the server is busy: ${which} for the store; retry later`,
    );
  }
}
