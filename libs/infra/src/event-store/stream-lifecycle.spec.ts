import { StreamDeleted, ValidationError, WrongExpectedVersion } from '../errors';
import {
  checkMetadataWrite,
  matchesStream,
  NEW_STREAM,
  planDelete,
  planMetadataWrite,
  streamRecordOf,
  streamRowValues,
  visibleEvents,
  type StreamRecord,
} from './stream-lifecycle';

const stream = (over: Partial<StreamRecord> = {}): StreamRecord => ({
  ...NEW_STREAM,
  version: 5,
  ...over,
});

describe('stream lifecycle rules', () => {
  it('shows the versions from the highest floor of truncateBefore and maxCount, by age from the clock', () => {
    const now = Date.parse('2026-12-01T08:00:00.000Z');
    expect(visibleEvents(stream(), now)).toEqual({ fromVersion: 1, recordedFrom: undefined });
    const limited = stream({ version: 10, metadata: { truncateBefore: 4, maxCount: 3 } });
    expect(visibleEvents(limited, now).fromVersion).toBe(8);
    expect(visibleEvents(stream({ metadata: { truncateBefore: 4, maxCount: 9 } }), now)).toEqual({
      fromVersion: 4,
      recordedFrom: undefined,
    });
    expect(visibleEvents(stream({ metadata: { maxAgeSeconds: 60 } }), now).recordedFrom).toBe(
      '2026-12-01T07:59:00.000Z',
    );
    expect(visibleEvents(stream({ state: 'tombstoned' }), now).fromVersion).toBe(6);
  });

  it('matches expected versions of a soft-deleted stream as EventStoreDB does', () => {
    const deleted = stream({ state: 'deleted' });
    for (const ok of ['any', 'no_stream', 0, 5] as const)
      expect(matchesStream(ok, deleted)).toBe(true);
    for (const no of ['stream_exists', 4, 6] as const)
      expect(matchesStream(no, deleted)).toBe(false);
  });

  it('soft-deletes through the metadata and tombstones for good', () => {
    const deleted = planDelete('s-1', stream({ metadata: { maxCount: 2 } }), 'any', 'soft');
    expect(deleted).toEqual({
      version: 5,
      state: 'deleted',
      metadata: { maxCount: 2, truncateBefore: 6 },
      metadataVersion: 1,
    });
    const tombstoned = planDelete('s-1', deleted, 5, 'tombstone');
    expect(tombstoned.state).toBe('tombstoned');
    expect(() => planDelete('s-1', tombstoned, 'any', 'soft')).toThrow(StreamDeleted);
    expect(() => planDelete('s-1', stream(), 4, 'soft')).toThrow(WrongExpectedVersion);
  });

  it('a metadata write recreates a soft-deleted stream without bringing its events back', () => {
    const deleted = planDelete('s-1', stream(), 'any', 'soft');
    const write = checkMetadataWrite('s-1', { truncateBefore: 2, maxCount: undefined }, {});
    expect(write).toEqual({ metadata: { truncateBefore: 2 }, expectedMetadataVersion: 'any' });
    expect(planMetadataWrite('s-1', deleted, write)).toEqual({
      version: 5,
      state: 'live',
      metadata: { truncateBefore: 6 },
      metadataVersion: 2,
    });
    const stale = checkMetadataWrite('s-1', {}, { expectedMetadataVersion: 0 });
    expect(() => planMetadataWrite('s-1', deleted, stale)).toThrow(WrongExpectedVersion);
    expect(() => checkMetadataWrite('s-1', null as never, {})).toThrow(ValidationError);
  });

  it('keeps a record in a row and back', () => {
    const record = stream({
      state: 'deleted',
      metadata: { maxCount: 3, maxAgeSeconds: 9, truncateBefore: 6, custom: { $acl: { $r: [] } } },
      metadataVersion: 4,
    });
    const [version, state, truncate_before, max_count, max_age_seconds, custom_metadata, mv] =
      streamRowValues(record);
    const row = { version, state, truncate_before, max_count, max_age_seconds, custom_metadata };
    expect(streamRecordOf({ ...row, metadata_version: mv } as never)).toEqual(record);
    expect(streamRecordOf(undefined)).toBe(NEW_STREAM);
  });
});
