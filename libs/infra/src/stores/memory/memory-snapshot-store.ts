import type { Snapshot, SnapshotStore } from '../../snapshots/snapshot-store.port';
import { jsonCopy, MemoryDatabase } from './memory-database';

/** The latest snapshot per stream, in memory (kept as copies, apart from the caller's objects). */
export class MemorySnapshotStore implements SnapshotStore {
  private readonly snapshots: Map<string, Snapshot>;

  constructor(db: MemoryDatabase = new MemoryDatabase()) {
    this.snapshots = db.table('snapshots', () => new Map<string, Snapshot>());
  }

  async load(streamId: string): Promise<Snapshot | undefined> {
    const kept = this.snapshots.get(streamId);
    return kept && jsonCopy(kept);
  }

  async save(snapshot: Snapshot): Promise<void> {
    const kept = this.snapshots.get(snapshot.streamId);
    if (kept && kept.schemaVersion === snapshot.schemaVersion && kept.version > snapshot.version) {
      return;
    }
    this.snapshots.set(snapshot.streamId, jsonCopy(snapshot));
  }
}
