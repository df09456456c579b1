// `@tidemark/infra/jetstream`: NATS JetStream (driver: nats, a peer dependency) as an event
// store and as a forwarding destination.
export {};

// Forwarding (outbox) to JetStream.
export {
  DEFAULT_SUBJECT_TEMPLATE,
  ForwardingDestinationMisconfigured,
  JetStreamDestination,
  type JetStreamDestinationOptions,
  type JetStreamStreamSetup,
} from './forwarding/jetstream/jetstream-destination';
