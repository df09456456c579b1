export * from './boundary-store.port';
export * from './event-boundaries';
export * from './decision-runner';
