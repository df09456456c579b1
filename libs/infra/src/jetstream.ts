// `@tidemark/infra/jetstream`: NATS JetStream (driver: nats, a peer dependency) as an event
// store and as a forwarding destination.
export {};
