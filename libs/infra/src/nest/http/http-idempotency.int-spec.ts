import { until } from '../../testing/wait';
import { describeOnEachPlatform, Gate, type Answer } from './http-app.shared-spec';

describeOnEachPlatform('Tidemark HTTP Idempotency-Key', ({ platform, app, send, log }) => {
  describe('Idempotency-Key', () => {
    it('stores the first response and replays it with Idempotent-Replayed, running the command once', async () => {
      const headers = { 'idempotency-key': `deposit-a-${platform}` };
      const first = await send('POST', '/accounts/a/deposits', { body: { amount: 5 }, headers });
      expect(first.status).toBe(201);
      expect(first.body).toEqual({
        accountId: 'a',
        version: 1,
        position: expect.stringMatching(/^[1-9][0-9]*$/),
      });
      expect(first.headers.get('idempotent-replayed')).toBeNull();

      const replay = await send('POST', '/accounts/a/deposits', {
        body: { amount: 5 },
        headers,
      });
      expect([replay.status, replay.body]).toEqual([201, first.body]);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect((await send('GET', '/accounts/a/events')).body).toHaveLength(1);

      const other = await send('POST', '/accounts/a/deposits', {
        body: { amount: 6 },
        headers,
      });
      expect(other).toMatchObject({ status: 422, body: { error: 'IdempotencyKeyReused' } });
      expect((await send('GET', '/accounts/a/events')).body).toHaveLength(1);
    });

    it('sends the keyed answer its command built, the one a replay sends, whatever the handler returns', async () => {
      const headers = { 'idempotency-key': `tallied-t-${platform}` };
      const body = { amount: 7 };
      const first = await send('POST', '/accounts/t/tallied-deposits', { body, headers });
      const replay = await send('POST', '/accounts/t/tallied-deposits', { body, headers });
      const answer = (a: Answer) => ({
        status: a.status,
        body: a.body,
        etag: a.headers.get('etag'),
        location: a.headers.get('location'),
      });
      expect(answer(first)).toEqual({
        status: 201,
        body: { accountId: 't', version: 1 },
        etag: 'W/"1"',
        location: '/accounts/t',
      });
      expect(answer(replay)).toEqual(answer(first));
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(log.warnings).toEqual([
        expect.stringContaining('talliedDeposit returned a body other than the keyed response'),
      ]);
      // Without a key, the handler's own body.
      const unkeyed = await send('POST', '/accounts/t/tallied-deposits', { body });
      expect(unkeyed.body).toEqual({ accountId: 't', version: 2, balance: 14 });
    });

    it('keeps a refusal and replays it; frees nothing for it', async () => {
      const headers = { 'idempotency-key': `deposit-zero-${platform}` };
      const body = { amount: 0 };
      const first = await send('POST', '/accounts/z/deposits', { body, headers });
      expect(first).toMatchObject({ status: 422, body: { error: 'AmountNotPositive' } });
      const replay = await send('POST', '/accounts/z/deposits', { body, headers });
      expect([replay.status, replay.body]).toEqual([422, first.body]);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
    });

    it('refuses a missing key where one is required, and a malformed key, with 400', async () => {
      expect(await send('POST', '/accounts/m/closures')).toMatchObject({
        status: 400,
        body: {
          error: 'ValidationError',
          details: [{ path: 'Idempotency-Key', message: 'Idempotency-Key is required' }],
        },
      });
      const long = { 'idempotency-key': 'k'.repeat(256) };
      expect(
        await send('POST', '/accounts/m/deposits', { body: { amount: 1 }, headers: long }),
      ).toMatchObject({ status: 400, body: { error: 'ValidationError' } });
      expect(await send('GET', '/accounts/m/events')).toMatchObject({ status: 404 });
    });

    it('answers 409 while the first request runs, and the events’ own answer once they committed', async () => {
      const gate = app().get(Gate);
      const headers = { 'idempotency-key': `slow-s-${platform}` };
      const body = { amount: 9 };
      const first = send('POST', '/accounts/s/slow-deposits', { body, headers });
      await until(() => gate.entered, 'the first request to run its handler');

      const during = await send('POST', '/accounts/s/slow-deposits', { body, headers });
      expect(during).toMatchObject({ status: 409, body: { error: 'IdempotencyKeyInFlight' } });
      expect(during.headers.get('retry-after')).toBe('1');

      gate.open();
      await until(() => gate.appended, 'the first request to append');
      // Its handler has not answered: the key was completed by the append's transaction.
      const committed = await send('POST', '/accounts/s/slow-deposits', { body, headers });
      expect(committed.status).toBe(201);
      expect(committed.headers.get('idempotent-replayed')).toBe('true');
      expect(committed.body).toEqual({
        accountId: 's',
        version: 1,
        position: expect.stringMatching(/^[1-9][0-9]*$/),
      });

      gate.proceed();
      const answered = await first;
      expect([answered.status, answered.body]).toEqual([201, committed.body]);
      expect((await send('GET', '/accounts/s/events')).body).toHaveLength(1);
    });
  });
});
