import { toEventJson } from '../../event-store/event-json';
import type { ListenerInfo } from '../../projections/listener-admin';
import type { ReplayReport } from '../../projections/stream-replay';
import type { ListenerJson, ReplayReportJson } from '../answers';

// The JSON types are the ones the CLI and the console read (answers.ts): one declaration.
export type { ListenerJson, ReplayReportJson };

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

export function toReplayReportJson(report: ReplayReport): ReplayReportJson {
  return {
    ...report,
    events: report.events.map((event) => ({ ...event, position: event.position.toString() })),
  };
}
