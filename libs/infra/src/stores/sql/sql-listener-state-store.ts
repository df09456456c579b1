import type { RecordedEvent } from '../../event-store/event-store.port';
import type { Sql, SqlAccess } from '../../sql/sql';
import { parseStoredEvent, storedEventJson } from '../../event-store/event-json';
import { type Clock, systemClock } from '../../support/ids';
import {
  LostListener,
  UnknownListener,
  type Lane,
  type ListenerState,
  type ListenerStateStore,
  type ListenerStatus,
} from '../../projections/listener-state/listener-state-store.port';
import {
  postgresListenerStateStatements,
  sqliteListenerStateStatements,
  type ListenerStateStatements,
} from './listener-state-statements';

interface StateRow {
  name: string;
  status: ListenerStatus;
  active_slot: string;
  checkpoint: number | string;
  rebuild_slot: string | null;
  rebuild_checkpoint: number | string | null;
  rebuild_started_at: number | null;
  lease_owner: string | null;
  lease_until: number | null;
  last_error: string | null;
  failed_event: string | null;
  applied: number;
  skipped: number;
}

/** `projections` and `projection_streams` on SQLite or PostgreSQL, as `sql.dialect` says. */
export class SqlListenerStateStore implements ListenerStateStore {
  private readonly statements: ListenerStateStatements;

  constructor(
    private readonly sql: SqlAccess,
    private readonly clock: Clock = systemClock,
  ) {
    this.statements =
      sql.dialect === 'postgres' ? postgresListenerStateStatements : sqliteListenerStateStatements;
  }

  async register(tx: Sql, name: string): Promise<boolean> {
    return (await tx.run(this.statements.register, [name, this.now()])) > 0;
  }

  async takeLease(name: string, owner: string, leaseMs: number): Promise<boolean> {
    const now = this.now();
    const changed = await this.sql.transaction((tx) =>
      tx.run(this.statements.takeLease, [name, owner, now + leaseMs, now]),
    );
    return changed > 0;
  }

  async releaseLease(name: string, owner: string): Promise<void> {
    await this.sql.transaction((tx) => tx.run(this.statements.releaseLease, [name, owner]));
  }

  async takeOverAllLeases(owner: string, leaseMs: number): Promise<void> {
    await this.sql.transaction((tx) =>
      tx.run(this.statements.takeOverAllLeases, [owner, this.now() + leaseMs]),
    );
  }

  async moveCheckpoint(
    tx: Sql,
    name: string,
    lane: Lane,
    from: bigint,
    to: bigint,
    owner: string,
  ): Promise<void> {
    const statement =
      lane === 'live' ? this.statements.moveLiveCheckpoint : this.statements.moveRebuildCheckpoint;
    const changed = await tx.run(statement, [
      name,
      from.toString(),
      to.toString(),
      owner,
      this.now(),
    ]);
    if (changed === 0) throw new LostListener(name);
  }

  /** One or two statements for the whole batch instead of one per event. */
  async claimVersions(
    tx: Sql,
    name: string,
    slot: string,
    events: readonly RecordedEvent[],
  ): Promise<Set<RecordedEvent>> {
    const fresh = new Set<RecordedEvent>();
    if (events.length === 0) return fresh;
    const { readAndClaimVersions } = this.statements;
    if (readAndClaimVersions) {
      // Each stream's last version in the batch: claimed where it is above the stored one.
      const last = new Map(events.map((event) => [event.streamId, event.version]));
      const stored = await tx.all<StreamVersion>(readAndClaimVersions, [
        name,
        slot,
        ...this.statements.versions(last),
      ]);
      return freshOf(events, stored).fresh;
    }
    const streams = [...new Set(events.map((event) => event.streamId))];
    const stored = await tx.all<StreamVersion>(this.statements.appliedVersions, [
      name,
      slot,
      this.statements.streamIds(streams),
    ]);
    const claimed = freshOf(events, stored);
    if (claimed.moved.size === 0) return claimed.fresh;
    await tx.run(this.statements.claimVersions, [
      name,
      slot,
      ...this.statements.versions(claimed.moved),
    ]);
    return claimed.fresh;
  }

  async claimVersion(
    tx: Sql,
    name: string,
    slot: string,
    event: RecordedEvent,
    force: boolean,
  ): Promise<boolean> {
    const changed = await tx.run(this.statements.claimVersion, [
      name,
      slot,
      event.streamId,
      event.version,
      force,
    ]);
    return changed > 0;
  }

  async count(tx: Sql, name: string, applied: number, skipped: number): Promise<void> {
    if (applied === 0 && skipped === 0) return;
    await tx.run(this.statements.count, [name, applied, skipped]);
  }

  async pause(name: string): Promise<void> {
    await this.sql.transaction((tx) => tx.run(this.statements.pause, [name, this.now()]));
  }

  async resume(name: string): Promise<void> {
    await this.sql.transaction((tx) => tx.run(this.statements.resume, [name, this.now()]));
  }

  async fail(name: string, error: string, event: RecordedEvent): Promise<void> {
    await this.sql.transaction((tx) =>
      tx.run(this.statements.fail, [name, error, storedEventJson(event), this.now()]),
    );
  }

  async noteFailure(name: string, owner: string, error: string | null): Promise<void> {
    await this.sql.transaction((tx) =>
      tx.run(this.statements.noteFailure, [name, owner, error, this.now()]),
    );
  }

  async state(name: string): Promise<ListenerState> {
    return stateOf(name, await this.sql.query.get<StateRow>(this.statements.state, [name]));
  }

  async states(): Promise<ListenerState[]> {
    const rows = await this.sql.query.all<StateRow>(this.statements.states);
    return rows.map((row) => stateOf(row.name, row));
  }

  async lockedState(tx: Sql, name: string): Promise<ListenerState> {
    return stateOf(name, await tx.get<StateRow>(this.statements.lockedState, [name]));
  }

  async startRebuild(tx: Sql, name: string, slot: string): Promise<void> {
    await tx.run(this.statements.forgetSlot, [name, slot]);
    await tx.run(this.statements.startRebuild, [name, slot, this.now()]);
  }

  async swap(name: string, slot: string, owner: string): Promise<void> {
    const changed = await this.sql.transaction((tx) =>
      tx.run(this.statements.swap, [name, slot, this.now(), owner]),
    );
    if (changed === 0) throw new LostListener(name);
  }

  private now(): number {
    return this.clock().getTime();
  }
}

interface StreamVersion {
  stream_id: string;
  version: number | string;
}

/** The events above their stream's stored version, and each moved stream's new version. */
function freshOf(events: readonly RecordedEvent[], stored: readonly StreamVersion[]) {
  const versions = new Map(stored.map((row) => [row.stream_id, Number(row.version)]));
  const fresh = new Set<RecordedEvent>();
  const moved = new Map<string, number>();
  for (const event of events) {
    if (event.version <= (versions.get(event.streamId) ?? 0)) continue;
    fresh.add(event);
    versions.set(event.streamId, event.version);
    moved.set(event.streamId, event.version);
  }
  return { fresh, moved };
}

function stateOf(name: string, row: StateRow | undefined): ListenerState {
  if (!row) throw new UnknownListener(name);
  return {
    name: row.name,
    status: row.status,
    activeSlot: row.active_slot,
    checkpoint: BigInt(row.checkpoint),
    rebuild:
      row.rebuild_slot === null
        ? null
        : {
            slot: row.rebuild_slot,
            checkpoint: BigInt(row.rebuild_checkpoint ?? 0),
            startedAt: Number(row.rebuild_started_at ?? 0),
          },
    leaseOwner: row.lease_owner,
    leaseUntil: row.lease_until === null ? null : Number(row.lease_until),
    lastError: row.last_error,
    failedEvent: row.failed_event ? parseStoredEvent(row.failed_event) : null,
    applied: Number(row.applied),
    skipped: Number(row.skipped),
  };
}
