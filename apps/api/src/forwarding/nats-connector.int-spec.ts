import { StringCodec } from 'nats';
import {
  natsTestsEnabled,
  SLOW_TEST_TIMEOUT_MS,
  startNatsServer,
  until,
} from '@tidemark/infra/testing';
import { readForwardingOptions } from '../config/forwarding.config';
import { ConnectingDestination, NatsConnector } from './nats-connector';

const connected = (connector: NatsConnector): boolean => {
  try {
    return !connector.current().isClosed();
  } catch {
    return false;
  }
};

const describeNats = natsTestsEnabled('nats connector') ? describe : describe.skip;

const opened = (destination: ConnectingDestination) =>
  destination.open().then(
    () => true,
    () => false,
  );

describeNats('the forwarder’s NATS connection', () => {
  jest.setTimeout(SLOW_TEST_TIMEOUT_MS);

  it('does not wait for NATS: open fails until the server is up, then succeeds', async () => {
    const server = await startNatsServer();
    await server.stop();
    const connector = new NatsConnector({ servers: [server.url], maxReconnectAttempts: -1 }, 50);
    try {
      expect(() => connector.current()).toThrow(/^NATS: /);
      const destination = new ConnectingDestination(connector, { stream: 'CONNECTOR_DOWN' });
      await expect(destination.open()).rejects.toThrow(/^NATS: /);
      await server.start();
      await until(() => opened(destination), 'the destination to open once NATS is up');
      expect(destination.duplicateWindowMs).toBeGreaterThan(0);
    } finally {
      await connector.close();
      await server.close();
    }
  });

  it('logs in with the credentials of FORWARD_NATS_URL', async () => {
    const server = await startNatsServer(['--user', 'fwd', '--pass', 'p@ss']);
    const port = new URL(server.url).port;
    const { value } = readForwardingOptions({
      FORWARD_NATS_URL: `nats://fwd:p%40ss@127.0.0.1:${port}`,
    });
    if (!value.enabled) throw new Error('forwarding should be on');
    const connector = new NatsConnector({ servers: [...value.servers], ...value.credentials }, 50);
    const refused = new NatsConnector({ servers: [...value.servers] }, 50);
    try {
      await until(() => connected(connector), 'a connection with the credentials');
      const reply = connector.current().subscribe('ping', { max: 1 });
      void (async () => {
        for await (const message of reply) message.respond(StringCodec().encode('pong'));
      })();
      const answer = await connector.current().request('ping');
      expect(StringCodec().decode(answer.data)).toBe('pong');
      // Without them: refused, and said so (boot does not fail on it).
      await until(() => {
        try {
          refused.current();
          return false;
        } catch (error) {
          return /Authorization Violation/.test(String(error));
        }
      }, 'the refusal without credentials');
    } finally {
      await connector.close();
      await refused.close();
      await server.close();
    }
  });
});
