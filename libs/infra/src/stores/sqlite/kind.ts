import { loadAdapter } from '../../storage/peer-dependency';
import type { StoreKindDefinition } from '../store-kind';

/** SQLite (better-sqlite3): `sqlite:<file>`, `sqlite::memory:`. */
export const sqliteKind: StoreKindDefinition = {
  name: 'sqlite',
  accepts: (url) => /^sqlite:.+/.test(url),
  urlForms: ['sqlite:<file>', 'sqlite::memory:'],
  sql: true,
  holdsState: true,
  open: async (url, options) => {
    const { openSqliteStorage } = await loadAdapter(
      'better-sqlite3',
      () => import('./open-sqlite-storage'),
    );
    return openSqliteStorage(url.slice('sqlite:'.length), options);
  },
};
