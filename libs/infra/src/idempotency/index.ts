export * from './idempotency-store.port';
export { SqliteIdempotencyStore } from './sqlite-idempotency-store';
export { PostgresIdempotencyStore } from './postgres-idempotency-store';
