import type { NewEvent } from '@tidemark/domain';
import type { IdGenerator } from '../support/ids';
import { AppendQueue, type Settled } from './append-queue';
import { prepareAppend, type PreparedAppend } from './append-planner';
import { StoreClosed } from './errors';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  ReadAllOptions,
  ReadAllResult,
  ReadStreamOptions,
  ReadStreamResult,
  RecordedEvent,
  SubscribeOptions,
} from './event-store.port';
import { LogNotifier } from './log-notifier';
import { followLog } from './subscription';

/**
 * What the SQL adapters share: appends are validated before any IO, then queued and committed
 * in groups by {@link commitBatch}; subscriptions follow the log on {@link notifier}.
 */
export abstract class QueuedEventStore implements EventStore {
  readonly notifier = new LogNotifier();
  private readonly queue = new AppendQueue<PreparedAppend, AppendResult>((batch) =>
    this.commitBatch(batch),
  );
  private closed = false;

  protected constructor(
    private readonly newId: IdGenerator,
    readonly pollIntervalMs: number,
  ) {}

  async appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    this.assertOpen();
    const append = prepareAppend(streamId, events, options.expectedVersion, this.newId);
    return this.queue.enqueue(append);
  }

  subscribe(options: SubscribeOptions = {}): AsyncIterableIterator<RecordedEvent> {
    return followLog(this, options);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.queue.idle();
    this.notifier.close();
    await this.release();
  }

  abstract readStream(streamId: string, options?: ReadStreamOptions): Promise<ReadStreamResult>;
  abstract readAll(options?: ReadAllOptions): Promise<ReadAllResult>;
  abstract headPosition(): Promise<bigint>;

  /** Commits a group of appends in one transaction, answering each on its own. */
  protected abstract commitBatch(
    batch: readonly PreparedAppend[],
  ): Promise<Settled<AppendResult>[]>;

  /** Releases connections once the queue is empty. */
  protected abstract release(): Promise<void>;

  protected get isClosed(): boolean {
    return this.closed;
  }

  protected assertOpen(): void {
    if (this.closed) throw new StoreClosed();
  }
}

/** A page of the global log, and where the next one starts. */
export function logPage(events: RecordedEvent[], from: bigint): ReadAllResult {
  return { events, nextPosition: events.length > 0 ? events[events.length - 1].position : from };
}
