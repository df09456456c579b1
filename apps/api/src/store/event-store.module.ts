import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { EVENT_STORE, openEventStore, type EventStore } from '@tidemark/infra';
import { AppConfig } from '../config';

/**
 * Provides the {@link EventStore} under `EVENT_STORE`, opened (and migrated) before the app
 * listens. It is closed last on shutdown: Nest calls `onApplicationShutdown` after the HTTP
 * server has drained its in-flight requests.
 */
@Module({
  providers: [
    {
      provide: EVENT_STORE,
      inject: [AppConfig],
      useFactory: (config: AppConfig): Promise<EventStore> => openEventStore(config.eventStoreUrl),
    },
  ],
  exports: [EVENT_STORE],
})
export class EventStoreModule implements OnApplicationShutdown {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
