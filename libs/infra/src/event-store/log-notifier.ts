import { onAbort } from '../support/abort-watch';
import type { AppendNotices } from './event-store.port';

/** The {@link AppendNotices} a store gives (and its own subscriptions follow). */
export class LogNotifier implements AppendNotices {
  private current = 0;
  private waiters = new Set<() => void>();
  private closed = false;

  get epoch(): number {
    return this.current;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  notify(): void {
    this.current += 1;
    this.wakeAll();
  }

  /** Resolves on the next notice after `seenEpoch`, on timeout (the slow poll), abort or close. */
  wait(seenEpoch: number, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    if (this.closed || signal?.aborted || this.current !== seenEpoch) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        unwatch?.();
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiters.add(done);
      const unwatch = signal && onAbort(signal, done);
    });
  }

  close(): void {
    this.closed = true;
    this.wakeAll();
  }

  private wakeAll(): void {
    for (const wake of [...this.waiters]) wake();
  }
}
