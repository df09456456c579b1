import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService, type HealthIndicatorResult } from '@nestjs/terminus';
import { SEEN_KEY_STORE, type SeenKeyStore } from '@tidemark/infra';
import { BoundedProbe } from '@tidemark/infra/terminus';

/**
 * The demo's own check of `GET /ready`, beside the package's (store, projections,
 * forwarding): the seen-key store the ingest dedups with, answering within a second.
 */
@Injectable()
export class DedupStoreIndicator {
  private readonly dedup: BoundedProbe<void>;

  constructor(
    @Inject(SEEN_KEY_STORE) private readonly seenKeys: SeenKeyStore,
    private readonly indicators: HealthIndicatorService,
  ) {
    this.dedup = new BoundedProbe(() => seenKeys.ping());
  }

  /** `dedupStore`: up when the seen-key store of `DEDUP_STORE` answers (Redis: a PING). */
  async dedupStoreAnswers(): Promise<HealthIndicatorResult<'dedupStore'>> {
    const check = this.indicators.check('dedupStore');
    try {
      await this.dedup.run();
      return check.up({ kind: this.seenKeys.kind });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return check.down({ kind: this.seenKeys.kind, message });
    }
  }
}
