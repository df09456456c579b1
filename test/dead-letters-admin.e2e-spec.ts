import { randomUUID } from 'node:crypto';
import type { Schemas } from './support/api-types';
import { append, call, newEvent, type ErrorResponse, type JsonResponse } from './support/http';
import { PROJECTIONS, until } from './support/read-models';
import { storeTargetKinds, type StoreTargetKind } from './support/store-targets';
import { appPerSuite } from './support/suite';

jest.setTimeout(120_000);

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

type DeadLetterJson = Schemas['DeadLetterSchema'];
type DeadLetterPage = Schemas['DeadLetterPageSchema'];
type RedriveReport = Schemas['RedriveReportSchema'];

type Answer<T> = JsonResponse<T & ErrorResponse>;

/** `/admin/dead-letters`: list, inspect, retry and discard against the running app. */
function describeDeadLettersAdmin(target: StoreTargetKind): void {
  describe(`dead-letters admin (${target.kind})`, () => {
    const suite = appPerSuite(target);
    const get = <T>(path: string): Promise<Answer<T>> =>
      call(suite.app.url, 'GET', `/admin/dead-letters${path}`);
    const post = <T>(path: string, body?: unknown): Promise<Answer<T>> =>
      call(suite.app.url, 'POST', `/admin/dead-letters${path}`, body);

    const streamId = `order-${randomUUID()}`;
    let eventId = '';
    let all: DeadLetterJson[] = [];

    beforeAll(async () => {
      // Each projection retries the malformed event, then dead-letters it and moves on.
      const event = newEvent('OrderPlaced', { customerId: 42, lines: 'none' });
      eventId = event.id ?? '';
      expect((await append(suite.app.url, streamId, [event])).status).toBe(201);
      await until(async () => {
        all = (await get<DeadLetterPage>('')).body.items;
        return all.length === PROJECTIONS.length;
      }, 'every projection to dead-letter the event');
    });

    it('lists the dead letters with filters and paging, and shows one by id', async () => {
      expect(all.map((d) => d.listener).sort()).toEqual([...PROJECTIONS]);
      for (const deadLetter of all) {
        expect(deadLetter).toEqual({
          id: expect.any(String),
          listener: deadLetter.listener,
          step: null,
          workItemId: null,
          eventId,
          streamId,
          version: 1,
          position: expect.stringMatching(/^[1-9]\d*$/),
          event: expect.objectContaining({ id: eventId, type: 'OrderPlaced' }),
          error: expect.any(String),
          stack: expect.stringContaining('MalformedEvent'),
          attempts: expect.any(Number),
          firstAttemptAt: expect.stringMatching(ISO_TIME),
          lastAttemptAt: expect.stringMatching(ISO_TIME),
          status: 'pending',
          resolution: null,
          resolvedAt: null,
          createdAt: expect.stringMatching(ISO_TIME),
        });
        expect(deadLetter.attempts).toBeGreaterThanOrEqual(1);
        const one = await get<DeadLetterJson>(`/${deadLetter.id}`);
        expect(one.status).toBe(200);
        expect(one.body).toEqual(deadLetter);
      }

      const byListener = await get<DeadLetterPage>('?listener=order_list');
      expect(byListener.status).toBe(200);
      expect(byListener.body.items.map((d) => d.listener)).toEqual(['order_list']);
      expect((await get<DeadLetterPage>('?status=pending')).body.items).toHaveLength(
        PROJECTIONS.length,
      );
      expect((await get<DeadLetterPage>('?status=discarded')).body).toEqual({
        items: [],
        next: null,
      });
      expect((await get<DeadLetterPage>('?step=grantPoints')).body.items).toEqual([]);

      const first = await get<DeadLetterPage>('?limit=1');
      expect(first.body.items).toEqual([all[0]]);
      expect(first.body.next).toBe(all[0].id);
      const second = await get<DeadLetterPage>(`?limit=1&after=${first.body.next}`);
      expect(second.body).toEqual({ items: [all[1]], next: all[1].id });
      const rest = await get<DeadLetterPage>(`?limit=100&after=${second.body.next}`);
      expect(rest.body).toEqual({ items: all.slice(2), next: null });
    });

    it('answers 404 DeadLetterNotFound and 400 with every problem', async () => {
      for (const answer of [
        await get<DeadLetterJson>('/nope'),
        await post<RedriveReport>('/nope/retry'),
        await post<DeadLetterJson>('/nope/discard', { reason: 'gone' }),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({
          error: 'DeadLetterNotFound',
          id: 'nope',
          message: expect.any(String),
        });
      }
      const badQuery = await get<DeadLetterPage>('?status=bad&limit=0');
      expect(badQuery.status).toBe(400);
      expect(badQuery.body.error).toBe('ValidationError');
      expect(badQuery.body.details?.map((d) => d.path).sort()).toEqual(['limit', 'status']);

      const badRetry = await post<RedriveReport>('/retry', { ids: [], extra: 1 });
      expect(badRetry.status).toBe(400);
      expect(badRetry.body.details?.map((d) => d.path).sort()).toEqual(['extra', 'ids']);
      expect((await post<RedriveReport>('/retry', { ids: [''] })).status).toBe(400);
      expect((await post<RedriveReport>('/retry', {})).status).toBe(400);

      const id = all[0].id;
      for (const body of [{}, { reason: '' }, { reason: 'x'.repeat(501) }, { reason: 7 }]) {
        const answer = await post<DeadLetterJson>(`/${id}/discard`, body);
        expect(answer.status).toBe(400);
        expect(answer.body.details?.map((d) => d.path)).toEqual(['reason']);
      }
      expect((await get<DeadLetterJson>(`/${id}`)).body.status).toBe('pending');
    });

    it('does not re-drive a projection’s dead letter (replay its stream instead)', async () => {
      const [a, b] = all;
      const many = await post<RedriveReport>('/retry', { ids: [a.id, 'missing', b.id, a.id] });
      expect(many.status).toBe(200);
      expect(many.body).toEqual({
        redriven: [],
        notFound: ['missing'],
        notRedrivable: [a.id, b.id],
      });
      const one = await post<RedriveReport>(`/${a.id}/retry`);
      expect(one.status).toBe(200);
      expect(one.body).toEqual({ redriven: [], notFound: [], notRedrivable: [a.id] });
      expect((await get<DeadLetterJson>(`/${a.id}`)).body.status).toBe('pending');
    });

    it('discards with a reason: kept for audit, with its status, reason and time', async () => {
      const [a, b, ...rest] = all;
      const reason = 'malformed test event, written on purpose';
      const discarded = await post<DeadLetterJson>(`/${a.id}/discard`, { reason });
      expect(discarded.status).toBe(200);
      expect(discarded.body).toEqual({
        ...a,
        status: 'discarded',
        resolution: reason,
        resolvedAt: expect.stringMatching(ISO_TIME),
      });
      expect((await get<DeadLetterJson>(`/${a.id}`)).body).toEqual(discarded.body);
      expect((await get<DeadLetterPage>('?status=discarded')).body.items).toEqual([discarded.body]);
      expect((await get<DeadLetterPage>('?status=pending')).body.items).toEqual([b, ...rest]);

      const again = await post<DeadLetterJson>(`/${a.id}/discard`, { reason: 'twice' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ error: 'DeadLetterNotPending', status: 'discarded' });
      expect((await get<DeadLetterJson>(`/${a.id}`)).body.resolution).toBe(reason);
      expect((await post<RedriveReport>(`/${a.id}/retry`)).body.notRedrivable).toEqual([a.id]);
    });
  });
}

for (const target of storeTargetKinds('dead-letters admin e2e')) {
  if (target.enabled) describeDeadLettersAdmin(target);
  else it.skip(`dead-letters admin (${target.kind}): PostgreSQL not reachable`, () => undefined);
}
