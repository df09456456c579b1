/**
 * The JSON the store and admin HTTP API answers, as its clients shipped in this package (the
 * `tidemark` CLI and the admin console) read it: the package's own types where they are the
 * JSON already, else declared here (positions as decimal strings), never taken from an app.
 * apps/api/contract/client-answers.typecheck.ts fails to compile when these and the app's
 * OpenAPI document drift apart.
 */

import type { DeadLetter } from '../dead-letters/dead-letter-store.port';
import type { EventJson } from '../event-store/event-json';
import type { ListenerInfo } from '../projections/listener-admin';
import type { ReplayedEvent, ReplayReport } from '../projections/stream-replay';

/** A recorded event (`EventSchema`). */
export type { EventJson };

/** `GET /streams/:streamId` (`ReadStreamResponseSchema`). */
export interface StreamPageJson {
  readonly streamId: string;
  readonly version: number;
  readonly events: readonly EventJson[];
}

/** `GET /all` (`ReadAllResponseSchema`). */
export interface LogPageJson {
  readonly events: readonly EventJson[];
  readonly nextPosition: string;
}

/** `GET /health` (`HealthResponseSchema`). */
export interface HealthJson {
  readonly status: 'ok' | 'unavailable';
  readonly store: string;
}

/** A projection or another listener (`ListenerSchema`): positions as decimal strings. */
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
  /** While a rebuild runs beside the live model (`ListenerRebuildSchema`). */
  readonly rebuild: {
    readonly checkpoint: string;
    readonly progress: number;
    readonly startedAt: string;
  } | null;
}

/** `GET /admin/projections` (`ListenerListSchema`). */
export interface ListenerListJson {
  readonly projections: readonly ListenerJson[];
}

/** What one replayed event came to (`ReplayedEventSchema`). */
export type ReplayedEventJson = Omit<ReplayedEvent, 'position'> & { readonly position: string };

/** `POST /admin/projections/:name/replay` (`ReplayReportSchema`). */
export type ReplayReportJson = Omit<ReplayReport, 'events'> & {
  readonly events: readonly ReplayedEventJson[];
};

/** A dead letter (`DeadLetterSchema`): the store's record, which is JSON already. */
export type DeadLetterJson = DeadLetter;

/** `GET /admin/dead-letters` (`DeadLetterPageSchema`): `next` is the `after` of the next page. */
export interface DeadLetterPageJson {
  readonly items: readonly DeadLetterJson[];
  readonly next: string | null;
}

/** `POST /admin/dead-letters/…/retry` (`RedriveReportSchema`): dead-letter ids. */
export interface RedriveReportJson {
  readonly redriven: readonly string[];
  readonly notFound: readonly string[];
  readonly notRedrivable: readonly string[];
}

/** `GET /admin/dedup` (`DedupReportSchema`). */
export interface DedupReportJson {
  readonly store: string;
  readonly policy: { readonly [key: string]: unknown };
  readonly since: string;
  /** Decisions per outcome (Accept, Drop, Replace, …) and source (`SourceCountsSchema`). */
  readonly sources: readonly {
    readonly source: string;
    readonly counts: { readonly [outcome: string]: number };
  }[];
}

/** `GET|PUT /admin/streams/:streamId/metadata` (`StreamMetadataResponseSchema`). */
export interface StreamMetadataJson {
  readonly streamId: string;
  readonly metadataVersion: number;
  /** `StreamMetadataSchema`: null where the stream sets nothing. */
  readonly metadata: {
    readonly maxCount: number | null;
    readonly maxAgeSeconds: number | null;
    readonly truncateBefore: number | null;
    readonly custom: { readonly [key: string]: unknown } | null;
  };
}

/** `DELETE /admin/streams/:streamId` (`DeleteStreamResponseSchema`). */
export interface StreamDeletionJson {
  readonly streamId: string;
  readonly deletion: 'soft' | 'tombstone';
  readonly position: string;
}

/** `POST /admin/scavenge` (`ScavengeResponseSchema`). */
export interface ScavengeReportJson {
  readonly removedEvents: number;
}
