import type { ListenerState } from './listener-state/listener-state-store.port';

interface UnsavedMove {
  /** The stored checkpoint this move starts from (the compare-and-set's expected value). */
  readonly saved: bigint;
  reached: bigint;
  /** When the first move not written was made. */
  readonly since: number;
}

/**
 * Live checkpoint moves over pages holding none of a listener's events, not written yet.
 * Writing each costs a durable commit per listener per wake-up, for nothing a crash could
 * lose: the events in between are read again after a restart and are again not the
 * listener's. The runner writes them with the listener's next batch, within about two idle
 * polls, and at stop. A move is valid while the stored checkpoint is still its `saved`.
 */
export class UnsavedMoves {
  private readonly moves = new Map<string, UnsavedMove>();

  /** Where the live lane has reached: the stored checkpoint, or past it by an unsaved move. */
  reached(state: ListenerState): bigint {
    const move = this.moves.get(state.name);
    return move && move.saved === state.checkpoint ? move.reached : state.checkpoint;
  }

  /** The live lane read from the stored checkpoint `saved` up to `to`, none of it the listener's. */
  moved(name: string, saved: bigint, to: bigint, now: number): void {
    const move = this.moves.get(name);
    // A move from another stored checkpoint (a rebuild swapped in) is stale: start anew.
    if (move && move.saved === saved) move.reached = to;
    else this.moves.set(name, { saved, reached: to, since: now });
  }

  forget(name: string): void {
    this.moves.delete(name);
  }

  /** Takes (and forgets) the listener's move, if it was first made at `madeBy` or before. */
  take(name: string, madeBy = Number.POSITIVE_INFINITY): UnsavedMove | undefined {
    const move = this.moves.get(name);
    if (!move || move.since > madeBy) return undefined;
    this.moves.delete(name);
    return move;
  }

  get names(): readonly string[] {
    return [...this.moves.keys()];
  }
}
