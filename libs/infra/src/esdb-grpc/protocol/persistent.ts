// Package event_store.client.persistent_subscriptions (persistent.proto): the service and its messages.
export * from './generated/persistent_pb';
export {
  PersistentSubscriptionsClient,
  PersistentSubscriptionsService,
} from './generated/persistent_grpc_pb';
