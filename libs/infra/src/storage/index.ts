export { openStorage } from './storage';
export {
  storageKindOf,
  UnsupportedStoreUrl,
  type OpenStorageOptions,
  type Storage,
  type StorageKind,
} from './storage.port';
export { MissingPeerDependency } from './peer-dependency';
