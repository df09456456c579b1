import {
  CancelledError,
  NotLeaderError,
  TimeoutError,
  UnavailableError,
  eventTypeFilter,
  streamNameFilter,
  type AllStreamSubscription,
  type EventStoreDBClient,
} from '@eventstore/db-client';
import { afterFailure, type RetryPolicy } from '@tidemark/domain';
import type { RecordedEvent, SubscribeOptions } from '../../event-store/event-store.port';
import { onAbort } from '../../support/abort-watch';
import { checkLogRead, matchesLogFilter } from '../../event-store/read-options';
import { readPositionAfter, recordedEventOf, type EsdbNames } from './esdb-mapping';

/** A dropped subscription is resumed this many times in a row (back-off 100 ms … 3.2 s). */
const RESUBSCRIBE_ATTEMPTS = 6;

/** Resubscribing after a drop: the domain's back-off, up to 100·2^5 ms with full jitter. */
const RESUBSCRIBE: RetryPolicy = {
  maxAttempts: RESUBSCRIBE_ATTEMPTS + 1,
  baseDelayMs: 100,
  maxDelayMs: 3200,
  timeoutMs: 1,
};

/** What a subscription needs of the store it belongs to. */
export interface SubscriptionHost {
  readonly client: EventStoreDBClient;
  readonly names: EsdbNames;
  isClosed(): boolean;
  /** The live server subscriptions, which close() ends. */
  readonly subscriptions: Set<AllStreamSubscription>;
}

/**
 * `$all` from an exclusive position through the client's subscribeToAll, filtered on the server
 * as far as {@link EsdbNames.serverFilter} can say and here for the rest; resumed after the
 * last event seen when the server drops it, with back-off.
 */
export async function* followAll(
  host: SubscriptionHost,
  options: SubscribeOptions,
): AsyncGenerator<RecordedEvent> {
  const filter = checkLogRead({ from: options.from, filter: options.filter });
  const server = host.names.serverFilter(filter);
  const { signal } = options;
  // The last position seen: a subscription the server dropped resumes after it.
  let last = filter.from ?? 0n;
  let failures = 0;
  while (!host.isClosed() && !signal?.aborted) {
    const subscription = host.client.subscribeToAll({
      fromPosition: readPositionAfter(last),
      filter:
        server.on === 'streamName'
          ? streamNameFilter({ prefixes: server.prefixes })
          : eventTypeFilter({ regex: server.regex }),
    });
    host.subscriptions.add(subscription);
    const stop = () => void subscription.unsubscribe().catch(() => undefined);
    const unwatch = signal ? onAbort(signal, stop) : undefined;
    try {
      for await (const resolved of subscription) {
        const event = recordedEventOf(resolved, host.names);
        if (!event || event.position <= last) continue;
        last = event.position;
        failures = 0;
        if (!matchesLogFilter(event, filter)) continue;
        yield event;
        if (signal?.aborted || host.isClosed()) return;
      }
      return; // ended by unsubscribe(): close() or the signal
    } catch (error) {
      // Unsubscribed by close() or the signal: the subscription ends, as the port says.
      if (host.isClosed() || signal?.aborted) return;
      // Dropped by the server (a restart, a leader change, "consumer too slow" before 24.x).
      const transient =
        error instanceof UnavailableError ||
        error instanceof NotLeaderError ||
        error instanceof TimeoutError ||
        error instanceof CancelledError;
      failures += 1;
      const next = afterFailure(RESUBSCRIBE, failures, !transient, Math.random());
      if (next.kind !== 'retry') throw error;
      await new Promise((resolve) => setTimeout(resolve, next.delayMs));
    } finally {
      unwatch?.();
      host.subscriptions.delete(subscription);
      await subscription.unsubscribe().catch(() => undefined);
    }
  }
}
