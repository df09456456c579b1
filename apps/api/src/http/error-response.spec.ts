import { HttpException, HttpStatus } from '@nestjs/common';
import { errorResponse } from './error-response';
import { HttpProblem } from './http-problem';

describe('errorResponse', () => {
  it('answers an unexpected error 500 without its message or stack', () => {
    const error = new Error('connection string postgres://user:secret@db failed');
    const response = errorResponse(error, 1024);
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

  it('answers thrown non-errors and 5xx HttpExceptions the same way', () => {
    for (const thrown of ['a string', { stack: 'Error\n    at x' }, new HttpException('x', 502)]) {
      expect(errorResponse(thrown, 1024).body).toEqual({
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
    expect(errorResponse(problem, 1024)).toEqual({
      status: 429,
      body: { error: 'TooManyRequests' },
      headers: { 'retry-after': '60' },
      unexpected: false,
    });
  });

  it('maps a stray 429 HttpException to TooManyRequests', () => {
    const response = errorResponse(new HttpException('slow down', 429), 1024);
    expect([response.status, response.body]).toEqual([429, { error: 'TooManyRequests' }]);
  });
});
