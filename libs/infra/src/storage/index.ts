export {
  UnsupportedStoreUrl,
  type OpenStorageOptions,
  type Storage,
  type StoreKind,
} from './storage.port';
export type { PostgresTimeouts } from './postgres-timeouts';
export { MissingPeerDependency } from './peer-dependency';
