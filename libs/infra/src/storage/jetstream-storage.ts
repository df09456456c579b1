import { JetStreamEventStore } from '../event-store/jetstream/jetstream-event-store';
import {
  observed,
  storageKindOf,
  UnsupportedStoreUrl,
  type OpenStorageOptions,
  type Storage,
} from './storage.port';

/**
 * Events in NATS JetStream (`nats://host:port[,host:port…][?stream=&replicas=]`), the rest
 * (snapshots, keys, listener state, read models, saga work) in the companion SQL store
 * `options.stateStoreUrl`.
 */
export async function openJetStreamStorage(
  url: string,
  options: OpenStorageOptions,
  /** Opens the companion store: `openStorage`, passed in so that this adapter never imports it. */
  openStorage: (url: string, options: OpenStorageOptions) => Promise<Storage>,
): Promise<Storage> {
  const stateUrl = options.stateStoreUrl ?? '';
  const stateKind = storageKindOf(stateUrl);
  if (stateKind !== 'sqlite' && stateKind !== 'postgres') {
    throw new UnsupportedStoreUrl(
      stateUrl,
      'a JetStream event store needs a companion SQL store: stateStoreUrl sqlite:<file> or postgres://…',
    );
  }
  // Its own event tables stay empty: events live in JetStream.
  const state = await openStorage(stateUrl, { ...options, onAppend: undefined });
  try {
    const events = await JetStreamEventStore.connect(url, {
      newId: options.newId,
      pollIntervalMs: options.pollIntervalMs,
    });
    return {
      kind: 'jetstream',
      events: observed(events, options.onAppend),
      snapshots: state.snapshots,
      idempotency: state.idempotency,
      sql: state.sql,
      writable: () => state.writable(),
      close: async () => {
        await events.close();
        await state.close();
      },
    };
  } catch (error) {
    await state.close();
    throw error;
  }
}
