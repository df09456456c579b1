// Package event_store.client.server_features (serverfeatures.proto).
export * from './generated/serverfeatures_pb';
export { ServerFeaturesClient, ServerFeaturesService } from './generated/serverfeatures_grpc_pb';
