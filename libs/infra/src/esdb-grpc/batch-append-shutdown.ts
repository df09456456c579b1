/**
 * The BatchAppend calls of one server at shutdown: they end together, once no append of any of
 * them is still being written (or, past the bound, all at once), never one call's UNAVAILABLE
 * before another call's last answer. `@eventstore/db-client` (6.x) keeps the pending appends of
 * all its BatchAppend calls in one process-wide table and empties it when any call fails, so an
 * answer arriving after another call's failure made the client throw a TypeError in its own
 * handler, out of the application's reach (fixed upstream in KurrentDB-Client-NodeJS #523). A
 * client holds several such calls after it reconnected: one per connection it opened.
 */
/**
 * How long closing BatchAppend calls go on answering appends being written: below the cut of
 * server.ts (2 s after close()), which the clients see as CANCELLED, not to be retried.
 */
export const SHUTDOWN_ANSWER_MS = 1_500;

export class BatchAppendShutdown {
  private writing = 0;
  private readonly closing = new Set<(cut: boolean) => void>();
  private ending: NodeJS.Immediate | undefined;
  private cut: NodeJS.Timeout | undefined;

  /** @param answerMs how long closing calls may go on answering appends being written. */
  constructor(private readonly answerMs: number) {}

  /**
   * An append is being written; the function returned says its answer went out to the
   * connection (or never will).
   */
  writingStarted(): () => void {
    this.writing += 1;
    let settled = false;
    return () => {
      if (settled) return;
      settled = true;
      this.writing -= 1;
      this.endWhenIdle();
    };
  }

  /**
   * A call that reads no more requests since the server began to close: `end` is called once,
   * when every closing call ends; `cut` when the bound passed first. Returns its withdrawal, for
   * a call that ended otherwise (cancelled by its client).
   */
  callClosing(end: (cut: boolean) => void): () => void {
    this.closing.add(end);
    if (this.cut === undefined) {
      this.cut = setTimeout(() => this.endAll(true), this.answerMs);
      this.cut.unref();
    }
    this.endWhenIdle();
    return () => void this.closing.delete(end);
  }

  private endWhenIdle(): void {
    if (this.writing > 0 || this.closing.size === 0 || this.ending !== undefined) return;
    // On the next turn: every call the shutdown reaches has said it is closing by then, and
    // the answers just written have gone out before any call's status.
    this.ending = setImmediate(() => {
      this.ending = undefined;
      if (this.writing === 0) this.endAll(false);
    });
  }

  private endAll(cut: boolean): void {
    clearTimeout(this.cut);
    const calls = [...this.closing];
    this.closing.clear();
    // Each `end` marks its call done at once: no answer slips in between two statuses.
    for (const end of calls) end(cut);
  }
}
