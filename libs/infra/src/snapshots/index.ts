export * from './snapshot-store.port';
export { SqliteSnapshotStore } from './sqlite-snapshot-store';
export { PostgresSnapshotStore } from './postgres-snapshot-store';
