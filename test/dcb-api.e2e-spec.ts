import { appPerSuite } from './support/suite';
import { gql } from './support/graphql';
import {
  call,
  SseClient,
  unique,
  type ErrorResponse,
  type EventJson,
  type ReadAllResponse,
  type ReadStreamResponse,
} from './support/http';
import { dcbAppend, dcbHead, dcbRead, taggedEvent } from './support/dcb';
import { storeTargetKinds, type StoreTargetKind } from './support/store-targets';

jest.setTimeout(60_000);

const READER = 'reader-token-0123456789';
const WRITER = 'writer-token-0123456789';
const AUTH_TOKENS = `reader:${READER},writer:${WRITER}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const writer = bearer(WRITER);
const reader = bearer(READER);

const BOUNDARY_EVENT_KEYS = ['data', 'id', 'metadata', 'position', 'recordedAt', 'tags', 'type'];

/** Issue 32 item 3: `POST /dcb/events` and `POST /dcb/read` as pinned, on one store. */
function describeDcbApi(target: StoreTargetKind): void {
  describe(`DCB over HTTP (${target.kind})`, () => {
    const suite = appPerSuite(target, { AUTH: 'on', AUTH_TOKENS });
    const url = () => suite.app.url;
    const head = () => dcbHead(url(), reader);
    const appendDcb = (body: unknown) => dcbAppend(url(), body, writer);
    const read = (body: unknown) => dcbRead(url(), body, reader);
    const readAll = (query: string) =>
      call<ReadAllResponse>(url(), 'GET', `/all${query}`, undefined, reader);

    describe('POST /dcb/events', () => {
      it('answers 201 on the first write, 200 with the original ids and positions on a retry', async () => {
        const course = unique('course:');
        const events = [
          { ...taggedEvent([course], 'CourseDefined', { capacity: 2 }), metadata: { by: 'x' } },
          taggedEvent([course, 'student:s1'], 'StudentSubscribed'),
        ];
        const before = BigInt(await head());
        const first = await appendDcb({ events });
        expect(first.status).toBe(201);
        const last = BigInt(first.body.lastPosition);
        expect(last).toBeGreaterThan(before);
        expect(first.body).toEqual({
          lastPosition: last.toString(),
          events: events.map((event, index) => ({
            id: event.id,
            position: (last - 1n + BigInt(index)).toString(),
          })),
        });

        const retry = await appendDcb({ events });
        expect(retry.status).toBe(200);
        expect(retry.body).toEqual(first.body);
        expect(await head()).toBe(last.toString());

        // Ordinary events of the global log, in the stream dcb-<first event id>, with tags.
        const all = await readAll(`?from=${before}&categories=dcb`);
        const stored = all.body.events.filter((e) => e.tags.includes(course));
        expect(stored.map((e) => [e.id, e.streamId, e.version, e.tags, e.metadata])).toEqual([
          [events[0].id, `dcb-${events[0].id}`, 1, [course], { by: 'x' }],
          [events[1].id, `dcb-${events[0].id}`, 2, [course, 'student:s1'], {}],
        ]);
      });

      it('appends on a condition: 409 AppendConditionFailed once a matching event stands above `after`', async () => {
        const course = unique('course:');
        const query = { items: [{ tags: [course] }] };
        const seen = await read({ query });
        expect(seen.status).toBe(200);
        expect(seen.body.events).toEqual([]);
        const after = seen.body.head;

        const winner = {
          events: [taggedEvent([course])],
          condition: { failIfEventsMatch: query, after },
        };
        const loser = {
          events: [taggedEvent([course])],
          condition: { failIfEventsMatch: query, after },
        };
        expect((await appendDcb(winner)).status).toBe(201);
        const headBefore = await head();
        const lost = await appendDcb(loser);
        expect(lost.status).toBe(409);
        expect(lost.body).toEqual({ error: 'AppendConditionFailed', message: expect.any(String) });
        expect(await head()).toBe(headBefore);

        // The winner retried: 200 whatever its condition says now.
        const retried = await appendDcb(winner);
        expect(retried.status).toBe(200);

        // Without `after`, any matching event fails it; a condition on other tags does not.
        const noAfter = await appendDcb({
          events: [taggedEvent([course])],
          condition: { failIfEventsMatch: query },
        });
        expect(noAfter.status).toBe(409);
        const other = await appendDcb({
          events: [taggedEvent([unique('course:')])],
          condition: { failIfEventsMatch: { items: [{ tags: [unique('course:')] }] }, after },
        });
        expect(other.status).toBe(201);
      });

      it('sees events appended to streams: their tags count in a condition', async () => {
        const tag = unique('customer:');
        const after = await head();
        const streamId = unique('account-');
        const written = await call(
          url(),
          'POST',
          `/streams/${streamId}/events`,
          { events: [{ type: 'Opened', data: {}, tags: [tag] }] },
          writer,
        );
        expect(written.status).toBe(201);
        const conditional = await appendDcb({
          events: [taggedEvent([tag])],
          condition: { failIfEventsMatch: { items: [{ tags: [tag] }] }, after },
        });
        expect(conditional.status).toBe(409);
        expect(conditional.body.error).toBe('AppendConditionFailed');
      });

      it('answers 409 DuplicateEventId for the same ids with other content, writing nothing', async () => {
        const tag = unique('t:');
        const event = taggedEvent([tag], 'Happened', { n: 1 });
        expect((await appendDcb({ events: [event] })).status).toBe(201);
        const before = await head();
        for (const changed of [
          { ...event, data: { n: 2 } },
          { ...event, tags: [tag, 'extra'] },
          { ...event, metadata: { by: 'someone' } },
          { ...event, type: 'Other' },
        ]) {
          const clash = await appendDcb({ events: [changed] });
          expect(clash.status).toBe(409);
          expect(clash.body.error).toBe('DuplicateEventId');
        }
        // Some ids stored, some not.
        const partial = await appendDcb({ events: [event, taggedEvent([tag])] });
        expect(partial.status).toBe(409);
        expect(partial.body.error).toBe('DuplicateEventId');
        expect(await head()).toBe(before);
      });

      it('generates ids for events sent without one', async () => {
        const answer = await appendDcb({ events: [{ type: 'Anonymous', data: {} }] });
        expect(answer.status).toBe(201);
        expect(answer.body.events[0].id).toMatch(/^[0-9a-f-]{36}$/);
      });

      it('answers 400 listing every problem, and writes nothing', async () => {
        const before = await head();
        const tooManyTags = Array.from({ length: 33 }, (_, i) => `t${i}`);
        const bad = await appendDcb({
          events: [
            { type: 'A', data: 'not an object', tags: ['ok', 'bad\u0001tag', ''] },
            { type: 'B', data: {}, tags: tooManyTags, color: 'red' },
            { type: 'C', data: {}, tags: 'not-a-list' },
          ],
          condition: {
            failIfEventsMatch: { items: [] },
            after: 5,
            extra: true,
          },
          expectedVersion: 0,
        });
        expect(bad.status).toBe(400);
        expect(bad.body.error).toBe('ValidationError');
        const paths = (bad.body.details ?? []).map((problem) => problem.path);
        expect(paths).toEqual(
          expect.arrayContaining([
            'expectedVersion',
            'events[0].data',
            'events[0].tags[1]',
            'events[0].tags[2]',
            'events[1].tags',
            'events[1].color',
            'events[2].tags',
            'condition.extra',
            'condition.failIfEventsMatch.items',
            'condition.after',
          ]),
        );

        const cases: [unknown, string[]][] = [
          [{}, ['events']],
          [{ events: [] }, ['events']],
          [
            { events: [taggedEvent(['a'])], condition: { after: 'abc' } },
            ['condition.failIfEventsMatch', 'condition.after'],
          ],
          [
            {
              events: [taggedEvent(['a'])],
              condition: {
                failIfEventsMatch: { items: [{ tags: 'x' }, { kinds: [] }] },
                after: '-1',
              },
            },
            [
              'condition.failIfEventsMatch.items[0].tags',
              'condition.failIfEventsMatch.items[1].kinds',
              'condition.after',
            ],
          ],
          [
            {
              events: [taggedEvent(['a'])],
              condition: { failIfEventsMatch: { items: Array.from({ length: 33 }, () => ({})) } },
            },
            ['condition.failIfEventsMatch.items'],
          ],
          [{ events: Array.from({ length: 1001 }, () => taggedEvent(['a'])) }, ['events']],
          [[taggedEvent(['a'])], ['']],
          ['"text"', ['']],
        ];
        for (const [body, expected] of cases) {
          const answer = await appendDcb(body);
          expect({ body, status: answer.status, error: answer.body.error }).toEqual({
            body,
            status: 400,
            error: 'ValidationError',
          });
          expect((answer.body.details ?? []).map((problem) => problem.path).sort()).toEqual(
            [...expected].sort(),
          );
        }
        expect(await head()).toBe(before);
      });
    });

    describe('POST /dcb/read', () => {
      it('answers the matching events above `from` in order, pinned fields only, with nextPosition and head', async () => {
        const course = unique('course:');
        const student = unique('student:');
        const written = await appendDcb({
          events: [
            taggedEvent([course], 'CourseDefined', { capacity: 1 }),
            taggedEvent([course, student], 'StudentSubscribed'),
            taggedEvent([student], 'StudentRenamed'),
            taggedEvent([unique('course:'), student], 'StudentSubscribed'),
          ],
        });
        expect(written.status).toBe(201);
        const ids = written.body.events.map((e) => e.id);

        const byTag = await read({ query: { items: [{ tags: [course] }] } });
        expect(byTag.status).toBe(200);
        expect(byTag.body.events.map((e) => e.id)).toEqual([ids[0], ids[1]]);
        expect(Object.keys(byTag.body.events[1]).sort()).toEqual(BOUNDARY_EVENT_KEYS);
        expect(byTag.body.events[1]).toMatchObject({
          type: 'StudentSubscribed',
          data: {},
          metadata: {},
          tags: [course, student],
          position: written.body.events[1].position,
          recordedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        });
        expect(BigInt(byTag.body.head)).toBeGreaterThanOrEqual(BigInt(written.body.lastPosition));
        expect(byTag.body.nextPosition).toBe(byTag.body.head);

        // Types AND tags within an item, items OR'ed.
        const query = {
          items: [
            { types: ['StudentSubscribed'], tags: [student] },
            { types: ['CourseDefined'], tags: [course] },
          ],
        };
        const either = await read({ query });
        expect(either.body.events.map((e) => e.id)).toEqual([ids[0], ids[1], ids[3]]);

        // Pages: `from` is exclusive; a full page's nextPosition is its last event's position.
        const page1 = await read({ query, limit: 2 });
        expect(page1.body.events.map((e) => e.id)).toEqual([ids[0], ids[1]]);
        expect(page1.body.nextPosition).toBe(written.body.events[1].position);
        const page2 = await read({ query, from: page1.body.nextPosition, limit: 2 });
        expect(page2.body.events.map((e) => e.id)).toEqual([ids[3]]);
        const fromLast = await read({ query, from: written.body.lastPosition });
        expect(fromLast.body.events).toEqual([]);
      });

      it('answers 400 listing every problem', async () => {
        const cases: [unknown, string[]][] = [
          [{}, ['query']],
          [
            { query: { items: [] }, from: 5, limit: 0, extra: 1 },
            ['query.items', 'from', 'limit', 'extra'],
          ],
          [{ query: { items: [{}] }, from: 'abc', limit: '10' }, ['from', 'limit']],
          [{ query: { items: [{}] }, limit: 1001 }, ['limit']],
          [
            { query: { items: [{ tags: ['a\u0001', 'b'], types: [] }], other: [] } },
            ['query.items[0].tags[0]', 'query.other'],
          ],
          // A NUL anywhere in a body is refused before any route runs (every store alike).
          [{ query: { items: [{ tags: ['a\u0000'] }] } }, ['query.items[0].tags[0]']],
          [[], ['']],
        ];
        for (const [body, expected] of cases) {
          const answer = await read(body);
          expect({ body, status: answer.status, error: answer.body.error }).toEqual({
            body,
            status: 400,
            error: 'ValidationError',
          });
          expect((answer.body.details ?? []).map((problem) => problem.path).sort()).toEqual(
            [...expected].sort(),
          );
        }
      });
    });

    describe('tags on every event JSON', () => {
      it('POST /streams/:id/events takes tags; GET /streams, GET /all and SSE show them ([] when none)', async () => {
        const streamId = unique('ledger-');
        const tag = unique('ledger:');
        const from = await head();
        const sse = await SseClient.connect(`${url()}/all/subscribe?from=${from}`, reader);
        try {
          const written = await call(
            url(),
            'POST',
            `/streams/${streamId}/events`,
            {
              events: [
                { type: 'Tagged', data: {}, tags: [tag, tag, 'other'] },
                { type: 'Untagged', data: {} },
              ],
            },
            writer,
          );
          expect(written.status).toBe(201);
          const stream = await call<ReadStreamResponse>(
            url(),
            'GET',
            `/streams/${streamId}`,
            undefined,
            reader,
          );
          expect(stream.body.events.map((e) => e.tags)).toEqual([[tag, 'other'], []]);
          const all = await readAll(`?from=${from}&limit=1000`);
          const ours = all.body.events.filter((e) => e.streamId === streamId);
          expect(ours.map((e) => e.tags)).toEqual([[tag, 'other'], []]);
          const messages: EventJson[] = [];
          while (messages.filter((e) => e.streamId === streamId).length < 2) {
            messages.push(JSON.parse((await sse.next()).data) as EventJson);
          }
          expect(messages.filter((e) => e.streamId === streamId).map((e) => e.tags)).toEqual([
            [tag, 'other'],
            [],
          ]);
        } finally {
          sse.close();
        }

        const bad = await call<ErrorResponse>(
          url(),
          'POST',
          `/streams/${streamId}/events`,
          { events: [{ type: 'Tagged', data: {}, tags: ['', 'x'.repeat(201)] }] },
          writer,
        );
        expect(bad.status).toBe(400);
        expect((bad.body.details ?? []).map((p) => p.path)).toEqual([
          'events[0].tags[0]',
          'events[0].tags[1]',
        ]);
      });
    });

    describe('roles', () => {
      it('reader reads, writer appends; no token is 401', async () => {
        const body = { events: [taggedEvent([unique('r:')])] };
        expect((await dcbAppend(url(), body, reader)).status).toBe(403);
        expect((await dcbAppend(url(), body)).status).toBe(401);
        expect((await dcbRead(url(), { query: { items: [{}] } })).status).toBe(401);
        expect((await dcbRead(url(), { query: { items: [{}] } }, reader)).status).toBe(200);
        expect((await dcbRead(url(), { query: { items: [{}] } }, writer)).status).toBe(200);
        expect((await dcbAppend(url(), body, writer)).status).toBe(201);
      });
    });

    describe('GraphQL', () => {
      const APPEND = `mutation ($events: [BoundaryEventInput!]!, $condition: AppendConditionInput) {
        dcbAppend(events: $events, condition: $condition) { lastPosition events { id position } written }
      }`;
      const READ = `query ($query: EventQueryInput!, $from: String, $limit: Int) {
        dcbRead(query: $query, from: $from, limit: $limit) {
          events { id type data metadata tags position recordedAt } nextPosition head
        }
      }`;
      interface Appended {
        dcbAppend: {
          lastPosition: string;
          events: { id: string; position: string }[];
          written: boolean;
        } | null;
      }
      interface Read {
        dcbRead: {
          events: { id: string; tags: string[] }[];
          nextPosition: string;
          head: string;
        } | null;
      }

      it('mirrors both routes: the same answers and the same errors', async () => {
        const tag = unique('g:');
        const query = { items: [{ tags: [tag] }] };
        const seen = await gql<Read>(url(), READ, { query }, reader);
        expect(seen.body.errors).toBeUndefined();
        const after = seen.body.data?.dcbRead?.head;
        const events = [{ ...taggedEvent([tag]), metadata: { n: null } }];
        const condition = { failIfEventsMatch: query, after };

        const first = await gql<Appended>(url(), APPEND, { events, condition }, writer);
        expect(first.body.errors).toBeUndefined();
        expect(first.body.data?.dcbAppend).toMatchObject({
          written: true,
          events: [{ id: events[0].id }],
        });
        const retry = await gql<Appended>(url(), APPEND, { events, condition }, writer);
        expect(retry.body.data?.dcbAppend).toEqual({
          ...first.body.data?.dcbAppend,
          written: false,
        });

        const lost = await gql<Appended>(
          url(),
          APPEND,
          { events: [taggedEvent([tag])], condition },
          writer,
        );
        expect(lost.body.errors?.[0].extensions).toMatchObject({
          code: 'AppendConditionFailed',
          status: 409,
        });

        const read = await gql<Read>(url(), READ, { query, from: after }, reader);
        expect(read.body.data?.dcbRead?.events).toMatchObject([{ id: events[0].id, tags: [tag] }]);

        const invalid = await gql<Appended>(
          url(),
          APPEND,
          {
            events: [{ type: 'A', data: {}, tags: [''] }],
            condition: { failIfEventsMatch: { items: [] }, after: 'abc' },
          },
          writer,
        );
        expect(invalid.body.errors?.[0].extensions).toMatchObject({
          code: 'ValidationError',
          status: 400,
        });
        expect(
          (invalid.body.errors?.[0].extensions?.details ?? []).map((p) => p.path).sort(),
        ).toEqual(
          ['condition.after', 'condition.failIfEventsMatch.items', 'events[0].tags[0]'].sort(),
        );
        const badRead = await gql<Read>(
          url(),
          READ,
          { query: { items: [] }, from: '1x', limit: 0 },
          reader,
        );
        expect(
          (badRead.body.errors?.[0].extensions?.details ?? []).map((p) => p.path).sort(),
        ).toEqual(['from', 'limit', 'query.items']);

        // A reader may query, not append.
        const denied = await gql<Appended>(url(), APPEND, { events: [taggedEvent([tag])] }, reader);
        expect(denied.body.errors?.[0].extensions?.code).toBe('Forbidden');
      });
    });
  });
}

for (const target of storeTargetKinds('DCB HTTP e2e')) {
  if (target.enabled) describeDcbApi(target);
  else it.skip(`DCB over HTTP (${target.kind}): PostgreSQL not reachable`, () => undefined);
}
