export * from './idempotency-store.port';
