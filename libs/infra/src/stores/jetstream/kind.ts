import { loadAdapter } from '../../storage/peer-dependency';
import type { StoreKindDefinition } from '../store-kind';

/** NATS JetStream (nats): `nats://host:port[,host:port…]`, `tls://…`. */
export const jetStreamKind: StoreKindDefinition = {
  name: 'jetstream',
  accepts: (url) => /^(nats|tls):\/\/./.test(url),
  urlForms: ['nats://…'],
  sql: false,
  holdsState: false,
  open: async (url, options, registry) => {
    const { openJetStreamStorage } = await loadAdapter(
      'nats',
      () => import('./open-jetstream-storage'),
    );
    return openJetStreamStorage(url, options, registry);
  },
};
