/** The app's {@link Forwarder} (from `@tidemark/infra`), when forwarding is configured. */
export const FORWARDER = Symbol('app.Forwarder');
/** The {@link NatsConnector} it publishes over (closed at shutdown, after the runner stopped). */
export const NATS_CONNECTION = Symbol('app.ForwardingNatsConnection');
