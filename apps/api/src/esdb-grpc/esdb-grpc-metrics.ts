import { Counter, Gauge } from 'prom-client';
import type { EsdbServerLoad } from '@tidemark/infra/esdb-grpc';
import type { TidemarkMetrics } from '@tidemark/infra/prometheus';

/**
 * The gRPC server's load, read at scrape time: calls, store work running and waiting, what was
 * refused for load, and the bytes reads hold ahead of their clients (docs/operations.md).
 */
export function registerLoadMetrics(
  metrics: TidemarkMetrics,
  load: () => EsdbServerLoad | undefined,
): void {
  const registers = [metrics.registry];
  new Gauge({
    name: 'tidemark_esdb_grpc_calls',
    help: 'EventStoreDB-protocol calls running (subscriptions included).',
    registers,
    collect() {
      this.set(load()?.calls ?? 0);
    },
  });
  new Gauge({
    name: 'tidemark_esdb_grpc_store_operations',
    help: 'Store operations of gRPC calls running, and waiting for a turn.',
    labelNames: ['state'],
    registers,
    collect() {
      const now = load();
      this.set({ state: 'running' }, now?.storeRunning ?? 0);
      this.set({ state: 'queued' }, now?.storeQueued ?? 0);
    },
  });
  new Counter({
    name: 'tidemark_esdb_grpc_refused_total',
    help: 'gRPC calls refused RESOURCE_EXHAUSTED: too many running, or too many waiting for the store.',
    labelNames: ['reason'],
    registers,
    collect() {
      const now = load();
      this.reset();
      this.inc({ reason: 'calls' }, now?.refusedCalls ?? 0);
      this.inc({ reason: 'queue' }, now?.refusedQueued ?? 0);
    },
  });
  new Gauge({
    name: 'tidemark_esdb_grpc_read_ahead_bytes',
    help: 'Bytes of events gRPC reads hold ahead of their clients (read, not yet taken by the client).',
    registers,
    collect() {
      this.set(load()?.readAheadBytes ?? 0);
    },
  });
}
