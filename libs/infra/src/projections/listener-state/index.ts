export * from './listener-state-store.port';
