import type { AppendNotices, EventReader } from '../event-store/event-store.port';
import type { LogNotifier } from '../event-store/log-notifier';

/** How long the head follower waits before it follows the log again after an error. */
const HEAD_RETRY_MS = 1000;

export interface HeadFollowing {
  readonly store: EventReader;
  /** Notified on every append. */
  readonly wake: LogNotifier;
  readonly signal: AbortSignal;
  readonly idlePollMs: number;
  readonly sleep: (ms: number) => Promise<void>;
  readonly onError: (error: unknown) => void;
}

/**
 * Wakes the loops when events are appended, until `signal` aborts. Followed again after an
 * error (the database was away): meanwhile the loops still poll every `idlePollMs`.
 */
export async function followHead(following: HeadFollowing): Promise<void> {
  const { store, wake, signal } = following;
  const notices = store.appendNotices;
  if (notices) return relay(notices, following);
  while (!signal.aborted) {
    try {
      const from = await store.headPosition();
      for await (const event of store.subscribe({ from, signal })) {
        void event;
        wake.notify();
      }
    } catch (error) {
      if (signal.aborted) return;
      following.onError(error);
    }
    // Also after a subscription that ended by itself (the store closing): never spin.
    await following.sleep(HEAD_RETRY_MS);
  }
}

/** The store's own notices, without reading the events a subscription would. */
async function relay(notices: AppendNotices, { wake, signal, idlePollMs }: HeadFollowing) {
  let seen = notices.epoch;
  while (!signal.aborted && !notices.isClosed) {
    await notices.wait(seen, idlePollMs, signal);
    if (notices.epoch !== seen) {
      seen = notices.epoch;
      wake.notify();
    }
  }
}
