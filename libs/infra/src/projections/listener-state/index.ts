export * from './listener-state-store.port';
export { SqlListenerStateStore } from './sql-listener-state-store';
