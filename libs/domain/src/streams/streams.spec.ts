import {
  categoryOf,
  isExpectedVersion,
  jsonProblems,
  matchesExpectedVersion,
  MAX_JSON_DEPTH,
  newEventProblems,
  streamIdFor,
  streamIdProblems,
  textProblem,
} from '.';

describe('stream ids', () => {
  it.each(['a', 'order-42', 'a'.repeat(200), 'x_y.z:w@v-1'])('accepts %s', (id) => {
    expect(streamIdProblems(id)).toEqual([]);
  });

  it.each(['', 'a'.repeat(201), '$all', 'a b', 'é', 'a/b', 'a#b'])('refuses %p', (id) => {
    expect(streamIdProblems(id)).not.toEqual([]);
  });

  it('refuses non-strings', () => {
    expect(streamIdProblems(42)).toEqual(['streamId must be a string']);
  });

  it('takes the category before the first dash', () => {
    expect(categoryOf('order-42')).toBe('order');
    expect(categoryOf('order-line-7')).toBe('order');
    expect(categoryOf('singleton')).toBe('singleton');
    expect(streamIdFor('cart', '9')).toBe('cart-9');
  });
});

describe('expected version', () => {
  it.each([
    ['any', 0, true],
    ['any', 5, true],
    ['no_stream', 0, true],
    ['no_stream', 1, false],
    [0, 0, true],
    [0, 1, false],
    ['stream_exists', 0, false],
    ['stream_exists', 3, true],
    [3, 3, true],
    [3, 4, false],
  ] as const)('%p against actual %p → %p', (expected, actual, matches) => {
    expect(matchesExpectedVersion(expected, actual)).toBe(matches);
  });

  it('knows the four forms', () => {
    for (const ok of ['any', 'no_stream', 'stream_exists', 0, 7])
      expect(isExpectedVersion(ok)).toBe(true);
    for (const bad of ['Any', -1, 1.5, '3', null, NaN]) expect(isExpectedVersion(bad)).toBe(false);
  });
});

describe('new event problems', () => {
  it('lists every problem with its path', () => {
    expect(
      newEventProblems([
        { type: 'Ok', data: {} },
        { id: 'nope', type: '', data: 'x', metadata: [] },
        7,
      ]),
    ).toEqual([
      { path: 'events[1].id', message: 'id must be a UUID' },
      { path: 'events[1].type', message: 'type must be a string of 1-200 characters' },
      { path: 'events[1].data', message: 'data must be a JSON object' },
      { path: 'events[1].metadata', message: 'metadata must be a JSON object' },
      { path: 'events[2]', message: 'event must be an object' },
    ]);
  });

  it('refuses an empty append and ids repeated within one append', () => {
    expect(newEventProblems([])).toHaveLength(1);
    const id = '0190a6c4-3b7e-7cc1-9a8b-0123456789ab';
    expect(
      newEventProblems([
        { id, type: 'A', data: {} },
        { id: id.toUpperCase(), type: 'B', data: {} },
      ]),
    ).toEqual([{ path: 'events[1].id', message: 'id repeats events[0].id' }]);
  });
});

describe('text every store holds alike', () => {
  it.each(['', 'plain', 'é', '😀', 'a\ud83d\ude00b'])('accepts %p', (text) => {
    expect(textProblem('x', text)).toBeUndefined();
  });

  it('refuses NUL and lone surrogates, saying which', () => {
    expect(textProblem('type', 'a\u0000b')).toBe('type must not contain NUL (\\u0000)');
    expect(textProblem('type', 'T\ud800')).toBe(
      'type must be well-formed UTF-16: a lone surrogate \\ud800 at index 1',
    );
    expect(textProblem('type', '\udc00x')).toBe(
      'type must be well-formed UTF-16: a lone surrogate \\udc00 at index 0',
    );
  });

  it('lists the problems of JSON keys and strings with their paths, keys before values', () => {
    const value = { ok: 'x', a: ['fine', 'b\u0000'], 'k\ud800': 1, n: { deep: '\udfff' } };
    expect(jsonProblems(value, { path: 'data', maxDepth: 10 })).toEqual([
      {
        path: 'data',
        message: 'a key of data must be well-formed UTF-16: a lone surrogate \\ud800 at index 1',
      },
      { path: 'data.a[1]', message: 'data.a[1] must not contain NUL (\\u0000)' },
      {
        path: 'data.n.deep',
        message: 'data.n.deep must be well-formed UTF-16: a lone surrogate \\udfff at index 0',
      },
    ]);
  });

  it('refuses keys that name a prototype, but not "constructor" alone', () => {
    const value = JSON.parse('{"__proto__":{},"constructor":{"prototype":1},"toString":2}');
    expect(jsonProblems(value, { path: '', name: 'body', maxDepth: 10 })).toEqual([
      { path: '__proto__', message: '__proto__ is refused: it names a prototype in JavaScript' },
      {
        path: 'constructor.prototype',
        message: 'constructor.prototype is refused: it names a prototype in JavaScript',
      },
    ]);
    expect(jsonProblems({ constructor: 1, valueOf: 2 }, { path: 'd', maxDepth: 2 })).toEqual([]);
  });

  it('bounds the nesting once, at any depth, without recursion', () => {
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000));
    expect(jsonProblems(deep, { path: '', name: 'body', maxDepth: 64 })).toEqual([
      { path: '', message: 'body must not nest deeper than 64 levels' },
    ]);
    expect(jsonProblems({ a: { b: [1] } }, { path: 'data', maxDepth: 3 })).toEqual([]);
    expect(jsonProblems({ a: { b: [[]] } }, { path: 'data', maxDepth: 3 })).toHaveLength(1);
  });

  it('refuses event types and data that one store would alter or refuse', () => {
    const levels = MAX_JSON_DEPTH + 1;
    const nested = JSON.parse('{"a":'.repeat(levels) + '1' + '}'.repeat(levels));
    expect(
      newEventProblems([
        { type: 'T\ud800', data: {} },
        { type: 'T', data: { note: 'a\u0000' }, metadata: { '\u0000': 1 } },
        { type: 'T', data: nested },
      ]),
    ).toEqual([
      {
        path: 'events[0].type',
        message: 'type must be well-formed UTF-16: a lone surrogate \\ud800 at index 1',
      },
      {
        path: 'events[1].data.note',
        message: 'events[1].data.note must not contain NUL (\\u0000)',
      },
      {
        path: 'events[1].metadata',
        message: 'a key of events[1].metadata must not contain NUL (\\u0000)',
      },
      {
        path: 'events[2].data',
        message: `events[2].data must not nest deeper than ${MAX_JSON_DEPTH} levels`,
      },
    ]);
  });
});
