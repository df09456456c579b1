import { Module } from '@nestjs/common';
import { streamIdFor, type SeenEntry } from '@tidemark/domain';
import { ORDER_CATEGORY } from '../orders/order.decider';
import {
  EVENT_STORE,
  FactDeduplicator,
  SEEN_KEY_STORE,
  StreamNotFound,
  type Clock,
  type EventReader,
  type SeenKeyStore,
} from '@tidemark/infra';
import { TidemarkModule } from '@tidemark/infra/nestjs';
import { CLOCK } from '../../clock';
import { AppConfig } from '../../config';
import { ORDER_AGGREGATE } from '../orders/order-repository';
import { DedupAdminController } from './dedup-admin.controller';
import { DedupStoreModule } from '../../dedup/dedup-store.module';
import { IngestController } from './ingest.controller';
import { IngestService } from './ingest.service';

/** Whether the write pending on `entry` landed: an event of its order carries its fact id and revision. */
async function landed(events: EventReader, entry: SeenEntry, streamId: string): Promise<boolean> {
  try {
    const stream = await events.readStream(streamId);
    return stream.events.some(
      (event) =>
        event.metadata.factId === entry.factId && event.metadata.factRevision === entry.revision,
    );
  } catch (error) {
    if (error instanceof StreamNotFound) return false;
    throw error;
  }
}

/** `POST /ingest/:source` and `GET /admin/dedup`. */
@Module({
  imports: [TidemarkModule.forFeature([ORDER_AGGREGATE]), DedupStoreModule],
  controllers: [IngestController, DedupAdminController],
  providers: [
    IngestService,
    {
      provide: FactDeduplicator,
      inject: [SEEN_KEY_STORE, AppConfig, CLOCK, EVENT_STORE],
      useFactory: (store: SeenKeyStore, config: AppConfig, clock: Clock, events: EventReader) =>
        new FactDeduplicator({
          store,
          policy: config.dedup.policy,
          pendingMs: config.dedup.pendingMs,
          clock,
          landed: (entry, fact) =>
            landed(events, entry, streamIdFor(ORDER_CATEGORY, fact.subjectId)),
        }),
    },
  ],
})
export class IngestModule {}
