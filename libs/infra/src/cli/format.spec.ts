import { describeApiError, queryString } from './client';
import {
  compactJson,
  EtaEstimator,
  formatDuration,
  keyValues,
  progressBar,
  rebuildLine,
  table,
} from './format';

describe('CLI formatting', () => {
  it('pads table columns to the widest cell, right-aligns numbers and cuts long cells', () => {
    const rows = [
      { name: 'order_list', lag: '0', error: null },
      { name: 'shop', lag: '120', error: 'x'.repeat(30) },
    ];
    const text = table(rows, [
      { header: 'NAME', value: (r) => r.name },
      { header: 'LAG', value: (r) => r.lag, align: 'right' },
      { header: 'ERROR', value: (r) => r.error ?? '-', max: 10 },
    ]);
    expect(text.split('\n')).toEqual([
      'NAME        LAG  ERROR',
      'order_list    0  -',
      'shop        120  xxxxxxxxx…',
    ]);
  });

  it('keeps a cell on one line', () => {
    expect(table([{ a: 'one\n  two' }], [{ header: 'A', value: (r) => r.a }])).toBe('A\none two');
  });

  it('formats durations', () => {
    expect(formatDuration(850)).toBe('850ms');
    expect(formatDuration(12_400)).toBe('12s');
    expect(formatDuration(185_000)).toBe('3m 05s');
    expect(formatDuration(7_260_000)).toBe('2h 01m');
    expect(formatDuration(Number.NaN)).toBe('?');
  });

  it('draws the progress bar, clamped to 0-100%', () => {
    expect(progressBar(0, 10)).toBe('[░░░░░░░░░░]   0%');
    expect(progressBar(0.5, 10)).toBe('[█████░░░░░]  50%');
    expect(progressBar(1.7, 10)).toBe('[██████████] 100%');
  });

  it('estimates the time left from the rate seen since the first sample', () => {
    const eta = new EtaEstimator();
    expect(eta.sample(0, 0.1)).toBeUndefined();
    expect(eta.sample(1000, 0.1)).toBeUndefined();
    expect(eta.sample(2000, 0.3)).toBeCloseTo(7000);
    expect(eta.sample(3000, 0.05)).toBeUndefined(); // went backwards (a new rebuild): restart
  });

  it('writes a rebuild line as a bar on a terminal and as a log line otherwise', () => {
    const sample = {
      name: 'order_list',
      progress: 0.25,
      checkpoint: '25',
      liveCheckpoint: '100',
      etaMs: 3000,
    };
    expect(rebuildLine(sample, false)).toBe('order_list: rebuilding 25% (position 25/100), ETA 3s');
    expect(rebuildLine({ ...sample, etaMs: undefined }, true)).toBe(
      `order_list ${progressBar(0.25)}  25/100  ETA --`,
    );
  });

  it('writes key-value lines and compact JSON', () => {
    expect(
      keyValues([
        ['id', '1'],
        ['status', 'pending'],
      ]),
    ).toBe('id:     1\nstatus: pending');
    expect(compactJson({ a: 'x'.repeat(100) }, 10)).toBe('{"a":"xxx…');
  });

  it('describes API errors with their code, message and details', () => {
    expect(describeApiError(401, { error: 'Unauthorized' })).toBe('Unauthorized (HTTP 401)');
    expect(describeApiError(404, { error: 'ListenerNotFound', message: 'no listener nope' })).toBe(
      'ListenerNotFound: no listener nope (HTTP 404)',
    );
    expect(
      describeApiError(400, {
        error: 'ValidationError',
        details: [{ path: 'limit', message: 'limit must be an integer from 1 to 200' }],
      }),
    ).toBe('ValidationError (HTTP 400)\n  limit: limit must be an integer from 1 to 200');
    expect(describeApiError(403, { error: 'Forbidden', required: 'admin' })).toBe(
      'Forbidden (HTTP 403)\n  required role: admin',
    );
    expect(describeApiError(502, 'Bad Gateway')).toBe('HTTP 502: Bad Gateway');
  });

  it('builds query strings without absent values', () => {
    expect(queryString({})).toBe('');
    expect(queryString({ from: '1', limit: undefined, types: 'A,B' })).toBe('?from=1&types=A%2CB');
  });
});
