export * from './event-store.contract';
export * from './postgres';
export * from './storage.contract';
export * from './dcb.contract';
export * from './dcb-race';
export * from './projection.contract';
export * from './saga.contract';
export * from './seen-key-store.contract';
export * from './redis';
export * from './eventstoredb';
export * from './tcp-proxy';
export * from './wait';
export * from './skipped';
export * from './given-events';
export * from './projection-spec';
export * from './saga-spec';
export * from './listener-state.contract';
export * from './processed-records.contract';
export * from './work-queue.contract';
export * from './dead-letter-store.contract';
export * from './store-contract-options';
export * from './persistent-subscriptions.contract';
export * from './persistent-subscription-state.contract';
export * from './esdb-raw-client';
// The gRPC server's own test helpers (./esdb-grpc-server) stay out: their types need
// @grpc/grpc-js and @eventstore/db-client, which a consumer of /testing may not have.
export { TEST_TLS_CERT, TEST_TLS_KEY } from './fixtures/test-tls';
export * from './nats';
export { destinationMessages, exactlyOnceProblems, type ForwardedMessage } from './forwarding';
