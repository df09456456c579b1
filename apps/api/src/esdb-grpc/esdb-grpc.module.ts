import { Module } from '@nestjs/common';
import { MetricsModule } from '../observability/metrics.module';
import { EsdbGrpcServerRunner } from './esdb-grpc-server';

/** The EventStoreDB-protocol gRPC server, when `ESDB_GRPC_PORT` is set (see the runner). */
@Module({ imports: [MetricsModule], providers: [EsdbGrpcServerRunner] })
export class EsdbGrpcModule {}
