import {
  describeEventStoreContract,
  natsTestsEnabled,
  startNatsCluster,
  uniqueSchemaName,
  type NatsCluster,
} from '@tidemark/infra/testing';
import { JetStreamEventStore } from './jetstream-event-store';

// The contract on a 3-node cluster on loopback, every stream and id bucket with 3 replicas.
if (natsTestsEnabled('JetStream event store on an R3 cluster')) {
  let cluster: NatsCluster;
  beforeAll(async () => {
    cluster = await startNatsCluster(3);
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
  });

  describeEventStoreContract(
    'JetStream R3 cluster',
    async () => {
      const stream = uniqueSchemaName('tm').replace(/[^A-Za-z0-9_-]/g, '_');
      return {
        open: () => JetStreamEventStore.connect(cluster.urls, { stream, replicas: 3 }),
        // Each through one node: the client stays on the server its URL names.
        openOnEachServer: () =>
          Promise.all(
            cluster.nodes.map((node) =>
              JetStreamEventStore.connect(node.url, { stream, replicas: 3 }),
            ),
          ),
        dispose: () => JetStreamEventStore.destroy(cluster.urls, stream),
      };
    },
    {
      multiInstance: true,
      injectedClock: false,
      scavenges: false,
      conditions: false,
      // Every round is a few replicated writes; fewer rounds keep the file within minutes.
      raceRounds: 10,
    },
  );
} else {
  it.skip('JetStream event store on an R3 cluster (no NATS server)', () => undefined);
}
