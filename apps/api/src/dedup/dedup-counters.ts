import { Injectable } from '@nestjs/common';

/** Outcomes of `POST /ingest/:source`: the dedup decisions, and the facts that went no further. */
export const INGEST_OUTCOMES = [
  'Accept',
  'Replace',
  'Drop',
  'Limited',
  'InFlight',
  'Rejected',
] as const;
export type IngestOutcome = (typeof INGEST_OUTCOMES)[number];

export interface SourceCounts {
  readonly source: string;
  readonly counts: Readonly<Record<IngestOutcome, number>>;
}

/** Decisions per source and outcome, in this instance since it started. */
@Injectable()
export class DedupCounters {
  readonly since = new Date().toISOString();
  private readonly bySource = new Map<string, Record<IngestOutcome, number>>();

  count(source: string, outcome: IngestOutcome): void {
    let counts = this.bySource.get(source);
    if (!counts) {
      counts = zero();
      this.bySource.set(source, counts);
    }
    counts[outcome] += 1;
  }

  /** Every source counted so far (the metrics). */
  all(): SourceCounts[] {
    return [...this.bySource].map(([source, counts]) => ({ source, counts: { ...counts } }));
  }

  list(sources: readonly string[]): SourceCounts[] {
    return sources.map((source) => ({
      source,
      counts: { ...(this.bySource.get(source) ?? zero()) },
    }));
  }
}

function zero(): Record<IngestOutcome, number> {
  return Object.fromEntries(INGEST_OUTCOMES.map((o) => [o, 0])) as Record<IngestOutcome, number>;
}
