/** How long a probe waits for its answer: the probes answer within a second, whatever the store does. */
export const PROBE_TIMEOUT_MS = 800;

export class ProbeTimedOut extends Error {
  constructor(timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
    this.name = 'ProbeTimedOut';
  }
}

/**
 * A check that runs once at a time: callers arriving while it runs share its answer, so a
 * frozen database is not sent one more query per probe, and each caller waits `timeoutMs` at
 * most (then {@link ProbeTimedOut}; the check goes on, and the next caller shares it).
 */
export class BoundedProbe<T> {
  private running: Promise<T> | undefined;

  constructor(
    private readonly check: () => Promise<T>,
    private readonly timeoutMs = PROBE_TIMEOUT_MS,
  ) {}

  run(): Promise<T> {
    if (!this.running) {
      const running = this.check().finally(() => {
        if (this.running === running) this.running = undefined;
      });
      // Answered by a caller or not, a failed check must not be an unhandled rejection.
      running.catch(() => undefined);
      this.running = running;
    }
    const running = this.running;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ProbeTimedOut(this.timeoutMs)), this.timeoutMs);
    });
    return Promise.race([running, timeout]).finally(() => clearTimeout(timer));
  }
}
