import type { Sql } from '../sql/sql';
import type { Clock } from '../support/ids';
import type { Lane, ListenerStateStore } from './listener-state/listener-state-store.port';

/**
 * One runner instance's leases on its listeners: one instance at a time runs a listener, and
 * a checkpoint moves only under the lease (fenced), so a stale instance's batch commits nothing.
 */
export class ListenerLeases {
  /** Until when this instance holds each listener's lease, as far as it knows. */
  private readonly until = new Map<string, number>();

  constructor(
    private readonly state: ListenerStateStore,
    private readonly owner: string,
    private readonly leaseMs: number,
    private readonly clock: Clock,
  ) {}

  /**
   * Takes or renews the listener's lease; false while another live instance holds it. A lease
   * taken less than half its length ago is not renewed: a write per wake-up per listener costs
   * a durable commit each (on SQLite, several per append). The checkpoint's fence still
   * refuses a batch if the lease was lost meanwhile.
   */
  async hold(name: string): Promise<boolean> {
    const now = this.clock().getTime();
    const until = this.until.get(name);
    if (until !== undefined && until - now > this.leaseMs / 2) return true;
    const held = await this.state.takeLease(name, this.owner, this.leaseMs);
    if (held) this.until.set(name, now + this.leaseMs);
    else this.until.delete(name);
    return held;
  }

  /** The fence refused a write: the lease is taken again before the next batch. */
  lost(name: string): void {
    this.until.delete(name);
  }

  /** Compare-and-set, fenced by the lease: a stale instance's batch commits nothing. */
  moveCheckpoint(tx: Sql, name: string, lane: Lane, from: bigint, to: bigint): Promise<void> {
    return this.state.moveCheckpoint(tx, name, lane, from, to, this.owner);
  }

  /** The only process (SQLite): a lease left by a crashed run of it is ours at once. */
  takeOverAll(): Promise<void> {
    return this.state.takeOverAllLeases(this.owner, this.leaseMs);
  }

  /** Gives the leases up, so that another instance takes over at once. */
  async releaseAll(names: Iterable<string>): Promise<void> {
    for (const name of names) {
      await this.state.releaseLease(name, this.owner).catch(() => undefined);
    }
  }
}
