import { toEventJson, type EventJson } from '../../event-store/event-json';
import type { ListenerInfo } from '../../projections/listener-admin';
import type { ReplayedEvent, ReplayReport } from '../../projections/stream-replay';

/** A listener as the admin endpoints show it: positions as decimal strings. */
export interface ListenerJson {
  readonly name: string;
  readonly kind: ListenerInfo['kind'];
  readonly status: ListenerInfo['status'];
  readonly checkpoint: string;
  readonly headPosition: string;
  readonly lag: string;
  readonly leaseOwner: string | null;
  readonly leaseUntil: string | null;
  readonly applied: number;
  readonly skipped: number;
  readonly lastError: string | null;
  readonly failedEvent: EventJson | null;
  readonly rebuild: {
    readonly checkpoint: string;
    readonly progress: number;
    readonly startedAt: string;
  } | null;
}

export function toListenerJson(info: ListenerInfo): ListenerJson {
  return {
    name: info.name,
    kind: info.kind,
    status: info.status,
    checkpoint: info.checkpoint.toString(),
    headPosition: info.headPosition.toString(),
    lag: info.lag.toString(),
    leaseOwner: info.leaseOwner,
    leaseUntil: info.leaseUntil === null ? null : new Date(info.leaseUntil).toISOString(),
    applied: info.applied,
    skipped: info.skipped,
    lastError: info.lastError,
    failedEvent: info.failedEvent === null ? null : toEventJson(info.failedEvent),
    rebuild:
      info.rebuild === null
        ? null
        : {
            checkpoint: info.rebuild.checkpoint.toString(),
            progress: info.rebuild.progress,
            startedAt: info.rebuild.startedAt,
          },
  };
}

/** A replay's report as the admin endpoints show it: positions as decimal strings. */
export interface ReplayReportJson extends Omit<ReplayReport, 'events'> {
  readonly events: readonly (Omit<ReplayedEvent, 'position'> & { readonly position: string })[];
}

export function toReplayReportJson(report: ReplayReport): ReplayReportJson {
  return {
    ...report,
    events: report.events.map((event) => ({ ...event, position: event.position.toString() })),
  };
}
