import { Module } from '@nestjs/common';
import { EsdbGrpcServerRunner } from './esdb-grpc-server';

/** The EventStoreDB-protocol gRPC server, when `ESDB_GRPC_PORT` is set (see the runner). */
@Module({ providers: [EsdbGrpcServerRunner] })
export class EsdbGrpcModule {}
