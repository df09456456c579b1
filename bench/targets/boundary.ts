import type { Side } from './target';

export { EVENT_TYPE, benchData } from './target';

/**
 * One side of the DCB workloads: an entity's events under a guard. Ours and the peer append
 * tagged events on the condition that no event of the entity's boundary (the event type and
 * the entity's tag) stands above `after`; the floor is Tidemark's own stream append to the
 * entity's stream with an expected version. A mark is what the guard needs: a position on the
 * DCB sides, a stream version on the floor.
 */
export interface BoundaryTarget {
  readonly side: Side;
  /** What was measured, for the notes: library, driver, durability setting. */
  readonly label: string;
  /** The mark every entity starts from, read before the workload (the head, or version 0). */
  start(): Promise<bigint>;
  /** Appends `count` events of `entity` guarded by `mark`; answers the mark after them. */
  append(entity: string, count: number, mark: bigint): Promise<bigint>;
  /**
   * Reads the entity's events above `mark` (a decision catching up from what it had folded);
   * answers the mark to append under.
   */
  read(entity: string, mark: bigint): Promise<bigint>;
  /** Whether `error` is the side's lost race (a failed condition, a wrong expected version). */
  isConflict(error: unknown): boolean;
  /** Events stored, counted in the database: what the run wrote. */
  countEvents(): Promise<number>;
  activate?(): void;
  deactivate?(): void;
  /** Releases connections and drops what the target created. */
  close(): Promise<void>;
}

/** The entity's tag, the same string on every side (`@dcb-es` writes `key=value`). */
export function entityTag(entity: string): string {
  return `entity=${entity}`;
}
