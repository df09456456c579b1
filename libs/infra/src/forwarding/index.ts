export * from './forwarding-destination.port';
export * from './forwarder';
export * from './subject-template';
