import { randomUUID } from 'node:crypto';
import { EventStoreDBClient, jsonEvent } from '@eventstore/db-client';
import { Empty, StreamIdentifier, UUID } from '@eventstore/db-client/generated/shared_pb';
import { AppendReq } from '@eventstore/db-client/generated/streams_pb';
import { Client, credentials, status, type ServiceError } from '@grpc/grpc-js';
import { openStorage } from '@tidemark/infra';
import { append, call, newEvent, type ReadStreamResponse } from './support/http';
import { startApp } from './support/app';
import { Shop } from './support/shop';
import { storeTargetKinds } from './support/store-targets';
import { appPerSuite } from './support/suite';

jest.setTimeout(120_000);

const GRPC_LISTENING = /esdb grpc listening on [^\s:]+:(\d+)/;
const GRPC = { ESDB_GRPC_PORT: '0', ESDB_GRPC_INSECURE: 'true' };
const payment = { amountCents: 1500, paymentReference: 'psp-foreign' };

/** Streams.Append with raw grpc-js: one options message, one proposed event of `type`. */
function rawAppend(port: string, streamId: string, type: string) {
  const client = new Client(`127.0.0.1:${port}`, credentials.createInsecure());
  const bytes = (message: { serializeBinary(): Uint8Array }) =>
    Buffer.from(message.serializeBinary());
  const options = new AppendReq.Options()
    .setStreamIdentifier(new StreamIdentifier().setStreamName(Buffer.from(streamId)))
    .setAny(new Empty());
  const proposed = new AppendReq.ProposedMessage()
    .setId(new UUID().setString(randomUUID()))
    .setData(Buffer.from('{"note":"fragile"}'))
    .setCustomMetadata(Buffer.alloc(0));
  proposed.getMetadataMap().set('type', type).set('content-type', 'application/json');
  return new Promise<{ code: number; details: string }>((resolve) => {
    const same = (b: Buffer) => b;
    const call = client.makeClientStreamRequest(
      '/event_store.client.streams.Streams/Append',
      same,
      same,
      (error: ServiceError | null) => {
        client.close();
        resolve(error ? { code: error.code, details: error.details } : { code: 0, details: '' });
      },
    );
    call.write(bytes(new AppendReq().setOptions(options)));
    call.write(bytes(new AppendReq().setProposedMessage(proposed)));
    call.end();
  });
}

/*
 * The demo's order streams belong to the Order aggregate (ownsCategory): an event type its
 * decider does not know is refused through every API, and one that got in anyway (written
 * before, or by another app on the same store) is ignored by the order, as by its read models.
 */
describe.each(storeTargetKinds('foreign events e2e').filter((kind) => kind.enabled))(
  'foreign events in order streams on $kind',
  (target) => {
    describe('refused', () => {
      const suite = appPerSuite(target, GRPC);
      const shop = new Shop(() => suite.app.url);
      const grpcPort = () => {
        const port = GRPC_LISTENING.exec(suite.app.output())?.[1];
        if (port === undefined) throw new Error(`no gRPC start-up line:\n${suite.app.output()}`);
        return port;
      };

      it('over HTTP: 400 naming the event, nothing written, the order still answers', async () => {
        const orderId = await shop.placed();
        const refused = await append(suite.app.url, `order-${orderId}`, [
          newEvent('OrderPaid', { amountCents: 1500, paymentReference: 'p', paidAt: 'now' }),
          newEvent('OrderNoteAdded', { note: 'fragile' }),
        ]);
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual({
          error: 'ValidationError',
          details: [
            {
              path: 'events[1].type',
              message: expect.stringMatching(
                new RegExp(`^OrderNoteAdded is not an event type of order-${orderId}'s aggregate`),
              ),
            },
          ],
        });
        expect(await shop.versionOf(orderId)).toBe(1);
        expect((await shop.get(orderId)).status).toBe(200);
        expect((await shop.pay(orderId, payment)).status).toBe(200);
        // A category no aggregate owns takes any type.
        expect(
          (await append(suite.app.url, `note-${orderId}`, [newEvent('NoteAdded')])).status,
        ).toBe(201);
      });

      it('a known type shaped otherwise: accepted, then the order answers 409 naming it, never 500', async () => {
        const orderId = await shop.placed();
        const bad = await append(suite.app.url, `order-${orderId}`, [
          newEvent('OrderPaid', { amountCents: 'lots', paidAt: 'now' }),
        ]);
        expect(bad.status).toBe(201);
        const unreadable = {
          error: 'UnreadableEvent',
          streamId: `order-${orderId}`,
          version: 2,
          eventType: 'OrderPaid',
          reason: 'data.amountCents must be an integer',
        };
        const shown = await shop.get(orderId);
        expect([shown.status, shown.body]).toEqual([409, expect.objectContaining(unreadable)]);
        const paid = await shop.pay(orderId, payment);
        expect([paid.status, paid.body]).toEqual([409, expect.objectContaining(unreadable)]);
        const cancelled = await shop.cancel(orderId, { reason: 'x' });
        expect(cancelled.status).toBe(409);
        expect(await shop.versionOf(orderId)).toBe(2);
      });

      it('over gRPC: Append (raw grpc-js) and BatchAppend (the client) refuse it, nothing written', async () => {
        const orderId = await shop.placed();
        const streamId = `order-${orderId}`;
        const raw = await rawAppend(grpcPort(), streamId, 'OrderNoteAdded');
        expect(raw.code).toBe(status.INVALID_ARGUMENT);
        expect(raw.details).toMatch(/OrderNoteAdded is not an event type of order-/);

        const client = EventStoreDBClient.connectionString(
          `esdb://127.0.0.1:${grpcPort()}?tls=false`,
        );
        try {
          const batch = await client
            .appendToStream(streamId, jsonEvent({ type: 'OrderNoteAdded', data: { note: 'x' } }))
            .catch((error: unknown) => error);
          expect(batch).toBeInstanceOf(Error);
          expect(String((batch as Error).message)).toMatch(/OrderNoteAdded/);
        } finally {
          await client.dispose();
        }
        expect(await shop.versionOf(orderId)).toBe(1);
        expect((await shop.get(orderId)).body).toMatchObject({ status: 'placed', version: 1 });
        expect((await shop.pay(orderId, payment)).status).toBe(200);
      });
    });

    it('got in anyway (written past the app): GET and commands answer as if it were not there', async () => {
      const store = await target.create();
      try {
        let app = await startApp({ EVENT_STORE_URL: store.url });
        const shop = new Shop(() => app.url);
        const orderId = await shop.placed();
        expect((await app.stop('SIGTERM')).code).toBe(0);
        // Another writer on the same store, without the app's protection.
        const storage = await openStorage(store.url);
        try {
          await storage.events.appendToStream(`order-${orderId}`, [
            { type: 'OrderNoteAdded', data: { note: 'fragile' } },
          ]);
        } finally {
          await storage.close();
        }
        app = await startApp({ EVENT_STORE_URL: store.url });
        try {
          const shown = await shop.get(orderId);
          expect([shown.status, shown.body]).toEqual([
            200,
            expect.objectContaining({ orderId, status: 'placed', version: 2 }),
          ]);
          const paid = await shop.pay(orderId, payment, { 'if-match': 'W/"2"' });
          expect([paid.status, paid.body]).toEqual([200, expect.objectContaining({ version: 3 })]);
          const cancelled = await shop.cancel(orderId, { reason: 'changed my mind' });
          expect(cancelled.status).toBe(200);
          const stream = await call<ReadStreamResponse>(
            app.url,
            'GET',
            `/streams/order-${orderId}`,
          );
          expect(stream.body.events.map((event) => event.type)).toEqual([
            'OrderPlaced',
            'OrderNoteAdded',
            'OrderPaid',
            'OrderCancelled',
          ]);
          expect((await call(app.url, 'GET', '/ready')).status).toBe(200);
        } finally {
          expect((await app.stop('SIGTERM')).code).toBe(0);
        }
      } finally {
        await store.dispose();
      }
    });
  },
);
