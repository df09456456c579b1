import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import { systemClock, type Clock } from '@tidemark/infra';
import { TidemarkHttpModule } from '@tidemark/infra/nestjs';
import { TidemarkAdminModule } from '@tidemark/infra/admin';
import { LiveSubscriptions } from './all/subscribing/live-subscriptions';
import { SubscribeAllController } from './all/subscribing/subscribe-all.controller';
import { EventsResolver } from './all/subscribing/events.resolver';
import { ReadAllResolver } from './all/reading/read-all.resolver';
import { AppGraphQLModule } from './graphql/graphql.module';
import { ReadStreamResolver } from './streams/reading/read-stream.resolver';
import { ReadAllController } from './all/reading/read-all.controller';
import { AuthModule } from './auth/auth.module';
import { CLOCK } from './clock';
import { AppConfig } from './config';
import { CustomersModule } from './shop/customers/customers.module';
import { DeadLettersModule } from './dead-letters/dead-letters.module';
import { HealthController } from './health/health.controller';
import { HealthModule } from './health/health.module';
import { Draining } from './http/draining';
import { HttpErrorFilter } from './http/http-error.filter';
import { IngestModule } from './shop/ingest/ingest.module';
import { loggerParams } from './observability/logging';
import { ObservabilityModule } from './observability/observability.module';
import { OrdersModule } from './shop/orders/orders.module';
import { ProjectionsModule } from './projections/projections.module';
import { ShopSagaModule } from './shop/saga/shop-saga.module';
import { ShopProjectionsModule } from './shop/shop-projections.module';
import { EventStoreModule } from './store/event-store.module';
import { EsdbGrpcModule } from './esdb-grpc/esdb-grpc.module';
import { ForwardingModule } from './forwarding/forwarding.module';
import { AppendEventsController } from './streams/appending/append-events.controller';
import { ReadStreamController } from './streams/reading/read-stream.controller';
import { StreamAdminResolver } from './streams/admin/stream-admin.resolver';
import { AppendToBoundaryController } from './boundaries/appending/append-to-boundary.controller';
import { AppendToBoundaryResolver } from './boundaries/appending/append-to-boundary.resolver';
import { ReadBoundaryController } from './boundaries/reading/read-boundary.controller';
import { ReadBoundaryResolver } from './boundaries/reading/read-boundary.resolver';

/** What every module may inject: the configuration and the clock. */
@Module({})
class ConfigModule {
  static of(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [
        { provide: AppConfig, useValue: config },
        { provide: CLOCK, useValue: systemClock },
      ],
      exports: [AppConfig, CLOCK],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.of(config),
        LoggerModule.forRoot(loggerParams(config)),
        AuthModule.forRoot(config),
        // The app's filter (below) extends the library's with GraphQL's errors. Bigints are
        // made JSON-safe by a Fastify hook (configureFastify), cheaper than an interceptor.
        TidemarkHttpModule.forRootAsync({
          exceptionFilter: false,
          jsonSafe: false,
          inject: [AppConfig, CLOCK],
          useFactory: (appConfig: AppConfig, clock: Clock) => ({
            bodyLimitBytes: appConfig.http.bodyLimitBytes,
            idempotency: {
              leaseMs: appConfig.idempotency.leaseMs,
              retentionMs: appConfig.idempotency.retentionMs,
            },
            clock,
          }),
        }),
        CqrsModule.forRoot(),
        EventStoreModule,
        EsdbGrpcModule,
        ForwardingModule.forRoot(config),
        // The shop (the demo), wired in here: the generic slices never import it.
        ShopProjectionsModule,
        OrdersModule,
        CustomersModule,
        ProjectionsModule,
        // The admin REST API and the console at /console/; the global AuthGuard already requires
        // the admin role on /admin/*.
        TidemarkAdminModule.forRoot({ guards: [], console: true }),
        ShopSagaModule,
        DeadLettersModule,
        IngestModule,
        HealthModule,
        ObservabilityModule,
        AppGraphQLModule,
      ],
      controllers: [
        AppendEventsController,
        ReadStreamController,
        AppendToBoundaryController,
        ReadBoundaryController,
        ReadAllController,
        SubscribeAllController,
        HealthController,
      ],
      providers: [
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        LiveSubscriptions,
        Draining,
        ReadStreamResolver,
        ReadAllResolver,
        EventsResolver,
        StreamAdminResolver,
        AppendToBoundaryResolver,
        ReadBoundaryResolver,
      ],
    };
  }
}
