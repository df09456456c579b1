export {
  openStorage,
  storageKindOf,
  UnsupportedStoreUrl,
  type OpenStorageOptions,
  type Storage,
  type StorageKind,
} from './storage';
export { MissingPeerDependency } from './peer-dependency';
