import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { SseConnections } from './all/subscribing/sse-connections';
import { SubscribeAllController } from './all/subscribing/subscribe-all.controller';
import { ReadAllController } from './all/reading/read-all.controller';
import { AppConfig } from './config';
import { HealthController } from './health/health.controller';
import { Draining } from './http/draining';
import { HttpErrorFilter } from './http/http-error.filter';
import { EventStoreModule } from './store/event-store.module';
import { AppendEventsController } from './streams/appending/append-events.controller';
import { ReadStreamController } from './streams/reading/read-stream.controller';

@Module({})
class ConfigModule {
  static of(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [{ provide: AppConfig, useValue: config }],
      exports: [AppConfig],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.of(config), EventStoreModule],
      controllers: [
        AppendEventsController,
        ReadStreamController,
        ReadAllController,
        SubscribeAllController,
        HealthController,
      ],
      providers: [{ provide: APP_FILTER, useClass: HttpErrorFilter }, SseConnections, Draining],
    };
  }
}
