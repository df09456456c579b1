import type { EventEmitter } from 'node:events';
import { Agent, get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { credentials, type ClientDuplexStream, type ClientReadableStream } from '@grpc/grpc-js';
import { Empty, StreamIdentifier, UUID } from '@eventstore/db-client/generated/shared_pb';
import { StreamsClient } from '@eventstore/db-client/generated/streams_grpc_pb';
import {
  AppendReq,
  BatchAppendReq,
  type BatchAppendResp,
  ReadReq,
  type ReadResp,
} from '@eventstore/db-client/generated/streams_pb';
import { Empty as ProtobufEmpty } from 'google-protobuf/google/protobuf/empty_pb';
import WebSocket from 'ws';
import { randomUUID } from 'node:crypto';
import type { RunningApp } from './app';
import { GraphQLSocket } from './graphql';
import { append, inFlightPost, newEvent, SseClient, unique } from './http';

/**
 * Connections of one kind held open to a running app while it shuts down: `open` before the
 * SIGTERM, `afterSigterm` right after it, `ended` once the app has exited (what the clients saw).
 */
export interface OpenConnections {
  afterSigterm(): void;
  ended(): Promise<void>;
}

export type ConnectionKind = (app: RunningApp, grpcPort: number) => Promise<OpenConnections>;

const nothing = (): void => undefined;

/** A live `/all/subscribe` that has received its first event. */
export const sseSubscriber: ConnectionKind = async (app) => {
  expect((await append(app.url, unique('shutdown-'), [newEvent('Placed')])).status).toBe(201);
  const subscriber = await SseClient.connect(`${app.url}/all/subscribe`);
  await subscriber.next();
  return {
    afterSigterm: nothing,
    ended: () => subscriber.closed,
  };
};

/** `fetch` of `/all/subscribe` aborted by the client: once after the headers, once before. */
export const abortedSseFetches: ConnectionKind = async (app) => {
  const afterHeaders = new AbortController();
  await fetch(`${app.url}/all/subscribe`, { signal: afterHeaders.signal });
  afterHeaders.abort();
  const beforeHeaders = new AbortController();
  const early = fetch(`${app.url}/all/subscribe`, { signal: beforeHeaders.signal }).catch(
    () => undefined,
  );
  setImmediate(() => beforeHeaders.abort());
  await early;
  return { afterSigterm: nothing, ended: async () => undefined };
};

/** 20 idle keep-alive connections of node:http's agent, and those `fetch` keeps after 20 requests. */
export const keepAliveConnections: ConnectionKind = async (app) => {
  const agent = new Agent({ keepAlive: true, maxSockets: 20 });
  const health = () =>
    new Promise<void>((resolve, reject) => {
      get(`${app.url}/health`, { agent }, (response) => {
        response.resume();
        response.once('end', resolve);
      }).once('error', reject);
    });
  await Promise.all(Array.from({ length: 20 }, health));
  await Promise.all(
    Array.from({ length: 20 }, async () => (await fetch(`${app.url}/health`)).text()),
  );
  return {
    afterSigterm: nothing,
    ended: async () => agent.destroy(),
  };
};

/**
 * Connections that sent no request yet (a client's spare ones), and one whose request stopped
 * mid-headers: none of them ever sends more.
 */
export const connectionsWithoutRequest: ConnectionKind = async (app) => {
  const { hostname, port } = new URL(app.url);
  const sockets = await Promise.all(
    ['', '', 'GET /health HTTP/1.1\r\nhost: x\r\n'].map(
      (head) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect(Number(port), hostname, () =>
            socket.write(head, () => resolve(socket)),
          );
          socket.once('error', reject);
        }),
    ),
  );
  for (const socket of sockets) socket.on('error', nothing);
  return {
    afterSigterm: nothing,
    ended: async () => sockets.forEach((socket) => socket.destroy()),
  };
};

/**
 * A POST whose body is half sent at SIGTERM and finished right after: it is answered 201 (with
 * `connection: close` once draining began: test/shutdown.e2e-spec.ts).
 */
export const inFlightRequest: ConnectionKind = async (app) => {
  const slow = inFlightPost(`${app.url}/streams/${unique('shutdown-')}/events`, {
    events: [newEvent('Placed')],
  });
  await slow.started;
  return {
    afterSigterm: () => slow.finish(),
    ended: async () => {
      const response = await slow.response;
      expect(response.status).toBe(201);
    },
  };
};

/**
 * A live GraphQL subscription; a WebSocket client terminated mid-upgrade (on the server's 101,
 * before it opened); a raw upgrade request cut by the client right after it was sent.
 */
export const graphqlWebSockets: ConnectionKind = async (app) => {
  expect((await append(app.url, unique('shutdown-'), [newEvent('Placed')])).status).toBe(201);
  const socket = new GraphQLSocket(app.url);
  const live = socket.subscribe<{ events: { type: string } }>(
    'subscription { events(from: "0") { type } }',
  );
  await live.next();

  const url = `${app.url.replace(/^http/, 'ws')}/graphql`;
  const terminated = new WebSocket(url, 'graphql-transport-ws');
  terminated.on('error', nothing);
  await new Promise<void>((resolve) =>
    terminated.once('upgrade', () => {
      terminated.terminate();
      resolve();
    }),
  );

  const { hostname, port } = new URL(app.url);
  await new Promise<void>((resolve, reject) => {
    const raw = connect(Number(port), hostname, () =>
      raw.end(
        [
          'GET /graphql HTTP/1.1',
          `host: ${hostname}:${port}`,
          'upgrade: websocket',
          'connection: Upgrade',
          `sec-websocket-key: ${Buffer.from(randomUUID().slice(0, 16)).toString('base64')}`,
          'sec-websocket-version: 13',
          'sec-websocket-protocol: graphql-transport-ws',
          '',
          '',
        ].join('\r\n'),
        () => {
          raw.destroy();
          resolve();
        },
      ),
    );
    raw.once('error', reject);
  });
  return {
    afterSigterm: nothing,
    ended: async () => {
      await live.ended;
      await socket.close();
    },
  };
};

/**
 * Raw grpc-js calls on one channel: a `$all` subscription (confirmed), a BatchAppend stream left
 * open after one append (as the official client keeps it), a classic Append mid-stream.
 */
export const grpcCalls: ConnectionKind = async (_app, grpcPort) => {
  const client = new StreamsClient(`127.0.0.1:${grpcPort}`, credentials.createInsecure());
  const subscription: ClientReadableStream<ReadResp> = client.read(
    new ReadReq().setOptions(
      new ReadReq.Options()
        .setAll(new ReadReq.Options.AllOptions().setStart(new Empty()))
        .setReadDirection(ReadReq.Options.ReadDirection.FORWARDS)
        .setSubscription(new ReadReq.Options.SubscriptionOptions())
        .setNoFilter(new Empty())
        .setUuidOption(new ReadReq.Options.UUIDOption().setString(new Empty())),
    ),
  );
  await new Promise<void>((resolve, reject) => {
    subscription.once('data', () => resolve());
    subscription.once('error', reject);
  });
  const subscriptionEnded = callEnded(subscription);
  subscription.on('data', nothing);

  const batch: ClientDuplexStream<BatchAppendReq, BatchAppendResp> = client.batchAppend();
  const answered = new Promise<void>((resolve, reject) => {
    batch.once('data', () => resolve());
    batch.once('error', reject);
  });
  const proposed = new BatchAppendReq.ProposedMessage()
    .setId(new UUID().setString(randomUUID()))
    .setData(Buffer.from('{}'))
    .setCustomMetadata(Buffer.alloc(0));
  proposed.getMetadataMap().set('type', 'Pinged').set('content-type', 'application/json');
  batch.write(
    new BatchAppendReq()
      .setCorrelationId(new UUID().setString(randomUUID()))
      .setOptions(
        new BatchAppendReq.Options()
          .setStreamIdentifier(streamName(unique('grpc-')))
          .setAny(new ProtobufEmpty()),
      )
      .setProposedMessagesList([proposed])
      .setIsFinal(true),
  );
  await answered;
  const batchEnded = callEnded(batch);
  batch.on('data', nothing);

  // Never ended by the client: the server ends it at shutdown (how is not asserted here).
  const classic = client.append(nothing);
  const appendEnded = callEnded(classic);
  classic.write(
    new AppendReq().setOptions(
      new AppendReq.Options().setStreamIdentifier(streamName(unique('grpc-'))).setAny(new Empty()),
    ),
  );
  return {
    afterSigterm: nothing,
    ended: async () => {
      await Promise.all([subscriptionEnded, batchEnded, appendEnded]);
      client.close();
    },
  };
};

const streamName = (name: string) => new StreamIdentifier().setStreamName(Buffer.from(name));

/** Resolves once the call has its status (whichever: the server ended it). */
function callEnded(call: EventEmitter): Promise<void> {
  call.on('error', nothing);
  return new Promise<void>((resolve) => call.once('status', () => resolve()));
}
