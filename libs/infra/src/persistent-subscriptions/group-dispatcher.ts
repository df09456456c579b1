import { StoreClosed } from '../errors';
import type { EventReader } from '../event-store/event-store.port';
import type { Clock } from '../support/ids';
import { uuidv7 } from '../support/ids';
import { readAhead } from './group-reader';
import {
  type ClaimedMessage,
  type GroupRow,
  parseFilter,
  type PersistentSubscriptionState,
} from './persistent-subscription-state.port';
import type {
  ConnectionInfo,
  ConsumerOptions,
  DropReason,
  GroupKey,
  NackAction,
  PersistentConsumer,
  PersistentSubscriptionSettings,
} from './persistent-subscriptions.port';
import { parseSettings } from './settings';

export interface DispatcherContext {
  readonly events: EventReader;
  readonly state: PersistentSubscriptionState;
  readonly clock: Clock;
  /** Holds this instance's claims. */
  readonly owner: string;
  readonly pollIntervalMs: number;
  /** A claim's lease when the group has no message timeout (renewed while held). */
  readonly leaseMs: number;
  /** Told of a failing tick (the dispatcher tries again after a poll). */
  readonly onError: (error: unknown) => void;
}

/** Pages read in one round when a `$all` group's patterns keep none of their events. */
const EMPTY_PAGES_PER_TICK = 10;

/** One connected consumer of a group, in this instance. */
class LocalConsumer implements PersistentConsumer {
  readonly id = uuidv7();
  readonly name: string;
  /** Unacked events handed to it, by id, with the end of their lease. */
  readonly inFlight = new Map<string, number>();
  delivered = 0;
  closed = false;

  constructor(
    private readonly dispatcher: GroupDispatcher,
    readonly options: ConsumerOptions,
  ) {
    this.name = options.name ?? this.id;
  }

  get free(): number {
    return this.closed ? 0 : Math.max(0, this.options.bufferSize - this.inFlight.size);
  }

  // Once closed, its events went back to the group: what it says of them later changes
  // nothing (and must not reach a store that may be closing).
  ack(eventIds: readonly string[]): Promise<void> {
    if (this.closed) return Promise.resolve();
    return this.dispatcher.settle(this, eventIds, 'ack', '');
  }

  nack(eventIds: readonly string[], action: NackAction, reason: string): Promise<void> {
    if (this.closed) return Promise.resolve();
    return this.dispatcher.settle(this, eventIds, action, reason);
  }

  close(): Promise<void> {
    return this.dispatcher.disconnect(this, undefined);
  }

  info(): ConnectionInfo {
    const { id, name, inFlight, delivered } = this;
    const { bufferSize, username = '' } = this.options;
    return { id, name, username, bufferSize, inFlight: inFlight.size, delivered };
  }
}

/**
 * Hands a group's events to its consumers in this instance: claims pending messages for them
 * (as many as they have room for), reads more from the store when the group's buffer runs low,
 * retries timed-out ones and writes the checkpoint. Runs while it has consumers.
 */
export class GroupDispatcher {
  private readonly consumers: LocalConsumer[] = [];
  private nextConsumer = 0;
  private wakeUp: (() => void) | undefined;
  private woken = false;
  private running: Promise<void> | undefined;
  private lastRenewal = 0;
  private settings: PersistentSubscriptionSettings;
  /** The last step (a round, an ack or a nack) taken: the next one runs after it. */
  private steps: Promise<unknown> = Promise.resolve();

  constructor(
    readonly key: GroupKey,
    readonly revision: number,
    settings: PersistentSubscriptionSettings,
    private readonly context: DispatcherContext,
    private readonly onIdle: () => void,
  ) {
    this.settings = settings;
  }

  get connections(): ConnectionInfo[] {
    return this.consumers.map((consumer) => consumer.info());
  }

  get consumerCount(): number {
    return this.consumers.length;
  }

  connect(options: ConsumerOptions): PersistentConsumer {
    const consumer = new LocalConsumer(this, options);
    this.consumers.push(consumer);
    this.start();
    this.wake();
    return consumer;
  }

  private start(): void {
    // The acks and nacks still taking their turn are the loop's: the group is idle after them,
    // so that closing the engine (and then the store) waits for them.
    this.running ??= this.run()
      .then(async () => void (await this.steps))
      .finally(() => {
        this.running = undefined;
        // A consumer that connected while the loop was ending restarts it.
        if (this.consumers.length > 0) this.start();
        else this.onIdle();
      });
  }

  /**
   * Drops every consumer with `reason` (their unacked events go back) and waits for the loop,
   * with the acks and nacks still taking their turn: none may reach the store after it.
   */
  async stop(reason: DropReason): Promise<void> {
    await Promise.all([...this.consumers].map((consumer) => this.disconnect(consumer, reason)));
    await this.running;
  }

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /**
   * Settles a consumer's events, then fills the room that frees before anything else happens.
   * Acks, nacks and rounds run one at a time, in the order they came (see {@link inTurn}).
   */
  settle(
    consumer: LocalConsumer,
    eventIds: readonly string[],
    action: NackAction | 'ack',
    reason: string,
  ): Promise<void> {
    return this.inTurn(async () => {
      const { state, owner } = this.context;
      const now = this.now();
      if (action === 'ack') await state.ack(this.key, owner, eventIds);
      else
        await state.nack(
          this.key,
          owner,
          eventIds,
          action,
          reason,
          now,
          this.settings.maxRetryCount,
        );
      for (const id of eventIds) for (const each of this.consumers) each.inFlight.delete(id);
      if (action === 'stop') await this.disconnect(consumer, 'stopped');
      // Settled: a failure to hand out more now is the next round's to retry, not this one's.
      await this.refill().catch((error: unknown) => this.context.onError(error));
      // The next round writes the checkpoint when it is due.
      this.wake();
    });
  }

  /**
   * Runs `step` once the steps before it are done. As on SQLite's one writer, each ack or nack
   * is followed by the hand-out of the room it freed before the next one is looked at: an event
   * nacked with retry is pending again before the room of a later ack is filled, so it is handed
   * out before the events behind it. Run at once (PostgreSQL answers on several connections),
   * acks committed while a round claimed, rounds claimed room several settles freed at once,
   * and later events went out ahead of retries.
   */
  private inTurn<T>(step: () => Promise<T>): Promise<T> {
    const result = this.steps.then(step);
    this.steps = result.catch(() => undefined);
    return result;
  }

  /** Ends a consumer: `reason` undefined when it closed itself (not told). */
  async disconnect(consumer: LocalConsumer, reason: DropReason | undefined): Promise<void> {
    if (consumer.closed) return;
    consumer.closed = true;
    this.consumers.splice(this.consumers.indexOf(consumer), 1);
    const held = [...consumer.inFlight.keys()];
    consumer.inFlight.clear();
    // A consumer that went away counts against its events' retries; a shutdown does not.
    const counted = reason !== 'shutdown' && reason !== 'deleted';
    if (held.length > 0 && reason !== 'deleted') {
      await this.context.state
        .release(
          this.key,
          this.context.owner,
          held,
          counted,
          this.now(),
          this.settings.maxRetryCount,
        )
        .catch((error: unknown) => this.context.onError(error));
    }
    if (reason !== undefined) consumer.options.onDropped?.(reason);
    this.wake();
  }

  private now(): number {
    return this.context.clock().getTime();
  }

  private async run(): Promise<void> {
    while (this.consumers.length > 0) {
      const notices = this.context.events.appendNotices;
      const epoch = notices?.epoch ?? 0;
      this.woken = false;
      let progressed = false;
      try {
        progressed = await this.inTurn(() => this.tick());
      } catch (error) {
        if (error instanceof StoreClosed) {
          await Promise.all([...this.consumers].map((c) => this.disconnect(c, 'shutdown')));
          return;
        }
        this.context.onError(error);
      }
      if (!progressed && !this.woken && this.consumers.length > 0) await this.sleep(epoch);
    }
  }

  /** Until an append notice, a local wake-up (ack, nack, connect) or the poll interval. */
  private async sleep(epoch: number): Promise<void> {
    const abort = new AbortController();
    const local = new Promise<void>((resolve) => (this.wakeUp = resolve));
    const notices = this.context.events.appendNotices;
    const timer = new Promise<void>((resolve) => {
      const handle = setTimeout(resolve, this.context.pollIntervalMs);
      abort.signal.addEventListener('abort', () => clearTimeout(handle), { once: true });
    });
    const waits = [local, timer];
    if (notices) waits.push(notices.wait(epoch, this.context.pollIntervalMs, abort.signal));
    await Promise.race(waits);
    this.wakeUp = undefined;
    abort.abort();
  }

  /** One round: whether it delivered anything (then another round follows at once). */
  private async tick(): Promise<boolean> {
    const { state } = this.context;
    const group = await state.group(this.key);
    if (!group || Number(group.revision) !== this.revision) {
      const reason = group ? 'updated' : 'deleted';
      await Promise.all([...this.consumers].map((c) => this.disconnect(c, reason)));
      return false;
    }
    this.settings = parseSettings(group.settings);
    const now = this.now();
    await state.expire(this.key, now, this.settings.maxRetryCount);
    this.forgetExpired(now);
    const delivered = await this.handOut(group, now);
    await this.keepLeases(now);
    await state.checkpoint(this.key, group, {
      now,
      afterMs: this.settings.checkpointAfterMs,
      minCount: this.settings.minCheckpointCount,
      maxCount: this.settings.maxCheckpointCount,
    });
    return delivered > 0;
  }

  /** Claims pending events (reading more when they run short) for the room there is. */
  private async handOut(group: GroupRow, now: number): Promise<number> {
    const room = this.consumers.reduce((sum, consumer) => sum + consumer.free, 0);
    if (room === 0) return 0;
    let claimed = await this.claim(room, now);
    if (claimed.length < room && (await this.readMore(group))) {
      claimed = [...claimed, ...(await this.claim(room - claimed.length, now))];
    }
    return this.deliver(claimed);
  }

  /** Hands out the room a settle freed, with the group as it stands (unless it changed). */
  private async refill(): Promise<void> {
    const group = await this.context.state.group(this.key);
    if (!group || Number(group.revision) !== this.revision) return this.wake();
    await this.handOut(group, this.now());
  }

  /**
   * Events whose lease ran out are retried (to any consumer): they no longer take room in the
   * buffer of the consumer that did not ack them in time.
   */
  private forgetExpired(now: number): void {
    if (this.settings.messageTimeoutMs === 0) return;
    for (const consumer of this.consumers) {
      for (const [id, leaseUntil] of consumer.inFlight) {
        if (leaseUntil <= now) consumer.inFlight.delete(id);
      }
    }
  }

  private async claim(limit: number, now: number): Promise<ClaimedMessage[]> {
    if ((await this.context.state.pendingCount(this.key)) === 0) return [];
    const timeout = this.settings.messageTimeoutMs || this.context.leaseMs;
    return this.context.state.claim(this.key, this.context.owner, limit, now + timeout);
  }

  /**
   * Reads into the group while its buffer has room; whether it added any. Pages that a `$all`
   * group's patterns filter out entirely move its position on: a few are read in one go.
   */
  private async readMore(group: GroupRow): Promise<boolean> {
    const { state, events } = this.context;
    if ((await state.pendingCount(this.key)) >= this.settings.liveBufferSize) return false;
    const filter = parseFilter(group.filter);
    let from = Number(group.read_position);
    for (let pages = 0; pages < EMPTY_PAGES_PER_TICK; pages += 1) {
      const page = await readAhead(events, this.key, filter, from, this.settings.readBatchSize);
      if (page.to === from || !(await state.fill(this.key, from, page.to, page.events))) {
        return false;
      }
      if (page.events.length > 0) return true;
      from = page.to;
    }
    return false;
  }

  /** Hands each message to a consumer by the group's strategy; gives back what none can take. */
  private async deliver(messages: readonly ClaimedMessage[]): Promise<number> {
    const unplaced: string[] = [];
    let delivered = 0;
    for (const message of messages) {
      const consumer = this.pick(message);
      if (!consumer) {
        unplaced.push(message.event.id);
        continue;
      }
      consumer.inFlight.set(message.event.id, message.leaseUntil);
      consumer.delivered += 1;
      delivered += 1;
      try {
        consumer.options.onEvent({ event: message.event, retryCount: message.retryCount });
      } catch (error) {
        this.context.onError(error);
      }
    }
    if (unplaced.length > 0) {
      const { state, owner } = this.context;
      await state.release(
        this.key,
        owner,
        unplaced,
        false,
        this.now(),
        this.settings.maxRetryCount,
      );
    }
    return delivered;
  }

  private pick(message: ClaimedMessage): LocalConsumer | undefined {
    const open = this.consumers.filter((consumer) => consumer.free > 0);
    if (open.length === 0) return undefined;
    switch (this.settings.consumerStrategy) {
      case 'DispatchToSingle':
        return open[0];
      case 'Pinned': {
        const pinned = this.consumers[hash(message.event.streamId) % this.consumers.length];
        return pinned.free > 0 ? pinned : undefined;
      }
      default: {
        const start = this.nextConsumer % this.consumers.length;
        for (let i = 0; i < this.consumers.length; i += 1) {
          const consumer = this.consumers[(start + i) % this.consumers.length];
          if (consumer.free > 0) {
            this.nextConsumer = start + i + 1;
            return consumer;
          }
        }
        return undefined;
      }
    }
  }

  /** Without a message timeout, the claims this instance holds are renewed while it lives. */
  private async keepLeases(now: number): Promise<void> {
    if (this.settings.messageTimeoutMs > 0) return;
    if (now - this.lastRenewal < this.context.leaseMs / 3) return;
    this.lastRenewal = now;
    await this.context.state.renew(this.key, this.context.owner, now + this.context.leaseMs);
  }
}

/** A stable small hash of a stream id (Pinned: one stream's events to one consumer). */
function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i += 1) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}
