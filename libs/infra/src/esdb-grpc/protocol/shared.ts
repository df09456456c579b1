// Messages of package event_store.client (shared.proto): UUID, StreamIdentifier, Empty, errors.
export * from './generated/shared_pb';
