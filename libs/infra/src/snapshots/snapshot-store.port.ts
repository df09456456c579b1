/** An aggregate's state as of one version of its stream. */
export interface Snapshot<S = unknown> {
  readonly streamId: string;
  /** The stream version the state includes. */
  readonly version: number;
  /** The shape of `state`; a snapshot of another schema version is ignored and rebuilt. */
  readonly schemaVersion: number;
  /** JSON-serialisable. */
  readonly state: S;
  readonly takenAt: string;
}

/** Latest snapshot per stream, kept in the event store's database. */
export interface SnapshotStore {
  load(streamId: string): Promise<Snapshot | undefined>;
  /**
   * Keeps `snapshot` unless the stored one has the same schema version and a higher version
   * (a slower writer never replaces a newer snapshot).
   */
  save(snapshot: Snapshot): Promise<void>;
}

export const SNAPSHOT_STORE = Symbol('tidemark.SnapshotStore');
