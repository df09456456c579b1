import {
  categoryOf,
  isExpectedVersion,
  matchesExpectedVersion,
  newEventProblems,
  streamIdFor,
  streamIdProblems,
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
