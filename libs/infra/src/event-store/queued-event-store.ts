import type { NewEvent } from '@tidemark/domain';
import type { IdGenerator } from '../support/ids';
import { AppendQueue, type Settled } from './append-queue';
import { prepareAppend, type PreparedAppend } from './append-planner';
import { isStoreOutage, StoreClosed, StoreUnavailable } from '../errors';
import type {
  AppendOptions,
  AppendResult,
  DeleteStreamOptions,
  DeleteStreamResult,
  EventStore,
  ReadAllOptions,
  ReadAllResult,
  ReadStreamOptions,
  ReadStreamResult,
  RecordedEvent,
  ScavengeResult,
  SetStreamMetadataOptions,
  StreamDeletion,
  StreamMetadata,
  StreamMetadataResult,
  SubscribeOptions,
} from './event-store.port';
import {
  assertNotTombstoned,
  checkDelete,
  checkMetadataWrite,
  checkStreamId,
  metadataResult,
  planDelete,
  planMetadataWrite,
  type StreamRecord,
} from './stream-lifecycle';
import { LogNotifier } from './log-notifier';
import { followLog } from './subscription';

/**
 * What the SQL adapters share: appends are validated before any IO, then queued and committed
 * in groups by {@link commitBatch}; subscriptions follow the log on {@link notifier}.
 */
export abstract class QueuedEventStore implements EventStore {
  readonly notifier = new LogNotifier();
  readonly appendNotices = this.notifier;
  private readonly queue = new AppendQueue<PreparedAppend, AppendResult>(
    (batch) => this.commitBatch(batch),
    undefined,
    isStoreOutage,
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
    return this.queue.enqueue(prepareAppend(streamId, events, options, this.newId));
  }

  subscribe(options: SubscribeOptions = {}): AsyncIterableIterator<RecordedEvent> {
    return followLog(this, options);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.queue.idle();
    await Promise.allSettled([...this.changing]);
    this.notifier.close();
    await this.release();
  }

  async deleteStream(streamId: string, options?: DeleteStreamOptions): Promise<DeleteStreamResult> {
    return this.deleteAs('soft', streamId, options);
  }

  async tombstoneStream(
    streamId: string,
    options?: DeleteStreamOptions,
  ): Promise<DeleteStreamResult> {
    return this.deleteAs('tombstone', streamId, options);
  }

  private async deleteAs(
    deletion: StreamDeletion,
    streamId: string,
    options: DeleteStreamOptions = {},
  ): Promise<DeleteStreamResult> {
    this.assertOpen();
    const expected = checkDelete(streamId, options);
    const { head } = await this.tracked(
      this.updateStream(streamId, (stream) => planDelete(streamId, stream, expected, deletion)),
    );
    return { streamId, position: head };
  }

  async setStreamMetadata(
    streamId: string,
    metadata: StreamMetadata,
    options: SetStreamMetadataOptions = {},
  ): Promise<StreamMetadataResult> {
    this.assertOpen();
    const write = checkMetadataWrite(streamId, metadata, options);
    const { stream } = await this.tracked(
      this.updateStream(streamId, (current) => planMetadataWrite(streamId, current, write)),
    );
    return metadataResult(streamId, stream);
  }

  async getStreamMetadata(streamId: string): Promise<StreamMetadataResult> {
    this.assertOpen();
    checkStreamId(streamId);
    const stream = await this.streamRecord(streamId);
    assertNotTombstoned(streamId, stream);
    return metadataResult(streamId, stream);
  }

  async scavenge(): Promise<ScavengeResult> {
    this.assertOpen();
    return { removedEvents: await this.tracked(this.removeHidden()) };
  }

  /** Lifecycle changes under way: {@link close} waits for them, as for queued appends. */
  private readonly changing = new Set<Promise<unknown>>();

  private async tracked<T>(change: Promise<T>): Promise<T> {
    this.changing.add(change);
    try {
      return await change;
    } finally {
      this.changing.delete(change);
    }
  }

  /**
   * Replaces a stream's record with `change(record)` atomically (a stream never seen: the
   * record of a new one), where no append or other change can come between; `change` throws
   * to refuse, and then nothing is written. Answers with the new record and the log's head.
   */
  protected abstract updateStream(
    streamId: string,
    change: (stream: StreamRecord) => StreamRecord,
  ): Promise<{ stream: StreamRecord; head: bigint }>;

  /** A stream's record as committed (a new one's when never seen). */
  protected abstract streamRecord(streamId: string): Promise<StreamRecord>;

  /** Removes the events no read shows any more (`visibleEvents`); returns how many. */
  protected abstract removeHidden(): Promise<number>;

  abstract readStream(streamId: string, options?: ReadStreamOptions): Promise<ReadStreamResult>;
  abstract readAll(options?: ReadAllOptions): Promise<ReadAllResult>;
  abstract headPosition(): Promise<bigint>;

  /**
   * Commits a group of appends in one transaction, answering each on its own when the planner
   * refuses it. Throws when the database fails the transaction: then nothing of it stands.
   */
  protected abstract commitTogether(
    batch: readonly PreparedAppend[],
  ): Promise<Settled<AppendResult>[]>;

  /** A database error of one append as ours where it means one of ours, else as it is. */
  protected abstract translate(error: unknown, append: PreparedAppend): Promise<unknown>;

  /**
   * When the group's transaction fails, each append is committed alone: only a faulty one
   * fails, and one whose commit went through unacknowledged is answered by the id dedup — also
   * when the store ran out of room: the appends that fit are still written. A store that cannot
   * be reached fails them all at once (alone, each would wait out the same timeout).
   */
  private async commitBatch(batch: readonly PreparedAppend[]): Promise<Settled<AppendResult>[]> {
    try {
      return await this.commitTogether(batch);
    } catch (together) {
      if (together instanceof StoreUnavailable) throw together;
      const outcomes: Settled<AppendResult>[] = [];
      for (const append of batch) {
        try {
          outcomes.push(...(await this.commitTogether([append])));
        } catch (alone) {
          outcomes.push({ ok: false, error: await this.translate(alone, append) });
        }
      }
      return outcomes;
    }
  }

  /** Releases connections once the queue is empty. */
  protected abstract release(): Promise<void>;

  protected get isClosed(): boolean {
    return this.closed;
  }

  protected assertOpen(): void {
    if (this.closed) throw new StoreClosed();
  }
}

/**
 * A page of the global log, and where the next one starts: after (backward: before) its last
 * event, else where this one started (backward from the end: 0n, nothing is left before it).
 */
export function logPage(events: RecordedEvent[], from: bigint | undefined): ReadAllResult {
  const last = events.at(-1);
  return { events, nextPosition: last ? last.position : (from ?? 0n) };
}
