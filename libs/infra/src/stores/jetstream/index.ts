// `@tidemark/infra/jetstream`: NATS JetStream (driver: nats, a peer dependency) as an event
// store and as a forwarding destination.
export { JetStreamEventStore, type JetStreamEventStoreOptions } from './jetstream-event-store';
export { parseJetStreamUrl, redactNatsUrl, type JetStreamUrl } from './jetstream-url';
export { openJetStreamStorage } from './open-jetstream-storage';

// Forwarding (outbox) to JetStream.
export {
  DEFAULT_SUBJECT_TEMPLATE,
  ForwardingDestinationMisconfigured,
  JetStreamDestination,
  type JetStreamDestinationOptions,
  type JetStreamStreamSetup,
} from './jetstream-destination';
