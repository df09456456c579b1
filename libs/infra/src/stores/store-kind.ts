import type { OpenStorageOptions, Storage } from '../storage/storage.port';

/** What a kind's opener may ask of the registry: a companion store for its state. */
export interface StoreRegistry {
  /** Opens the store a URL names, whatever its kind. */
  openStorage(url: string, options: OpenStorageOptions): Promise<Storage>;
  /** Whether a URL names a kind that can hold another kind's state (`holdsState`). */
  holdsState(url: string): boolean;
}

/**
 * One kind of store, as the registry knows it. Its module names no driver: `open` loads the
 * kind's adapters (and so its driver) when called.
 */
export interface StoreKindDefinition {
  readonly name: string;
  /** Whether `url` names a store of this kind. */
  readonly accepts: (url: string) => boolean;
  /** How its URLs look, for the message of an unsupported URL. */
  readonly urlForms: readonly string[];
  /** Whether it keeps every port itself, so it can hold a remote-log kind's state. */
  readonly holdsState: boolean;
  /**
   * Whether its own `sql` runs SQL (SQL read models, saga instances). A remote-log kind's comes
   * from its companion; the memory kind has none.
   */
  readonly sql: boolean;
  /** Opens (and migrates) the store `url` names, building every port of the kind. */
  readonly open: (
    url: string,
    options: OpenStorageOptions,
    registry: StoreRegistry,
  ) => Promise<Storage>;
}
