import {
  esdbMetadataOf,
  metastreamOf,
  streamMetadataOf,
  streamOfMetastream,
} from './stream-metadata';

describe('EventStoreDB stream metadata', () => {
  it('writes the typed fields as $maxCount, $maxAge and $tb (a revision), custom keys as given', () => {
    const custom = { $acl: { $r: ['ops'] }, acl: 'kept', maxAge: 'kept too' };
    expect(esdbMetadataOf({ maxCount: 3, maxAgeSeconds: 60, truncateBefore: 5, custom })).toEqual({
      ...custom,
      $maxCount: 3,
      $maxAge: 60,
      $tb: 4,
    });
    expect(esdbMetadataOf({ truncateBefore: 0 })).toEqual({ $tb: 0 });
    expect(esdbMetadataOf({})).toEqual({});
  });

  it('reads them back; a soft-deleted stream`s maximal $tb as MAX_SAFE_INTEGER', () => {
    expect(streamMetadataOf({ $maxCount: 3, $maxAge: 60, $tb: 4, owner: 'a' })).toEqual({
      maxCount: 3,
      maxAgeSeconds: 60,
      truncateBefore: 5,
      custom: { owner: 'a' },
    });
    expect(streamMetadataOf({ $tb: 2 ** 63 })).toEqual({
      truncateBefore: Number.MAX_SAFE_INTEGER,
    });
    expect(streamMetadataOf(undefined)).toEqual({});
    expect(streamMetadataOf([1])).toEqual({});
  });

  it('names a stream`s metastream $$<stream>, and back', () => {
    expect(metastreamOf('ns:order-1')).toBe('$$ns:order-1');
    expect(streamOfMetastream('$$order-1')).toBe('order-1');
    expect(streamOfMetastream('$all')).toBeUndefined();
    expect(streamOfMetastream('order-1')).toBeUndefined();
  });
});
