import { UnsupportedStoreUrl, type StoreKind } from '../storage/storage.port';
import { eventStoreDbKind } from './eventstoredb/kind';
import { jetStreamKind } from './jetstream/kind';
import { memoryKind } from './memory/kind';
import { postgresKind } from './postgres/kind';
import { sqliteKind } from './sqlite/kind';
import type { StoreKindDefinition } from './store-kind';

/** Every store kind, one line each: `openStorage`, health and error schemas take them from here. */
export const storeKinds: readonly StoreKindDefinition[] = [
  sqliteKind,
  postgresKind,
  eventStoreDbKind,
  jetStreamKind,
  memoryKind,
];

/** The names of the store kinds (`sqlite`, `postgres`, …). */
export const STORE_KINDS: readonly StoreKind[] = storeKinds.map((kind) => kind.name);

/** The kind a URL names, if any. */
export function storeKindDefinitionOf(url: string): StoreKindDefinition | undefined {
  return storeKinds.find((kind) => kind.accepts(url));
}

/** The name of the kind a URL names, if any. */
export function storeKindOf(url: string): StoreKind | undefined {
  return storeKindDefinitionOf(url)?.name;
}

/** The URL forms of the kinds that `fit` (default: all), as `a, b or c`, for messages. */
export function storeUrlForms(fit: (kind: StoreKindDefinition) => boolean = () => true): string {
  const forms = storeKinds.filter(fit).flatMap((kind) => kind.urlForms);
  return forms.length < 2
    ? (forms[0] ?? '')
    : `${forms.slice(0, -1).join(', ')} or ${forms[forms.length - 1]}`;
}

/** The error for a URL no kind accepts, listing the forms that are. */
export function unsupportedStoreUrl(url: string): UnsupportedStoreUrl {
  return new UnsupportedStoreUrl(
    url,
    `unsupported event store URL "${url}": use ${storeUrlForms()}`,
  );
}
