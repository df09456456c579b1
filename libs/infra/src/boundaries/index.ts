export * from './boundary-store.port';
export * from './event-boundaries';
