/**
 * Tidemark's stubs of the EventStoreDB client protocol (gRPC packages event_store.client.*), one
 * module per protobuf package, since names repeat across them (streams.ReadReq and
 * persistent.ReadReq). Generated from ./proto by `npm run proto:generate` with the message API of
 * protoc-gen-js and the service definitions of @grpc/grpc-js, the wire contract that
 * EventStoreDB and KurrentDB clients speak; no client's internals.
 */
export * as persistent from './persistent';
export * as serverFeatures from './server-features';
export * as shared from './shared';
export * as status from './status';
export * as streams from './streams';
