export * from './seen-key-store.port';
export * from './fact-deduplicator';
export * from './memory/memory-seen-key-store';
