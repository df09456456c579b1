export * from './seen-key-store.port';
export * from './fact-deduplicator';
