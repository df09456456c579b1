import { BODY_LIMIT, describeOnEachPlatform } from './http-app.shared-spec';

describeOnEachPlatform('Tidemark HTTP errors and JSON', ({ platform, log, send }) => {
  describe('the exception filter', () => {
    it.each<[string, number, object, string | null]>([
      [
        'WrongExpectedVersion',
        409,
        {
          error: 'WrongExpectedVersion',
          streamId: 'account-a',
          expectedVersion: 2,
          actualVersion: 3,
        },
        null,
      ],
      [
        'DuplicateEventId',
        409,
        {
          error: 'DuplicateEventId',
          streamId: 'account-a',
          eventIds: ['e1'],
          message: 'e1 is in account-b',
        },
        null,
      ],
      [
        'StreamNotFound',
        404,
        {
          error: 'StreamNotFound',
          streamId: 'account-a',
          message: 'stream account-a has no events',
        },
        null,
      ],
      [
        'ValidationError',
        400,
        { error: 'ValidationError', details: [{ path: 'amount', message: 'must be a number' }] },
        null,
      ],
      ['StoreClosed', 503, { error: 'StoreClosed', message: 'the event store is closed' }, null],
      [
        'UnknownListener',
        404,
        { error: 'ListenerNotFound', listener: 'totals', message: 'no listener named totals' },
        null,
      ],
      ['TooManyRequests', 429, { error: 'TooManyRequests' }, null],
      ['Forbidden', 403, { error: 'Forbidden', message: 'Forbidden' }, null],
      [
        'StoreUnavailable',
        503,
        {
          error: 'StoreUnavailable',
          store: 'postgres',
          message: 'the postgres store is unavailable; retry later',
        },
        '1',
      ],
      [
        'StoreFull',
        507,
        {
          error: 'StoreFull',
          store: 'sqlite',
          message: 'the sqlite store has no room to write; nothing was written',
        },
        '30',
      ],
    ])('answers %s with %i and its body', async (name, status, body, retryAfter) => {
      const answer = await send('GET', `/errors/${name}`);
      expect([answer.status, answer.body]).toEqual([status, body]);
      expect(answer.headers.get('retry-after')).toBe(retryAfter);
    });

    it('answers a write that may stand 503 with its outcome; outages without their cause, warned', async () => {
      const unknown = await send('GET', '/errors/StoreUnavailableUnknown');
      expect(unknown.status).toBe(503);
      expect(unknown.body).toMatchObject({ error: 'StoreUnavailable', writeOutcome: 'unknown' });
      expect(unknown.headers.get('retry-after')).toBe('1');
      expect(JSON.stringify(unknown.body)).not.toContain('secret');
      expect(log.warnings.some((line) => line.includes('lost secret'))).toBe(true);
      expect(log.warnings.some((line) => line.includes('disk full secret'))).toBe(true);
    });

    it('answers an HttpProblem with its status, headers and a bigint-safe body', async () => {
      const answer = await send('GET', '/errors/HttpProblem');
      expect([answer.status, answer.body]).toEqual([412, { error: 'Stale', checkpoint: '7' }]);
      expect(answer.headers.get('etag')).toBe('W/"3"');
    });

    it.each(['Unexpected', 'NonError', 'BadGateway'])(
      'answers %s 500 InternalError without details, and logs it',
      async (name) => {
        const before = log.errors.length;
        const answer = await send('GET', `/errors/${name}`);
        expect([answer.status, answer.body]).toEqual([
          500,
          { error: 'InternalError', message: 'internal error' },
        ]);
        expect(log.errors.slice(before).join('\n')).toContain('secret');
      },
    );

    it('answers an unknown route 404 NotFound', async () => {
      expect(await send('GET', '/nowhere')).toMatchObject({
        status: 404,
        body: { error: 'NotFound' },
      });
    });

    it('answers malformed JSON 400 ValidationError and a body over the limit 413', async () => {
      const malformed = await send('POST', '/accounts/x/deposits', { body: '{"amount":' });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ error: 'ValidationError', details: [{ path: '' }] });
      const large = await send('POST', '/accounts/x/deposits', {
        body: { amount: 1, padding: 'x'.repeat(BODY_LIMIT) },
      });
      expect([large.status, large.body]).toEqual([
        413,
        { error: 'PayloadTooLarge', limitBytes: BODY_LIMIT },
      ]);
    });

    it('answers a body that is not JSON 415 UnsupportedMediaType, and runs nothing', async () => {
      const types = ['text/plain', 'application/x-www-form-urlencoded', 'application/ld+json'];
      const answers = [];
      for (const contentType of types) {
        const answer = await send('POST', '/accounts/m/deposits', {
          body: contentType.endsWith('urlencoded') ? 'amount=5' : '{"amount":5}',
          headers: { 'content-type': contentType },
        });
        answers.push({ contentType, status: answer.status, body: answer.body });
      }
      expect(answers).toEqual(
        types.map((contentType) => ({
          contentType,
          status: 415,
          body: { error: 'UnsupportedMediaType', message: 'send application/json' },
        })),
      );
      expect(await send('GET', '/accounts/m/events')).toMatchObject({
        status: 404,
        body: { error: 'StreamNotFound' },
      });
      // JSON with a charset, and a POST without a body, are served.
      expect(
        await send('POST', '/accounts/m/deposits', {
          body: '{"amount":5}',
          headers: { 'content-type': 'application/json; charset=utf-8' },
        }),
      ).toMatchObject({ status: 201 });
      expect(
        await send('POST', '/accounts/m/closures', {
          headers: { 'idempotency-key': `m-${platform}` },
        }),
      ).toMatchObject({ status: 201 });
    });

    it('answers a refused command by its kind: rejected 422, conflict 409', async () => {
      expect(await send('POST', '/accounts/r/deposits', { body: { amount: 0 } })).toMatchObject({
        status: 422,
        body: { error: 'AmountNotPositive', message: 'a deposit must be positive' },
      });
      const key = { 'idempotency-key': `close-r-${platform}` };
      expect(await send('POST', '/accounts/r/closures', { headers: key })).toMatchObject({
        status: 201,
      });
      const again = { 'idempotency-key': `close-r-again-${platform}` };
      expect(await send('POST', '/accounts/r/closures', { headers: again })).toMatchObject({
        status: 409,
        body: { error: 'AccountClosed' },
      });
    });
  });

  describe('JSON-safe results', () => {
    it('sends bigints as decimal strings, nested too, and leaves the rest as JSON has it', async () => {
      expect(await send('GET', '/positions')).toMatchObject({
        status: 200,
        body: { position: '42', nested: [{ checkpoint: '7' }], at: '2026-11-29T00:00:00.000Z' },
      });
    });

    it('sends recorded events with their positions as strings', async () => {
      await send('POST', '/accounts/j/deposits', { body: { amount: 3 } });
      const answer = await send('GET', '/accounts/j/events');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual([
        expect.objectContaining({
          streamId: 'account-j',
          version: 1,
          type: 'Deposited',
          position: expect.stringMatching(/^[1-9][0-9]*$/),
        }),
      ]);
    });
  });
});
