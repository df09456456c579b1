import type { ListenerRunner } from '@tidemark/infra';
import type { AppConfig } from '../config';

/**
 * The start-up line: which listeners run in this instance (the projections and the sagas'
 * reactors, as registered with the module's runner), and where.
 */
export function describeProjections(
  runner: Pick<ListenerRunner, 'listenerNames' | 'instanceId'>,
  config: AppConfig,
): string {
  const names = runner.listenerNames.join(', ');
  const where =
    config.store.stateKind === 'sqlite'
      ? 'SQLite: projections run in this one process'
      : `PostgreSQL: each runs in one instance at a time; another takes over ` +
        `${config.projections.leaseMs} ms after it dies`;
  const state =
    config.store.kind === 'eventstoredb'
      ? 'events in EventStoreDB, state in '
      : config.store.kind === 'jetstream'
        ? 'events in NATS JetStream, state in '
        : '';
  return `projections ${names} run in instance ${runner.instanceId} (${state}${where})`;
}
