// `@tidemark/infra/esdb-grpc`: Tidemark serving the EventStoreDB / KurrentDB gRPC protocol over
// any of its event stores (peer dependencies @grpc/grpc-js and google-protobuf; the protocol's
// stubs are Tidemark's own, generated from its .proto files: esdb-grpc/protocol).
export {
  startEsdbGrpcServer,
  type EsdbGrpcServer,
  type EsdbGrpcServerOptions,
  type EsdbServerLoad,
} from './esdb-grpc/server';
export { hasRole, type EsdbAuthenticate } from './esdb-grpc/auth';
export {
  DEFAULT_ESDB_LIMITS,
  type EsdbCallContext,
  type EsdbLimits,
  type EsdbLog,
  type EsdbRole,
} from './esdb-grpc/call-context';
export type { EsdbBinder, EsdbServiceBinding } from './esdb-grpc/call-binding';
export { persistentSubscriptionsService } from './esdb-grpc/persistent-subscriptions-service';
export { ESDB_SERVER_VERSION, type ServedMethod } from './esdb-grpc/server-features';
