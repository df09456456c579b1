import { status, type ServerWritableStream } from '@grpc/grpc-js';
import type { ReadReq, ReadResp } from '@eventstore/db-client/generated/streams_pb';
import { onAbort } from '../support/abort-watch';
import { statusError } from './grpc-errors';

/**
 * The response side of one Streams.Read call, with back-pressure: {@link send} resolves only
 * once grpc-js can take another message (after 'drain' when `write()` said its buffer is full),
 * so a reader pulls from the store no faster than the client reads. `signal` aborts when the
 * client cancels or the server closes: whatever reads for this call stops.
 */
export class ReadSink {
  private readonly controller = new AbortController();
  readonly signal: AbortSignal = this.controller.signal;
  private readonly stop = () => this.controller.abort();
  private readonly unwatchClosing: () => void;

  constructor(
    private readonly call: ServerWritableStream<ReadReq, ReadResp>,
    private readonly closing: AbortSignal,
  ) {
    call.on('cancelled', this.stop);
    this.unwatchClosing = onAbort(closing, this.stop);
    if (call.cancelled) this.stop();
  }

  /** False when the call is over (nothing more will be read by anyone). */
  async send(message: ReadResp): Promise<boolean> {
    if (this.signal.aborted) return false;
    if (!this.call.write(message)) await this.drained();
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

  /** Stops listening; the handler ends the call (with an error status) itself. */
  release(): void {
    this.call.off('cancelled', this.stop);
    this.unwatchClosing();
  }

  private drained(): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        this.call.off('drain', done);
        this.signal.removeEventListener('abort', done);
        resolve();
      };
      this.call.on('drain', done);
      this.signal.addEventListener('abort', done, { once: true });
    });
  }
}
