import type { StoreKindDefinition } from '../store-kind';

/**
 * Every port in the process's memory: `memory:`, a new, empty store each time it is opened
 * (for fast tests and single-process tools; nothing is durable).
 */
export const memoryKind: StoreKindDefinition = {
  name: 'memory',
  accepts: (url) => url === 'memory:',
  urlForms: ['memory:'],
  sql: false,
  holdsState: true,
  open: async (_url, options) => {
    const { openMemoryStorage } = await import('./open-memory-storage');
    return openMemoryStorage(options);
  },
};
