import type { JsonObject } from '@tidemark/domain';

export type Side = 'ours' | 'peer' | 'floor';

/**
 * One store under test, as the append and read workloads see it. Versions count events: a
 * stream with n events is at version n, and an append expecting n writes version n + 1 onwards
 * (ours, Emmett and the floor number alike). Every append checks its expected version; a
 * mismatch throws.
 */
export interface AppendTarget {
  readonly side: Side;
  /** What was measured, for the notes: library, driver, durability setting. */
  readonly label: string;
  appendOne(streamId: string, expectedVersion: number): Promise<void>;
  appendBatch(streamId: string, count: number, expectedVersion: number): Promise<void>;
  /** Reads the whole stream forward; answers how many events it read. */
  readStream(streamId: string): Promise<number>;
  /** Events stored, counted in the database: what the run wrote. */
  countEvents(): Promise<number>;
  /** Called before each measured phase on this target, and after it: process-wide settings it needs. */
  activate?(): void;
  deactivate?(): void;
  /** Releases connections and drops what the target created (schema, database, file). */
  close(): Promise<void>;
}

export const EVENT_TYPE = 'BenchHappened';

/** The same event body on every side: about 130 bytes of JSON. */
export function benchData(version: number): JsonObject {
  return { version, payload: 'x'.repeat(100) };
}

/** What every store target shares: counting its events and cleaning up through closures. */
export abstract class StoreTarget implements AppendTarget {
  abstract readonly side: Side;

  constructor(
    readonly label: string,
    private readonly counter: () => Promise<number>,
    private readonly cleanup: () => Promise<void>,
    readonly activate?: () => void,
    readonly deactivate?: () => void,
  ) {}

  abstract appendOne(streamId: string, expectedVersion: number): Promise<void>;
  abstract appendBatch(streamId: string, count: number, expectedVersion: number): Promise<void>;
  abstract readStream(streamId: string): Promise<number>;

  countEvents(): Promise<number> {
    return this.counter();
  }

  close(): Promise<void> {
    return this.cleanup();
  }
}
