export * from './snapshot-store.port';
