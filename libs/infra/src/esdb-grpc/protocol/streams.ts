// Package event_store.client.streams (streams.proto): the Streams service and its messages.
export * from './generated/streams_pb';
export { StreamsClient, StreamsService } from './generated/streams_grpc_pb';
