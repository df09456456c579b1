import { checkDto } from '../http/request-checks';
import {
  checkMetadataBody,
  checkNoOptions,
  DeleteStreamQuery,
  expectedVersionOf,
} from './stream-admin.requests';

const paths = (checked: { ok: boolean; problems?: readonly { path: string }[] }) =>
  checked.ok ? [] : (checked.problems ?? []).map((p) => p.path).sort();

describe('the stream lifecycle requests', () => {
  it('reads a metadata body: bounded fields, free-form custom, the expected version', () => {
    const custom = { owner: 'ops', constructor: 1, nested: { toString: 'x' } };
    expect(
      checkMetadataBody({ maxCount: 3, truncateBefore: 0, custom, expectedMetadataVersion: 2 }),
    ).toEqual({
      ok: true,
      value: { metadata: { maxCount: 3, truncateBefore: 0, custom }, expectedMetadataVersion: 2 },
    });
    // null is absent: a PUT replaces the whole metadata, so the field is cleared either way.
    expect(checkMetadataBody({ maxAgeSeconds: null, expectedMetadataVersion: 'any' })).toEqual({
      ok: true,
      value: { metadata: {}, expectedMetadataVersion: 'any' },
    });
  });

  it('lists every problem of a metadata body', () => {
    const checked = checkMetadataBody({
      maxCount: 0,
      maxAgeSeconds: 1.5,
      truncateBefore: -1,
      custom: { 'k\u0000': 1, deep: { s: 'a\u0000' } },
      expectedMetadataVersion: -1,
      other: true,
    });
    expect(paths(checked)).toEqual([
      'custom',
      'custom.deep.s',
      'expectedMetadataVersion',
      'maxAgeSeconds',
      'maxCount',
      'other',
      'truncateBefore',
    ]);
    expect(paths(checkMetadataBody([]))).toEqual(['']);
    expect(paths(checkMetadataBody({ custom: [] }))).toEqual(['custom']);
  });

  it('takes a delete query and no scavenge options', () => {
    const query = checkDto(
      DeleteStreamQuery,
      { expectedVersion: 'stream_exists', tombstone: 'true' },
      { forbidUnknown: true, what: 'query' },
    );
    expect(query.ok).toBe(true);
    const bad = checkDto(
      DeleteStreamQuery,
      { expectedVersion: '-1', tombstone: 'yes', force: '1' },
      { forbidUnknown: true, what: 'query' },
    );
    expect(paths(bad)).toEqual(['expectedVersion', 'force', 'tombstone']);
    expect([undefined, 'any', 'no_stream', '7'].map(expectedVersionOf)).toEqual([
      undefined,
      'any',
      'no_stream',
      7,
    ]);
    expect(checkNoOptions(undefined).ok).toBe(true);
    expect(checkNoOptions({}).ok).toBe(true);
    expect(paths(checkNoOptions({ all: true }))).toEqual(['all']);
    expect(paths(checkNoOptions(null))).toEqual(['']);
  });
});
