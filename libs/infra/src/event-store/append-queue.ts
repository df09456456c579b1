/** One append's outcome inside a group commit: its own result or its own error. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

interface Pending<Req, Res> {
  readonly request: Req;
  readonly resolve: (value: Res) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit: appends that arrive while a commit is running (or in the same tick) are
 * committed together by one call to `commit`, which answers each append on its own, so one
 * append's conflict never fails another.
 */
export class AppendQueue<Req, Res> {
  private queue: Pending<Req, Res>[] = [];
  private running: Promise<void> | null = null;

  constructor(
    private readonly commit: (requests: readonly Req[]) => Promise<Settled<Res>[]>,
    private readonly maxBatch = 256,
    /**
     * When a commit throws an error this says is an outage (the database is unreachable), the
     * requests queued behind it fail with it too: each would otherwise wait out its own timeout.
     */
    private readonly failsWaiting: (error: unknown) => boolean = () => false,
  ) {}

  enqueue(request: Req): Promise<Res> {
    return new Promise<Res>((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      if (!this.running) this.running = this.drain();
    });
  }

  /** Resolves once every append queued so far is answered. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    // Let appends issued in the same tick join the first batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
    try {
      while (this.queue.length > 0) {
        let batch = this.queue.splice(0, this.maxBatch);
        let outcomes: Settled<Res>[];
        try {
          outcomes = await this.commit(batch.map((p) => p.request));
        } catch (error) {
          if (this.failsWaiting(error)) batch = batch.concat(this.queue.splice(0));
          outcomes = batch.map(() => ({ ok: false, error }));
        }
        batch.forEach((pending, index) => {
          const outcome = outcomes[index];
          if (outcome.ok) pending.resolve(outcome.value);
          else pending.reject(outcome.error);
        });
      }
    } finally {
      this.running = null;
    }
  }
}
