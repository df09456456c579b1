import { randomUUID } from 'node:crypto';
import type { Schemas } from './support/api-types';
import { startApp, type RunningApp } from './support/app';
import {
  append,
  call,
  newEvent,
  SseClient,
  unique,
  type ErrorResponse,
  type EventJson,
  type ReadAllResponse,
  type ReadStreamResponse,
} from './support/http';
import { storeTargetKinds, type StoreTarget, type StoreTargetKind } from './support/store-targets';

jest.setTimeout(60_000);

const BODY_LIMIT_BYTES = 4096;

/** DESIGN.md "HTTP contract of the generic store API", against the built app on one store. */
function describeStoreApi(target: StoreTargetKind): void {
  describe(`store API over HTTP (${target.kind})`, () => {
    let store: StoreTarget;
    let app: RunningApp;
    let url: string;

    beforeAll(async () => {
      store = await target.create();
      app = await startApp({
        EVENT_STORE_URL: store.url,
        BODY_LIMIT_BYTES: String(BODY_LIMIT_BYTES),
      });
      url = app.url;
    });

    afterAll(async () => {
      const exit = await app?.stop('SIGTERM');
      await store?.dispose();
      expect(exit?.code).toBe(0);
    });

    const readStream = (streamId: string, query = '') =>
      call<ReadStreamResponse & ErrorResponse>(url, 'GET', `/streams/${streamId}${query}`);
    const readAll = (query: string) =>
      call<ReadAllResponse & ErrorResponse>(url, 'GET', `/all${query}`);

    it('GET /health answers 200 with the store kind', async () => {
      const health = await call<Schemas['HealthResponseSchema']>(url, 'GET', '/health');
      expect(health.status).toBe(200);
      expect(health.body).toEqual({ status: 'ok', store: target.kind });
    });

    describe('POST /streams/:streamId/events', () => {
      it('answers 201 on the first write and 200 with the same body on a retry', async () => {
        const streamId = unique('invoice-');
        const events = [newEvent('Placed', { total: 10 }), newEvent('Paid')];
        const first = await append(url, streamId, events, 'no_stream');
        expect(first.status).toBe(201);
        expect(first.body).toEqual({
          streamId,
          firstVersion: 1,
          nextExpectedVersion: 2,
          position: expect.stringMatching(/^[1-9]\d*$/),
        });

        const retry = await append(url, streamId, events, 'no_stream');
        expect(retry.status).toBe(200);
        expect(retry.body).toEqual(first.body);

        const read = await readStream(streamId);
        expect(read.body.version).toBe(2);
        expect(read.body.events.map((e) => e.id)).toEqual(events.map((e) => e.id));
      });

      it('defaults expectedVersion to "any" and generates event ids', async () => {
        const streamId = unique('invoice-');
        await append(url, streamId, [{ type: 'Placed', data: {} }]);
        const second = await append(url, streamId, [{ type: 'Paid', data: {} }]);
        expect(second.status).toBe(201);
        expect(second.body.firstVersion).toBe(2);
        const read = await readStream(streamId);
        expect(read.body.events[1].id).toMatch(/^[0-9a-f-]{36}$/);
      });

      it('stores data and metadata exactly as sent, whatever their keys', async () => {
        const streamId = unique('invoice-');
        const data = {
          toString: 'x',
          valueOf: [1],
          constructor: 'Ferrari',
          nested: { hasOwnProperty: { a: 1 } },
        };
        const metadata = { constructor: { name: 'c' }, correlationId: 'k' };
        expect((await append(url, streamId, [{ type: 'Odd', data, metadata }])).status).toBe(201);
        const [stored] = (await readStream(streamId)).body.events;
        expect(stored.data).toEqual(data);
        expect(stored.metadata).toEqual(metadata);
      });

      it('answers 409 WrongExpectedVersion with the expected and actual versions', async () => {
        const streamId = unique('invoice-');
        expect((await append(url, streamId, [newEvent()], 'stream_exists')).body).toEqual({
          error: 'WrongExpectedVersion',
          streamId,
          expectedVersion: 'stream_exists',
          actualVersion: 0,
        });
        expect((await append(url, streamId, [newEvent()], 0)).status).toBe(201);
        expect((await append(url, streamId, [newEvent()], 1)).status).toBe(201);
        const stale = await append(url, streamId, [newEvent()], 1);
        expect(stale.status).toBe(409);
        expect(stale.body).toEqual({
          error: 'WrongExpectedVersion',
          streamId,
          expectedVersion: 1,
          actualVersion: 2,
        });
        const noStream = await append(url, streamId, [newEvent()], 'no_stream');
        expect(noStream.status).toBe(409);
        expect(noStream.body).toMatchObject({ expectedVersion: 'no_stream', actualVersion: 2 });
        expect((await readStream(streamId)).body.version).toBe(2);
      });

      it('answers 409 DuplicateEventId when ids stand elsewhere, and writes nothing', async () => {
        const [a, b] = [unique('invoice-'), unique('invoice-')];
        const stored = newEvent('Placed');
        await append(url, a, [stored]);

        const inOtherStream = await append(url, b, [{ ...stored }]);
        expect(inOtherStream.status).toBe(409);
        expect(inOtherStream.body).toMatchObject({
          error: 'DuplicateEventId',
          streamId: b,
          eventIds: [stored.id],
        });

        const partial = await append(url, a, [{ ...stored }, newEvent('Paid')]);
        expect(partial.status).toBe(409);
        expect(partial.body.error).toBe('DuplicateEventId');

        expect((await readStream(b)).status).toBe(404);
        expect((await readStream(a)).body.version).toBe(1);
      });

      it('answers 400 listing every problem at once, and writes nothing', async () => {
        const streamId = unique('invoice-');
        const response = await call<ErrorResponse>(url, 'POST', `/streams/${streamId}/events`, {
          expectedVersion: -1,
          events: [
            { type: '', data: {} },
            { type: 'Ok', data: [1, 2] },
            { id: 'not-a-uuid', type: 'Ok', data: {}, metadata: 'text' },
            7,
          ],
          extra: true,
        });
        expect(response.status).toBe(400);
        expect(response.body.error).toBe('ValidationError');
        const paths = response.body.details?.map((d) => d.path).sort();
        expect(paths).toEqual(
          [
            'expectedVersion',
            'events[0].type',
            'events[1].data',
            'events[2].id',
            'events[2].metadata',
            'events[3]',
            'extra',
          ].sort(),
        );
        for (const detail of response.body.details ?? []) expect(detail.message).not.toBe('');
        expect((await readStream(streamId)).status).toBe(404);
      });

      it('answers 400 for an empty or missing events list and for a non-object body', async () => {
        const streamId = unique('invoice-');
        for (const body of [{ events: [] }, {}, [], 'null']) {
          const response = await call<ErrorResponse>(
            url,
            'POST',
            `/streams/${streamId}/events`,
            typeof body === 'string' ? body : JSON.stringify(body),
            { 'content-type': 'application/json' },
          );
          expect(response.status).toBe(400);
          expect(response.body.error).toBe('ValidationError');
        }
      });

      it('answers 400 for ids repeated within one append (found by the store)', async () => {
        const event = newEvent();
        const response = await append(url, unique('invoice-'), [event, { ...event }]);
        expect(response.status).toBe(400);
        expect(response.body.details).toEqual([
          { path: 'events[1].id', message: expect.any(String) },
        ]);
      });

      it('answers 400 for an invalid stream id, listed with the body problems', async () => {
        const response = await call<ErrorResponse>(url, 'POST', '/streams/%24all/events', {
          events: [],
        });
        expect(response.status).toBe(400);
        expect(response.body.error).toBe('ValidationError');
        expect(response.body.details?.map((d) => d.path)).toEqual(
          expect.arrayContaining(['streamId', 'events']),
        );
        const longest = unique('long-').padEnd(200, 'x');
        expect((await append(url, longest, [newEvent()])).status).toBe(201);
        const tooLong = await append(url, `${longest}x`, [newEvent()]);
        expect(tooLong.status).toBe(400);
        expect(tooLong.body.details?.[0].path).toBe('streamId');
      });

      it('answers 400 for a malformed JSON body', async () => {
        const response = await call<ErrorResponse>(
          url,
          'POST',
          `/streams/${unique('invoice-')}/events`,
          '{"events": [',
        );
        expect(response.status).toBe(400);
        expect(response.body).toEqual({
          error: 'ValidationError',
          details: [{ path: '', message: 'body is not valid JSON' }],
        });
      });

      it('answers 413 for a body over BODY_LIMIT_BYTES', async () => {
        const streamId = unique('invoice-');
        const response = await append(url, streamId, [
          newEvent('Big', { blob: 'x'.repeat(BODY_LIMIT_BYTES) }),
        ]);
        expect(response.status).toBe(413);
        expect(response.body).toEqual({ error: 'PayloadTooLarge', limitBytes: BODY_LIMIT_BYTES });
        expect((await readStream(streamId)).status).toBe(404);
      });

      it('answers 415 for a body that is not JSON', async () => {
        const response = await call<ErrorResponse>(
          url,
          'POST',
          `/streams/${unique('invoice-')}/events`,
          'events=1',
          { 'content-type': 'application/x-www-form-urlencoded' },
        );
        expect(response.status).toBe(415);
        expect(response.body.error).toBe('UnsupportedMediaType');
      });
    });

    describe('GET /streams/:streamId', () => {
      let streamId: string;
      beforeAll(async () => {
        streamId = unique('cart-');
        const events = [1, 2, 3, 4, 5].map((n) => ({
          ...newEvent(`Step${n}`, { n }),
          metadata: { correlationId: 'c-1' },
        }));
        expect((await append(url, streamId, events)).status).toBe(201);
      });

      it('reads forward from version 1 by default, each event with every field', async () => {
        const read = await readStream(streamId);
        expect(read.status).toBe(200);
        expect(read.body.streamId).toBe(streamId);
        expect(read.body.version).toBe(5);
        expect(read.body.events.map((e) => e.version)).toEqual([1, 2, 3, 4, 5]);
        const first = read.body.events[0];
        expect(first).toEqual({
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          type: 'Step1',
          data: { n: 1 },
          metadata: { correlationId: 'c-1' },
          streamId,
          version: 1,
          position: expect.stringMatching(/^[1-9]\d*$/),
          recordedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          tags: [],
        });
        const positions = read.body.events.map((e) => BigInt(e.position));
        expect([...positions].sort((x, y) => (x < y ? -1 : 1))).toEqual(positions);
      });

      it('reads a slice forward with from and limit', async () => {
        const read = await readStream(streamId, '?from=2&limit=2');
        expect(read.body.events.map((e) => e.version)).toEqual([2, 3]);
        expect(read.body.version).toBe(5);
      });

      it('reads backward from the end, or from a version', async () => {
        const all = await readStream(streamId, '?direction=backward');
        expect(all.body.events.map((e) => e.version)).toEqual([5, 4, 3, 2, 1]);
        const slice = await readStream(streamId, '?direction=backward&from=3&limit=2');
        expect(slice.body.events.map((e) => e.version)).toEqual([3, 2]);
      });

      it('answers 404 StreamNotFound for a stream with no events', async () => {
        const missing = unique('ghost-');
        const read = await readStream(missing);
        expect(read.status).toBe(404);
        expect(read.body).toEqual({
          error: 'StreamNotFound',
          streamId: missing,
          message: expect.any(String),
        });
      });

      it('answers 400 for a bad query or stream id, listing every problem', async () => {
        const read = await readStream(streamId, '?from=-1&limit=1001&direction=sideways');
        expect(read.status).toBe(400);
        expect(read.body.details?.map((d) => d.path).sort()).toEqual([
          'direction',
          'from',
          'limit',
        ]);
        const zero = await readStream(streamId, '?limit=0');
        expect(zero.status).toBe(400);
        const badId = await readStream('%24bad');
        expect(badId.status).toBe(400);
        expect(badId.body.details?.[0].path).toBe('streamId');
      });
    });

    describe('GET /all', () => {
      let category: string;
      let written: string[];
      beforeAll(async () => {
        category = unique('inv');
        written = [];
        for (const [streamId, type] of [
          [`${category}-1`, 'Received'],
          [`${category}-2`, 'Received'],
          [`${category}-1`, 'Shipped'],
          [`${category}-3`, 'Counted'],
          [`${category}-2`, 'Shipped'],
        ]) {
          const event = newEvent(type);
          written.push(event.id ?? '');
          expect((await append(url, streamId, [event])).status).toBe(201);
        }
        await append(url, unique('other-'), [newEvent('Received')]);
      });

      it('pages forward with nextPosition, never repeating or skipping an event', async () => {
        const seen: EventJson[] = [];
        let from = '0';
        for (let page = 0; page < 10; page += 1) {
          const read = await readAll(`?from=${from}&limit=2&categories=${category}`);
          expect(read.status).toBe(200);
          if (read.body.events.length === 0) {
            expect(read.body.nextPosition).toBe(from);
            break;
          }
          expect(read.body.events.length).toBeLessThanOrEqual(2);
          expect(read.body.nextPosition).toBe(
            read.body.events[read.body.events.length - 1].position,
          );
          seen.push(...read.body.events);
          from = read.body.nextPosition;
        }
        expect(seen.map((e) => e.id)).toEqual(written);
        const positions = seen.map((e) => BigInt(e.position));
        for (let i = 1; i < positions.length; i += 1) {
          expect(positions[i] > positions[i - 1]).toBe(true);
        }
      });

      it('treats from as exclusive', async () => {
        const first = await readAll(`?categories=${category}&limit=1`);
        const after = await readAll(`?categories=${category}&from=${first.body.nextPosition}`);
        expect(after.body.events.map((e) => e.id)).toEqual(written.slice(1));
      });

      it('filters by types and by categories', async () => {
        const byType = await readAll(`?categories=${category}&types=Shipped,Counted`);
        expect(byType.body.events.map((e) => e.type)).toEqual(['Shipped', 'Counted', 'Shipped']);
        const otherCategory = unique('none');
        const two = await readAll(`?categories=${otherCategory},${category}&types=Counted`);
        expect(two.body.events.map((e) => e.streamId)).toEqual([`${category}-3`]);
        expect((await readAll(`?categories=${otherCategory}`)).body.events).toEqual([]);
      });

      it('answers 400 for a bad from or limit', async () => {
        for (const query of ['?from=-1', '?from=abc', '?from=1.5', '?limit=0', '?limit=1001']) {
          const read = await readAll(query);
          expect(read.status).toBe(400);
          expect(read.body.error).toBe('ValidationError');
        }
      });
    });

    describe('GET /all/subscribe', () => {
      const subscribeUrl = (query: string) => `${url}/all/subscribe${query}`;

      it('catches up, then delivers live events, one message per event with id = position', async () => {
        const category = unique('sse');
        const catchUp = [newEvent('A'), newEvent('B'), newEvent('C')];
        await append(url, `${category}-1`, catchUp.slice(0, 2));
        await append(url, `${category}-2`, catchUp.slice(2));

        const client = await SseClient.connect(subscribeUrl(`?categories=${category}`));
        try {
          expect(client.status).toBe(200);
          expect(client.response.headers['content-type']).toMatch(/^text\/event-stream/);
          const caughtUp = await client.take(3);
          const live = newEvent('D', { live: true });
          await append(url, `${category}-1`, [live]);
          const [liveMessage] = await client.take(1);

          const messages = [...caughtUp, liveMessage];
          const events = messages.map((m) => JSON.parse(m.data) as EventJson);
          expect(events.map((e) => e.id)).toEqual([...catchUp, live].map((e) => e.id));
          expect(messages.map((m) => m.id)).toEqual(events.map((e) => e.position));
          expect(events[3]).toMatchObject({
            type: 'D',
            data: { live: true },
            metadata: {},
            streamId: `${category}-1`,
            version: 3,
          });
        } finally {
          client.close();
        }
      });

      it('starts after from, or after Last-Event-ID, which wins over from (a reconnect)', async () => {
        const category = unique('sse');
        const events = [newEvent('A'), newEvent('B'), newEvent('C')];
        const results = [];
        for (const event of events) results.push(await append(url, `${category}-1`, [event]));
        const afterFirst = results[0].body.position;

        const byQuery = await SseClient.connect(
          subscribeUrl(`?from=${afterFirst}&categories=${category}`),
        );
        const byHeader = await SseClient.connect(
          subscribeUrl(`?from=0&categories=${category}&types=C`),
          {
            'last-event-id': afterFirst,
          },
        );
        try {
          const queried = await byQuery.take(2);
          expect(queried.map((m) => (JSON.parse(m.data) as EventJson).id)).toEqual(
            events.slice(1).map((e) => e.id),
          );
          const [resumed] = await byHeader.take(1);
          expect(resumed.id).toBe(results[2].body.position);
        } finally {
          byQuery.close();
          byHeader.close();
        }
      });

      it('answers 400 JSON for a bad from', async () => {
        const client = await SseClient.connect(subscribeUrl('?from=x'));
        expect(client.status).toBe(400);
        const body = JSON.parse(await client.text()) as ErrorResponse;
        expect(body.error).toBe('ValidationError');
        expect(body.details?.[0].path).toBe('from');
      });
    });

    it('answers 404 NotFound for an unknown route', async () => {
      for (const [method, path] of [
        ['GET', '/nowhere'],
        ['DELETE', '/streams/order-1'],
        ['GET', `/streams/order-1/events/${randomUUID()}`],
      ]) {
        const response = await call<ErrorResponse>(url, method, path);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ error: 'NotFound' });
      }
    });
  });
}

for (const target of storeTargetKinds('store API e2e')) {
  if (target.enabled) describeStoreApi(target);
  else it.skip(`store API over HTTP (${target.kind}): PostgreSQL not reachable`, () => undefined);
}
