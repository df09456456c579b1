import type { OpenStorageOptions, Storage } from '../storage/storage.port';
import { storeKindDefinitionOf, unsupportedStoreUrl } from './registry';
import type { StoreRegistry } from './store-kind';

const registry: StoreRegistry = {
  openStorage: (url, options) => openStorage(url, options),
  holdsState: (url) => storeKindDefinitionOf(url)?.holdsState === true,
};

/**
 * Opens (and migrates) the store a URL names: `sqlite:./data/tidemark.db`, `sqlite::memory:`,
 * `postgres://…`, `esdb://…`, `nats://…` (the kinds of `storeKinds`). Only the adapters of the
 * URL's kind are loaded, when called: a missing driver fails with `MissingPeerDependency`
 * naming the package to install.
 */
export async function openStorage(url: string, options: OpenStorageOptions = {}): Promise<Storage> {
  const kind = storeKindDefinitionOf(url);
  if (kind === undefined) throw unsupportedStoreUrl(url);
  return kind.open(url, options, registry);
}
