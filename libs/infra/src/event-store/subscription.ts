import type {
  AppendNotices,
  ReadAllOptions,
  ReadAllResult,
  RecordedEvent,
  SubscribeOptions,
} from './event-store.port';
import { StoreClosed } from '../errors';

export interface LogSource {
  readAll(options: ReadAllOptions): Promise<ReadAllResult>;
  readonly notifier: AppendNotices;
  /** Fallback poll interval while live, for commits whose notice was lost. */
  readonly pollIntervalMs: number;
}

/**
 * Catch up, then follow: pages of the global log are read only when the consumer has taken the
 * previous one, and while live it sleeps until notified (or the slow poll), never spins.
 */
export async function* followLog(
  source: LogSource,
  options: SubscribeOptions,
): AsyncGenerator<RecordedEvent> {
  const { signal, filter } = options;
  const limit = options.batchSize ?? 500;
  let from = options.from ?? 0n;
  while (!signal?.aborted && !source.notifier.isClosed) {
    const epoch = source.notifier.epoch;
    let page: ReadAllResult;
    try {
      page = await source.readAll({ from, limit, filter });
    } catch (error) {
      // The store closed while we were live: the subscription ends, as the port says.
      if (error instanceof StoreClosed) return;
      throw error;
    }
    for (const event of page.events) {
      if (signal?.aborted) return;
      yield event;
    }
    from = page.nextPosition;
    if (page.events.length < limit) {
      await source.notifier.wait(epoch, source.pollIntervalMs, signal);
    }
  }
}
