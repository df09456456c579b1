import type { Schemas } from './support/api-types';
import { gql } from './support/graphql';
import {
  call,
  newEvent,
  SseClient,
  unique,
  type ErrorResponse,
  type JsonResponse,
  type ReadAllResponse,
  type ReadStreamResponse,
} from './support/http';
import { until } from './support/read-models';
import { storeTargetKinds, type StoreTargetKind } from './support/store-targets';
import { appPerSuite } from './support/suite';

jest.setTimeout(180_000);

const ADMIN = 'lifecycle-admin-token-0123456789';
const WRITER = 'lifecycle-writer-token-0123456789';
const AUTH = { AUTH: 'on', AUTH_TOKENS: `admin:${ADMIN},writer:${WRITER}` };

type Deletion = Schemas['DeleteStreamResponseSchema'];
type Metadata = Schemas['StreamMetadataResponseSchema'];
type Scavenged = Schemas['ScavengeResponseSchema'];
type Answer<T> = JsonResponse<T & ErrorResponse>;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const NO_METADATA = { maxCount: null, maxAgeSeconds: null, truncateBefore: null, custom: null };

/**
 * docs/stream-lifecycle.md over HTTP, against the built app on each store: delete, tombstone,
 * metadata and scavenge for admins (REST, GraphQL), and the global log backward and by prefix.
 */
function describeLifecycle(target: StoreTargetKind): void {
  describe(`stream lifecycle admin (${target.kind})`, () => {
    const suite = appPerSuite(target, AUTH);
    const url = () => suite.app.url;
    const as = <T>(token: string, method: string, path: string, body?: unknown) =>
      call<T & ErrorResponse>(url(), method, path, body, bearer(token)) as Promise<Answer<T>>;
    const admin = <T>(method: string, path: string, body?: unknown) =>
      as<T>(ADMIN, method, path, body);
    const stream = (id: string) => `/streams/${encodeURIComponent(id)}`;
    const adminStream = (id: string) => `/admin/streams/${encodeURIComponent(id)}`;
    const appendN = async (streamId: string, n: number, type = 'Happened') => {
      const events = Array.from({ length: n }, (_, i) => newEvent(type, { n: i + 1 }));
      const written = await admin<Schemas['AppendEventsResponseSchema']>(
        'POST',
        `${stream(streamId)}/events`,
        { events },
      );
      expect(written.status).toBe(201);
      return written.body;
    };
    const read = (streamId: string, query = '') =>
      admin<ReadStreamResponse>('GET', `${stream(streamId)}${query}`);
    const versions = async (streamId: string, query = '') =>
      (await read(streamId, query)).body.events?.map((e) => e.version);
    const logOf = async (query: string) =>
      (await admin<ReadAllResponse>('GET', `/all?${query}`)).body;

    it('soft-deletes under an expected version: 404, then an append continues the versions', async () => {
      const id = `${unique('soft')}-1`;
      await appendN(id, 3);
      const stale = await admin<Deletion>('DELETE', `${adminStream(id)}?expectedVersion=2`);
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        error: 'WrongExpectedVersion',
        streamId: id,
        expectedVersion: 2,
        actualVersion: 3,
      });
      expect(await versions(id)).toEqual([1, 2, 3]);

      const deleted = await admin<Deletion>('DELETE', `${adminStream(id)}?expectedVersion=3`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({
        streamId: id,
        deletion: 'soft',
        position: expect.stringMatching(/^[1-9]\d*$/),
      });
      const gone = await read(id);
      expect(gone.status).toBe(404);
      expect(gone.body).toMatchObject({ error: 'StreamNotFound', streamId: id });

      const again = await appendN(id, 1);
      expect(again.firstVersion).toBe(4);
      const after = await read(id);
      expect(after.status).toBe(200);
      expect(after.body.version).toBe(4);
      expect(after.body.events.map((e) => e.version)).toEqual([4]);
      const metadata = await admin<Metadata>('GET', `${adminStream(id)}/metadata`);
      expect(metadata.status).toBe(200);
      expect(metadata.body.metadata.truncateBefore).toBe(4);
      // The global log keeps the deleted events until a scavenge.
      expect((await logOf(`streamPrefixes=${id}`)).events.map((e) => e.version)).toEqual([
        1, 2, 3, 4,
      ]);
    });

    it('tombstones for good: 410 StreamDeleted for reads, appends, deletes and metadata', async () => {
      const id = `${unique('tomb')}-1`;
      await appendN(id, 2);
      const done = await admin<Deletion>('DELETE', `${adminStream(id)}?tombstone=true`);
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ streamId: id, deletion: 'tombstone' });
      const answers = [
        await read(id),
        await admin('POST', `${stream(id)}/events`, { events: [newEvent()] }),
        await admin('POST', `${stream(id)}/events`, {
          expectedVersion: 'no_stream',
          events: [newEvent()],
        }),
        await admin('DELETE', adminStream(id)),
        await admin('DELETE', `${adminStream(id)}?tombstone=true`),
        await admin('PUT', `${adminStream(id)}/metadata`, { maxCount: 1 }),
      ];
      for (const answer of answers) {
        expect({ status: answer.status, body: answer.body }).toEqual({
          status: 410,
          body: expect.objectContaining({ error: 'StreamDeleted', streamId: id }),
        });
      }
      const graphql = await gql<{ stream: unknown }>(
        url(),
        'query($id: String!) { stream(streamId: $id) { version } }',
        { id },
        bearer(ADMIN),
      );
      expect(graphql.body.errors?.[0].extensions).toMatchObject({
        code: 'StreamDeleted',
        status: 410,
        streamId: id,
      });
    });

    it('sets metadata that reads honour, guarded by expectedMetadataVersion', async () => {
      const id = `${unique('meta')}-1`;
      await appendN(id, 5);
      const path = `${adminStream(id)}/metadata`;
      expect((await admin<Metadata>('GET', path)).body).toEqual({
        streamId: id,
        metadata: NO_METADATA,
        metadataVersion: 0,
      });
      const custom = { owner: 'ops', constructor: 1, nested: { toString: 'x' } };
      const set = await admin<Metadata>('PUT', path, {
        maxCount: 2,
        custom,
        expectedMetadataVersion: 0,
      });
      expect(set.status).toBe(200);
      expect(set.body).toEqual({
        streamId: id,
        metadata: { ...NO_METADATA, maxCount: 2, custom },
        metadataVersion: 1,
      });
      expect(await versions(id)).toEqual([4, 5]);
      expect(await versions(id, '?direction=backward')).toEqual([5, 4]);
      expect((await read(id)).body.version).toBe(5);

      const lost = await admin<Metadata>('PUT', path, { maxCount: 1, expectedMetadataVersion: 0 });
      expect(lost.status).toBe(409);
      expect(lost.body.error).toBe('WrongExpectedVersion');
      // A PUT replaces the whole metadata: maxCount and custom are cleared.
      const truncated = await admin<Metadata>('PUT', path, {
        truncateBefore: 3,
        expectedMetadataVersion: 1,
      });
      expect(truncated.body).toEqual({
        streamId: id,
        metadata: { ...NO_METADATA, truncateBefore: 3 },
        metadataVersion: 2,
      });
      expect(await versions(id)).toEqual([3, 4, 5]);
      expect((await admin<Metadata>('GET', path)).body).toEqual(truncated.body);
    });

    it('hides events older than maxAgeSeconds from reads (not from the global log)', async () => {
      const id = `${unique('aged')}-1`;
      await appendN(id, 2);
      const set = await admin<Metadata>('PUT', `${adminStream(id)}/metadata`, {
        maxAgeSeconds: 1,
      });
      expect(set.status).toBe(200);
      await until(async () => {
        const answer = await read(id);
        return answer.status === 404 || answer.body.events?.length === 0;
      }, 'the events to age out of reads');
      expect((await logOf(`streamPrefixes=${id}`)).events).toHaveLength(2);
    });

    it('scavenges what no read can return; the global log then skips it', async () => {
      const deleted = `${unique('scav')}-1`;
      const truncated = `${unique('scav')}-2`;
      await appendN(deleted, 2);
      await appendN(truncated, 3);
      expect((await admin('DELETE', adminStream(deleted))).status).toBe(200);
      const put = await admin('PUT', `${adminStream(truncated)}/metadata`, { truncateBefore: 3 });
      expect(put.status).toBe(200);
      const before = await logOf(`streamPrefixes=${deleted},${truncated}`);
      expect(before.events).toHaveLength(5);

      const scavenged = await admin<Scavenged>('POST', '/admin/scavenge');
      expect(scavenged.status).toBe(200);
      expect(scavenged.body.removedEvents).toBeGreaterThanOrEqual(4);
      const after = await logOf(`streamPrefixes=${deleted},${truncated}`);
      expect(after.events.map((e) => `${e.streamId}@${e.version}`)).toEqual([`${truncated}@3`]);
      expect(await versions(truncated)).toEqual([3]);
      // Nothing more to remove: a second scavenge removes none of these.
      expect((await admin<Scavenged>('POST', '/admin/scavenge')).status).toBe(200);
      expect((await logOf(`streamPrefixes=${truncated}`)).events).toHaveLength(1);
    });

    it('reads the global log backward, a page at a time, and by stream and type prefixes', async () => {
      const prefix = unique('back');
      const a = await appendN(`${prefix}a-1`, 2, `${prefix}Placed`);
      await appendN(`${prefix}b-1`, 2, `${prefix}Paid`);
      await appendN(`${unique('other')}-1`, 1, `${prefix}Paid`);
      const all = await logOf(`streamPrefixes=${prefix}&limit=10`);
      expect(all.events).toHaveLength(4);
      const positions = all.events.map((e) => e.position);

      const first = await logOf(`direction=backward&streamPrefixes=${prefix}&limit=3`);
      expect(first.events.map((e) => e.position)).toEqual([...positions].reverse().slice(0, 3));
      expect(first.nextPosition).toBe(positions[1]);
      const second = await logOf(
        `direction=backward&streamPrefixes=${prefix}&limit=3&from=${first.nextPosition}`,
      );
      expect(second.events.map((e) => e.position)).toEqual([positions[0]]);
      expect(second.nextPosition).toBe(positions[0]);

      const paid = await logOf(`typePrefixes=${prefix}Pa&streamPrefixes=${prefix}`);
      expect(paid.events.map((e) => e.streamId)).toEqual([`${prefix}b-1`, `${prefix}b-1`]);
      // Either kind of a filter: a type in `types` or starting with one of `typePrefixes`.
      const either = await logOf(
        `types=${prefix}Placed&typePrefixes=${prefix}Pai&streamPrefixes=${prefix}a,${prefix}b`,
      );
      expect(either.events).toHaveLength(4);

      const graphql = await gql<{ all: { events: { position: string }[]; nextPosition: string } }>(
        url(),
        'query($p: [String!]) { all(direction: "backward", streamPrefixes: $p, limit: 1) { events { position } nextPosition } }',
        { p: [prefix] },
        bearer(ADMIN),
      );
      expect(graphql.body.errors).toBeUndefined();
      expect(graphql.body.data?.all.events).toEqual([{ position: positions[3] }]);

      const sse = await SseClient.connect(
        `${url()}/all/subscribe?from=${BigInt(a.position) - 2n}&streamPrefixes=${prefix}b`,
        bearer(ADMIN),
      );
      try {
        expect(sse.status).toBe(200);
        const messages = await sse.take(2);
        expect(messages.map((m) => (JSON.parse(m.data) as { streamId: string }).streamId)).toEqual([
          `${prefix}b-1`,
          `${prefix}b-1`,
        ]);
      } finally {
        sse.close();
      }
    });

    it('refuses malformed requests with every problem, changing nothing', async () => {
      const id = `${unique('bad')}-1`;
      await appendN(id, 2);
      const del = await admin(
        'DELETE',
        `${adminStream(id)}?expectedVersion=soon&tombstone=maybe&bogus=1`,
      );
      expect(del.status).toBe(400);
      expect(del.body.error).toBe('ValidationError');
      expect(del.body.details?.map((d) => d.path).sort()).toEqual([
        'bogus',
        'expectedVersion',
        'tombstone',
      ]);
      const badId = await admin(
        'DELETE',
        `/admin/streams/${encodeURIComponent('$all')}?tombstone=1`,
      );
      expect(badId.status).toBe(400);
      const badPaths = new Set(badId.body.details?.map((d) => d.path));
      expect([...badPaths].sort()).toEqual(['streamId', 'tombstone']);

      const put = await admin('PUT', `${adminStream(id)}/metadata`, {
        maxCount: 0,
        maxAgeSeconds: -1,
        truncateBefore: 1.5,
        custom: ['not', 'an', 'object'],
        expectedMetadataVersion: 'later',
        extra: true,
      });
      expect(put.status).toBe(400);
      expect(put.body.details?.map((d) => d.path).sort()).toEqual([
        'custom',
        'expectedMetadataVersion',
        'extra',
        'maxAgeSeconds',
        'maxCount',
        'truncateBefore',
      ]);
      const nul = await admin('PUT', `${adminStream(id)}/metadata`, { custom: { 'k\u0000': 'v' } });
      expect(nul.status).toBe(400);
      expect(nul.body.details?.map((d) => d.path)).toEqual(['custom']);
      for (const body of [undefined, '[]', 'null']) {
        expect((await admin('PUT', `${adminStream(id)}/metadata`, body)).status).toBe(400);
      }
      const all = await admin('GET', '/all?direction=sideways&from=x');
      expect(all.status).toBe(400);
      expect(all.body.details?.map((d) => d.path).sort()).toEqual(['direction', 'from']);

      const graphql = await gql(
        url(),
        'mutation($id: String!) { deleteStream(streamId: $id, expectedVersion: "soon") { position } setStreamMetadata(streamId: $id, metadata: { maxCount: 0 }) { metadataVersion } }',
        { id },
        bearer(ADMIN),
      );
      expect(graphql.body.errors?.map((e) => e.extensions?.code)).toEqual([
        'ValidationError',
        'ValidationError',
      ]);
      // Nothing was deleted or set.
      expect(await versions(id)).toEqual([1, 2]);
      expect(
        (await admin<Metadata>('GET', `${adminStream(id)}/metadata`)).body.metadataVersion,
      ).toBe(0);
    });

    it('is for admins: a writer gets 403, no token 401 (REST and GraphQL)', async () => {
      const id = `${unique('auth')}-1`;
      await appendN(id, 1);
      const routes: [string, string, unknown?][] = [
        ['DELETE', adminStream(id)],
        ['DELETE', `${adminStream(id)}?tombstone=true`],
        ['GET', `${adminStream(id)}/metadata`],
        ['PUT', `${adminStream(id)}/metadata`, { maxCount: 1 }],
        ['POST', '/admin/scavenge'],
      ];
      for (const [method, path, body] of routes) {
        const writer = await as(WRITER, method, path, body);
        expect({ route: `${method} ${path}`, status: writer.status, body: writer.body }).toEqual({
          route: `${method} ${path}`,
          status: 403,
          body: { error: 'Forbidden', required: 'admin' },
        });
        const anonymous = await call(url(), method, path, body);
        expect({ route: `${method} ${path}`, status: anonymous.status }).toEqual({
          route: `${method} ${path}`,
          status: 401,
        });
      }
      for (const query of [
        `mutation { deleteStream(streamId: "${id}", tombstone: true) { position } }`,
        `mutation { setStreamMetadata(streamId: "${id}", metadata: { maxCount: 1 }) { metadataVersion } }`,
        `{ streamMetadata(streamId: "${id}") { metadataVersion } }`,
        'mutation { scavenge { removedEvents } }',
      ]) {
        const answer = await gql(url(), query, undefined, bearer(WRITER));
        expect(answer.body.errors?.[0].extensions).toEqual({
          code: 'Forbidden',
          status: 403,
          required: 'admin',
        });
      }
      expect(await versions(id)).toEqual([1]);
    });

    it('GraphQL: the same operations for an admin', async () => {
      const id = `${unique('gql')}-1`;
      await appendN(id, 3);
      const run = <T>(query: string) =>
        gql<T>(url(), query, { id }, bearer(ADMIN)).then((answer) => {
          expect(answer.body.errors).toBeUndefined();
          return answer.body.data as T;
        });
      const set = await run<{ setStreamMetadata: Metadata }>(
        'mutation($id: String!) { setStreamMetadata(streamId: $id, metadata: { maxCount: 1, custom: { a: 1 } }, expectedMetadataVersion: 0) { streamId metadataVersion metadata { maxCount maxAgeSeconds truncateBefore custom } } }',
      );
      expect(set.setStreamMetadata).toEqual({
        streamId: id,
        metadataVersion: 1,
        metadata: { ...NO_METADATA, maxCount: 1, custom: { a: 1 } },
      });
      const shown = await run<{ streamMetadata: Metadata }>(
        'query($id: String!) { streamMetadata(streamId: $id) { metadataVersion metadata { maxCount } } }',
      );
      expect(shown.streamMetadata).toEqual({ metadataVersion: 1, metadata: { maxCount: 1 } });
      expect(await versions(id)).toEqual([3]);
      const deleted = await run<{ deleteStream: Deletion }>(
        'mutation($id: String!) { deleteStream(streamId: $id, expectedVersion: "3", tombstone: true) { streamId deletion position } }',
      );
      expect(deleted.deleteStream).toEqual({
        streamId: id,
        deletion: 'tombstone',
        position: expect.stringMatching(/^\d+$/),
      });
      expect((await read(id)).status).toBe(410);
      const scavenged = await run<{ scavenge: Scavenged }>(
        'mutation { scavenge { removedEvents } }',
      );
      expect(scavenged.scavenge.removedEvents).toBeGreaterThanOrEqual(3);
      expect((await logOf(`streamPrefixes=${id}`)).events).toEqual([]);
    });
  });
}

for (const target of storeTargetKinds('stream lifecycle admin e2e')) {
  if (target.enabled) describeLifecycle(target);
  else
    it.skip(`stream lifecycle admin (${target.kind}): PostgreSQL not reachable`, () => undefined);
}
