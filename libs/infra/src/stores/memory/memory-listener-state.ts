import type { RecordedEvent } from '../../event-store/event-store.port';
import { parseStoredEvent, storedEventJson } from '../../event-store/event-json';
import {
  LostListener,
  UnknownListener,
  type Lane,
  type ListenerState,
  type ListenerStateStore,
  type ListenerStatus,
} from '../../projections/listener-state/listener-state-store.port';
import type { Sql } from '../../sql/sql';
import { type Clock, systemClock } from '../../support/ids';
import { put, remove, type MemoryDatabase, type MemorySqlAccess } from './memory-database';

/** A listener's row, as `projections` keeps it. */
interface Row {
  readonly name: string;
  readonly status: ListenerStatus;
  readonly activeSlot: string;
  readonly checkpoint: bigint;
  readonly rebuildSlot: string | null;
  readonly rebuildCheckpoint: bigint | null;
  readonly rebuildStartedAt: number | null;
  readonly leaseOwner: string | null;
  readonly leaseUntil: number | null;
  readonly lastError: string | null;
  /** As JSON text: apart from the event the caller holds. */
  readonly failedEvent: string | null;
  readonly applied: number;
  readonly skipped: number;
  readonly updatedAt: number;
}

interface Tables {
  readonly listeners: Map<string, Row>;
  /** `<listener>\0<slot>` → stream → the last version applied. */
  readonly applied: Map<string, Map<string, number>>;
}

/**
 * Listeners' checkpoints, leases and applied versions in memory. Writes given a transaction are
 * undone when it rolls back; the others run in one of their own, one at a time.
 */
export class MemoryListenerState implements ListenerStateStore {
  private readonly tables: Tables;
  private readonly access: MemorySqlAccess;

  constructor(
    db: MemoryDatabase,
    private readonly clock: Clock = systemClock,
  ) {
    this.access = db.access;
    this.tables = db.table<Tables>('listener-state', () => ({
      listeners: new Map(),
      applied: new Map(),
    }));
  }

  async register(tx: Sql, name: string): Promise<boolean> {
    if (this.tables.listeners.has(name)) return false;
    put(tx, this.tables.listeners, name, {
      name,
      status: 'running',
      activeSlot: 'a',
      checkpoint: 0n,
      rebuildSlot: null,
      rebuildCheckpoint: null,
      rebuildStartedAt: null,
      leaseOwner: null,
      leaseUntil: null,
      lastError: null,
      failedEvent: null,
      applied: 0,
      skipped: 0,
      updatedAt: this.now(),
    });
    return true;
  }

  takeLease(name: string, owner: string, leaseMs: number): Promise<boolean> {
    const now = this.now();
    return this.write(name, (row) =>
      row.leaseOwner === null || row.leaseOwner === owner || (row.leaseUntil ?? 0) <= now
        ? { ...row, leaseOwner: owner, leaseUntil: now + leaseMs }
        : undefined,
    );
  }

  async releaseLease(name: string, owner: string): Promise<void> {
    await this.write(name, (row) =>
      row.leaseOwner === owner ? { ...row, leaseOwner: null, leaseUntil: null } : undefined,
    );
  }

  async takeOverAllLeases(owner: string, leaseMs: number): Promise<void> {
    const leaseUntil = this.now() + leaseMs;
    await this.access.transaction(async (tx) => {
      for (const row of [...this.tables.listeners.values()]) {
        put(tx, this.tables.listeners, row.name, { ...row, leaseOwner: owner, leaseUntil });
      }
    });
  }

  async moveCheckpoint(
    tx: Sql,
    name: string,
    lane: Lane,
    from: bigint,
    to: bigint,
    owner: string,
  ): Promise<void> {
    const now = this.now();
    const row = this.tables.listeners.get(name);
    const at = lane === 'live' ? row?.checkpoint : row?.rebuildCheckpoint;
    if (!row || at !== from || row.leaseOwner !== owner || (row.leaseUntil ?? 0) <= now) {
      throw new LostListener(name);
    }
    const moved = lane === 'live' ? { checkpoint: to } : { rebuildCheckpoint: to };
    put(tx, this.tables.listeners, name, { ...row, ...moved, updatedAt: now });
  }

  async claimVersions(
    tx: Sql,
    name: string,
    slot: string,
    events: readonly RecordedEvent[],
  ): Promise<Set<RecordedEvent>> {
    const fresh = new Set<RecordedEvent>();
    for (const event of events) {
      if (await this.claimVersion(tx, name, slot, event, false)) fresh.add(event);
    }
    return fresh;
  }

  async claimVersion(
    tx: Sql,
    name: string,
    slot: string,
    event: RecordedEvent,
    force: boolean,
  ): Promise<boolean> {
    const key = `${name}\0${slot}`;
    let versions = this.tables.applied.get(key);
    if (!versions) {
      versions = new Map();
      put(tx, this.tables.applied, key, versions);
    }
    const stored = versions.get(event.streamId) ?? 0;
    // Forced or not, the applied version never goes back.
    if (event.version > stored) put(tx, versions, event.streamId, event.version);
    return event.version > stored || force;
  }

  async count(tx: Sql, name: string, applied: number, skipped: number): Promise<void> {
    const row = this.tables.listeners.get(name);
    if (!row || (applied === 0 && skipped === 0)) return;
    put(tx, this.tables.listeners, name, {
      ...row,
      applied: row.applied + applied,
      skipped: row.skipped + skipped,
    });
  }

  async pause(name: string): Promise<void> {
    const updatedAt = this.now();
    await this.write(name, (row) => ({ ...row, status: 'paused', updatedAt }));
  }

  async resume(name: string): Promise<void> {
    const updatedAt = this.now();
    await this.write(name, (row) => ({
      ...row,
      status: 'running',
      lastError: null,
      failedEvent: null,
      updatedAt,
    }));
  }

  async fail(name: string, error: string, event: RecordedEvent): Promise<void> {
    const updatedAt = this.now();
    const failedEvent = storedEventJson(event);
    await this.write(name, (row) => ({
      ...row,
      status: 'failed',
      lastError: error,
      failedEvent,
      updatedAt,
    }));
  }

  async noteFailure(name: string, owner: string, error: string | null): Promise<void> {
    const updatedAt = this.now();
    await this.write(name, (row) =>
      row.status === 'running' && row.leaseOwner === owner
        ? { ...row, lastError: error, updatedAt }
        : undefined,
    );
  }

  state(name: string): Promise<ListenerState> {
    return this.access.transaction(async () => stateOf(name, this.tables.listeners.get(name)));
  }

  states(): Promise<ListenerState[]> {
    return this.access.transaction(async () =>
      [...this.tables.listeners.values()]
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .map((row) => stateOf(row.name, row)),
    );
  }

  /** Transactions run one at a time here: the state is as locked as `tx` is. */
  async lockedState(_tx: Sql, name: string): Promise<ListenerState> {
    return stateOf(name, this.tables.listeners.get(name));
  }

  async startRebuild(tx: Sql, name: string, slot: string): Promise<void> {
    remove(tx, this.tables.applied, `${name}\0${slot}`);
    const row = this.tables.listeners.get(name);
    if (!row) return;
    const now = this.now();
    put(tx, this.tables.listeners, name, {
      ...row,
      rebuildSlot: slot,
      rebuildCheckpoint: 0n,
      rebuildStartedAt: now,
      updatedAt: now,
    });
  }

  async swap(name: string, slot: string, owner: string): Promise<void> {
    const updatedAt = this.now();
    const swapped = await this.write(name, (row) =>
      row.rebuildSlot === slot &&
      row.leaseOwner === owner &&
      row.rebuildCheckpoint !== null &&
      row.rebuildCheckpoint >= row.checkpoint
        ? {
            ...row,
            activeSlot: slot,
            checkpoint: row.rebuildCheckpoint,
            rebuildSlot: null,
            rebuildCheckpoint: null,
            rebuildStartedAt: null,
            updatedAt,
          }
        : undefined,
    );
    if (!swapped) throw new LostListener(name);
  }

  /** Replaces the listener's row with what `change` makes of it, if anything; true if it did. */
  private write(name: string, change: (row: Row) => Row | undefined): Promise<boolean> {
    return this.access.transaction(async (tx) => {
      const row = this.tables.listeners.get(name);
      const changed = row && change(row);
      if (changed) put(tx, this.tables.listeners, name, changed);
      return changed !== undefined;
    });
  }

  private now(): number {
    return this.clock().getTime();
  }
}

function stateOf(name: string, row: Row | undefined): ListenerState {
  if (!row) throw new UnknownListener(name);
  return {
    name: row.name,
    status: row.status,
    activeSlot: row.activeSlot,
    checkpoint: row.checkpoint,
    rebuild:
      row.rebuildSlot === null
        ? null
        : {
            slot: row.rebuildSlot,
            checkpoint: row.rebuildCheckpoint ?? 0n,
            startedAt: row.rebuildStartedAt ?? 0,
          },
    leaseOwner: row.leaseOwner,
    leaseUntil: row.leaseUntil,
    lastError: row.lastError,
    failedEvent: row.failedEvent === null ? null : parseStoredEvent(row.failedEvent),
    applied: row.applied,
    skipped: row.skipped,
  };
}
