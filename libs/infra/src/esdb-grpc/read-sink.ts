import { status, type ServerWritableStream } from '@grpc/grpc-js';
import type { ReadReq, ReadResp } from './protocol/streams';
import { onAbort } from '../support/abort-watch';
import { statusError } from './grpc-errors';
import { responseBytes } from './read-mapping';

/**
 * What the server's reads hold ahead of their clients (events read from the store and not yet
 * taken by the client's transport), per call and all calls together. `held` is the server's
 * total now.
 */
export class ReadAhead {
  held = 0;

  constructor(
    readonly callBytes: number,
    readonly totalBytes: number,
  ) {}
}

/** The size assumed of an event before one was seen: the first page is callBytes / this. */
const FIRST_GUESS_BYTES = 32 * 1024;

/**
 * The response side of one Streams.Read call, with back-pressure: a reader asks
 * {@link nextPage} how many events to read (as many as fit the call's read-ahead by the largest
 * event seen so far, fewer when the server's total is short), and {@link send} resolves only
 * once grpc-js can take another message and what the client has not taken yet is within the
 * call's read-ahead: a reader pulls from the store no faster than the client reads, and never
 * holds more than about twice the read-ahead for a client that stopped reading. `signal`
 * aborts when the client cancels or the server closes: whatever reads for this call stops.
 */
export class ReadSink {
  private readonly controller = new AbortController();
  readonly signal: AbortSignal = this.controller.signal;
  private readonly stop = () => this.controller.abort();
  private readonly unwatchClosing: () => void;
  private largest: number | undefined;
  /** The current page's estimated bytes not yet sent. */
  private page = 0;
  /** Bytes written to grpc-js that its transport has not taken yet. */
  private pending = 0;
  private released = false;
  private wake: (() => void) | undefined;

  constructor(
    private readonly call: ServerWritableStream<ReadReq, ReadResp>,
    private readonly closing: AbortSignal,
    private readonly readAhead: ReadAhead,
  ) {
    call.on('cancelled', this.stop);
    this.unwatchClosing = onAbort(closing, this.stop);
    if (call.cancelled) this.stop();
  }

  /** How many events (1 to `most`) to read next; they count as held until sent. */
  nextPage(most: number): number {
    this.hold(-this.page);
    const { callBytes, totalBytes, held } = this.readAhead;
    const room = Math.min(callBytes - this.pending, totalBytes - held);
    const events = Math.floor(room / (this.largest ?? FIRST_GUESS_BYTES));
    const page = Math.max(1, Math.min(most, events));
    this.page = page * (this.largest ?? FIRST_GUESS_BYTES);
    this.hold(this.page);
    return page;
  }

  /** False when the call is over (nothing more will be read by anyone). */
  async send(message: ReadResp): Promise<boolean> {
    if (this.signal.aborted) return false;
    const bytes = responseBytes(message);
    if (message.hasEvent()) this.largest = Math.max(this.largest ?? 0, bytes);
    const fromPage = Math.min(this.page, bytes);
    this.page -= fromPage;
    this.hold(bytes - fromPage);
    this.pending += bytes;
    const taken = this.call.write(message, () => this.flushed(bytes));
    if (!taken) await this.until(() => !this.call.writableNeedDrain);
    // A call with nothing pending may always send one more: every call makes progress.
    await this.until(
      () =>
        this.pending < this.readAhead.callBytes &&
        (this.pending === 0 || this.readAhead.held <= this.readAhead.totalBytes),
    );
    return !this.signal.aborted;
  }

  /**
   * Ends the call with OK, unless the client is gone. When the server is closing, a
   * subscription ends UNAVAILABLE instead, so the client knows to reconnect rather than
   * taking it for the end of the stream.
   */
  finish(): void {
    this.release();
    if (this.call.cancelled) return;
    if (this.closing.aborted) {
      this.call.emit('error', statusError(status.UNAVAILABLE, 'the server is shutting down'));
      return;
    }
    this.call.end();
  }

  /** Stops listening and holding; the handler ends the call (with an error status) itself. */
  release(): void {
    if (this.released) return;
    this.hold(-(this.page + this.pending));
    this.released = true;
    this.call.off('cancelled', this.stop);
    this.unwatchClosing();
  }

  private hold(bytes: number): void {
    if (!this.released) this.readAhead.held += bytes;
  }

  private flushed(bytes: number): void {
    this.pending -= bytes;
    this.hold(-bytes);
    this.wake?.();
  }

  /** Waits until `ready()` (checked on every flush and drain) or the call is over. */
  private async until(ready: () => boolean): Promise<void> {
    while (!ready() && !this.signal.aborted) {
      await new Promise<void>((resolve) => {
        const done = () => {
          this.wake = undefined;
          this.call.off('drain', done);
          unwatch();
          resolve();
        };
        this.wake = done;
        this.call.on('drain', done);
        const unwatch = onAbort(this.signal, done);
      });
    }
  }
}
