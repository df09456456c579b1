import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';
import {
  ForeignEventType,
  NotSupported,
  StoreFull,
  StoreUnavailable,
  StreamDeleted,
  UnknownEventInStream,
} from '../../errors';
import { errorResponse } from './error-response';
import { HttpProblem } from './http-problem';

describe('errorResponse', () => {
  it('answers an unexpected error 500 without its message or stack', () => {
    const error = new Error('connection string postgres://user:secret@db failed');
    const response = errorResponse(error);
    expect(response).toEqual({
      status: 500,
      body: { error: 'InternalError', message: 'internal error' },
      headers: {},
      unexpected: true,
    });
    const text = JSON.stringify(response.body);
    expect(text).not.toContain('secret');
    expect(text).not.toContain('at ');
  });

  it('answers StreamDeleted 410 and NotSupported 501 with their fields', () => {
    expect(errorResponse(new StreamDeleted('order-1'))).toMatchObject({
      status: 410,
      body: { error: 'StreamDeleted', streamId: 'order-1', message: expect.any(String) },
      unexpected: false,
    });
    expect(errorResponse(new NotSupported('scavenge', 'eventstoredb'))).toMatchObject({
      status: 501,
      body: { error: 'NotSupported', operation: 'scavenge', store: 'eventstoredb' },
    });
  });

  it('answers an unknown event in an aggregate 409 naming it, a foreign event type 400', () => {
    expect(errorResponse(new UnknownEventInStream('order-1', 2, 'OrderNoteAdded', 7n))).toEqual({
      status: 409,
      body: {
        error: 'UnknownEventType',
        streamId: 'order-1',
        version: 2,
        eventType: 'OrderNoteAdded',
        position: '7',
        message:
          'stream order-1: event 2 (position 7) is of type OrderNoteAdded, which its aggregate does not know',
      },
      headers: {},
      unexpected: false,
    });
    expect(
      errorResponse(
        new ForeignEventType('order-1', 'OrderNoteAdded', 0, ['OrderPaid', 'OrderPlaced']),
      ),
    ).toMatchObject({
      status: 400,
      body: {
        error: 'ValidationError',
        details: [
          {
            path: 'events[0].type',
            message:
              "OrderNoteAdded is not an event type of order-1's aggregate (it takes OrderPaid, OrderPlaced)",
          },
        ],
      },
    });
  });

  it("lists the problems of Nest's own ValidationPipe", () => {
    const thrown = new BadRequestException([
      'amountCents must be an integer number',
      'to: unknown',
    ]);
    expect(errorResponse(thrown)).toMatchObject({
      status: 400,
      body: {
        error: 'ValidationError',
        details: [
          { path: '', message: 'amountCents must be an integer number' },
          { path: '', message: 'to: unknown' },
        ],
      },
    });
  });

  it('answers thrown non-errors and 5xx HttpExceptions the same way', () => {
    for (const thrown of ['a string', { stack: 'Error\n    at x' }, new HttpException('x', 502)]) {
      expect(errorResponse(thrown).body).toEqual({
        error: 'InternalError',
        message: 'internal error',
      });
    }
  });

  it('passes an HttpProblem through with its headers (401, 403, 429)', () => {
    const problem = new HttpProblem(
      HttpStatus.TOO_MANY_REQUESTS,
      { error: 'TooManyRequests' },
      { 'retry-after': '60' },
    );
    expect(errorResponse(problem)).toEqual({
      status: 429,
      body: { error: 'TooManyRequests' },
      headers: { 'retry-after': '60' },
      unexpected: false,
    });
  });

  it('maps a stray 429 HttpException to TooManyRequests', () => {
    const response = errorResponse(new HttpException('slow down', 429));
    expect([response.status, response.body]).toEqual([429, { error: 'TooManyRequests' }]);
  });

  it('answers a store outage 503 StoreUnavailable and a full store 507 StoreFull, with Retry-After and without the cause', () => {
    const refused = new Error('connect ECONNREFUSED 10.0.0.7:5432 (user secret)');
    expect(errorResponse(new StoreUnavailable('postgres', refused))).toEqual({
      status: 503,
      body: {
        error: 'StoreUnavailable',
        store: 'postgres',
        message: 'the postgres store is unavailable; retry later',
      },
      headers: { 'retry-after': '1' },
      unexpected: false,
    });
    const lost = errorResponse(new StoreUnavailable('postgres', refused, 'unknown'));
    expect(lost.body).toMatchObject({ error: 'StoreUnavailable', writeOutcome: 'unknown' });
    expect(lost.body.message).toMatch(/retry with the same event ids/);
    expect(errorResponse(new StoreFull('sqlite', new Error('database or disk is full')))).toEqual({
      status: 507,
      body: {
        error: 'StoreFull',
        store: 'sqlite',
        message: 'the sqlite store has no room to write; nothing was written',
      },
      headers: { 'retry-after': '30' },
      unexpected: false,
    });
    expect(JSON.stringify(lost.body)).not.toContain('secret');
  });
});
