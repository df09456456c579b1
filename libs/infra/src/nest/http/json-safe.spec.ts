import { StreamableFile } from '@nestjs/common';
import { toJsonSafe } from './json-safe';

describe('toJsonSafe', () => {
  it('turns every bigint into its decimal string, in arrays and nested objects', () => {
    const value = { position: 12345678901234567890n, events: [{ position: 7n, version: 1 }] };
    expect(toJsonSafe(value)).toEqual({
      position: '12345678901234567890',
      events: [{ position: '7', version: 1 }],
    });
    expect(toJsonSafe(3n)).toBe('3');
    expect(value.position).toBe(12345678901234567890n);
  });

  it('returns what holds no bigint as it is, the same object', () => {
    const value = { a: [1, 'two', null, { three: true }], b: undefined };
    expect(toJsonSafe(value)).toBe(value);
  });

  it('honours toJSON as JSON.stringify does, and converts what it returns', () => {
    const at = new Date(Date.UTC(2026, 10, 29));
    const error = { toJSON: () => ({ error: 'Stale', checkpoint: 9n }) };
    expect(toJsonSafe({ at, error })).toEqual({
      at: '2026-11-29T00:00:00.000Z',
      error: { error: 'Stale', checkpoint: '9' },
    });
  });

  it('leaves bytes, files and cycles alone', () => {
    const bytes = Buffer.from('abc');
    const file = new StreamableFile(bytes);
    const cyclic: Record<string, unknown> = { position: 1n };
    cyclic.self = cyclic;
    expect(toJsonSafe(bytes)).toBe(bytes);
    expect(toJsonSafe(file)).toBe(file);
    const safe = toJsonSafe(cyclic) as Record<string, unknown>;
    expect(safe.position).toBe('1');
    expect(safe.self).toBe(cyclic);
  });
});
