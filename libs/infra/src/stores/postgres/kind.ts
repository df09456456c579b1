import { loadAdapter } from '../../storage/peer-dependency';
import type { StoreKindDefinition } from '../store-kind';

/** PostgreSQL (pg): `postgres://…`, `postgresql://…`. */
export const postgresKind: StoreKindDefinition = {
  name: 'postgres',
  accepts: (url) => /^postgres(ql)?:\/\/./.test(url),
  urlForms: ['postgres://…'],
  sql: true,
  holdsState: true,
  open: async (url, options) => {
    const { openPostgresStorage } = await loadAdapter(
      'pg',
      () => import('./open-postgres-storage'),
    );
    return openPostgresStorage(url, options);
  },
};
