import { loadAdapter } from '../../storage/peer-dependency';
import type { StoreKindDefinition } from '../store-kind';

/** EventStoreDB / KurrentDB (@eventstore/db-client): `esdb://…`, `kurrentdb://…`. */
export const eventStoreDbKind: StoreKindDefinition = {
  name: 'eventstoredb',
  accepts: (url) => /^(esdb|kurrentdb)(\+discover)?:\/\/./.test(url),
  urlForms: ['esdb://…'],
  sql: false,
  holdsState: false,
  open: async (url, options, registry) => {
    const { openEventStoreDbStorage } = await loadAdapter(
      '@eventstore/db-client',
      () => import('./open-eventstoredb-storage'),
    );
    return openEventStoreDbStorage(url, options, registry);
  },
};
