import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Inject } from '@nestjs/common';
import type { DedupPolicy } from '@tidemark/domain';
import { SEEN_KEY_STORE, type SeenKeyStore, type SeenKeyStoreKind } from '@tidemark/infra';
import { AppConfig } from '../../config';
import { DedupCounters, type SourceCounts } from '../../dedup/dedup-counters';
import { SHOP_SOURCES } from './shop-facts';
import { ApiSecured } from '../../openapi/decorators';
import { DedupReportSchema } from './dedup-report.schema';

export interface DedupReport {
  readonly store: SeenKeyStoreKind;
  readonly policy: DedupPolicy;
  /** Counted since this instance started. */
  readonly since: string;
  readonly sources: readonly SourceCounts[];
}

/** The dedup policy in force and the decisions taken, per source. Needs the admin role when auth is on. */
@ApiTags('admin: dedup')
@ApiSecured(true)
@Controller('admin/dedup')
export class DedupAdminController {
  constructor(
    private readonly config: AppConfig,
    private readonly counters: DedupCounters,
    @Inject(SEEN_KEY_STORE) private readonly store: SeenKeyStore,
  ) {}

  @ApiOperation({ summary: 'The dedup policy in force and the decisions taken per source' })
  @ApiOkResponse({ type: DedupReportSchema })
  @Get()
  report(): DedupReport {
    return {
      store: this.store.kind,
      policy: this.config.dedup.policy,
      since: this.counters.since,
      sources: this.counters.list(SHOP_SOURCES),
    };
  }
}
