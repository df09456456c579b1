import type { ListenerState, ListenerStateStore } from './listener-state/listener-state-store.port';

/**
 * Why a running listener's turns fail while the loop backs off and tries again (a broker or a
 * database away): noted as its `lastError`, so that the admin list shows it `failing` on every
 * instance, and cleared by the first turn that succeeds.
 */
export class FailureNotes {
  /** What this instance noted last, per listener: the same error is not written again. */
  private readonly noted = new Map<string, string>();

  constructor(
    private readonly state: ListenerStateStore,
    private readonly owner: string,
  ) {}

  /** After a failed turn. Best effort: the database may be what failed. */
  async failed(name: string, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    if (this.noted.get(name) === message) return;
    try {
      await this.state.noteFailure(name, this.owner, message);
      this.noted.set(name, message);
    } catch {
      // Noted on a later turn, once the database answers.
    }
  }

  /** After a turn that succeeded, given the state it began with: clears a note left. */
  async succeeded(name: string, before: ListenerState): Promise<void> {
    this.noted.delete(name);
    if (before.status === 'running' && before.lastError !== null) {
      await this.state.noteFailure(name, this.owner, null);
    }
  }
}
