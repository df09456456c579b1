import { status } from '@grpc/grpc-js';
import { Empty, UUID } from './protocol/shared';
import { AppendReq } from './protocol/streams';
import { expectedVersionOf, proposedEventOf, uuidText, writeTargetOf } from './protocol-mapping';
import { expectedRevisionNumber, onExpected } from './revisions';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as { code: number; details: string };
  }
  throw new Error('expected a refusal');
};

describe('EventStoreDB protocol mapping', () => {
  it('reads UUIDs in both forms', () => {
    const id = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    expect(uuidText(new UUID().setString(id.toUpperCase()))).toBe(id);
    // Structured: two signed 64-bit halves (the high bit of the low half set here).
    const structured = new UUID.Structured()
      .setMostSignificantBits(BigInt.asIntN(64, 0x0190a1b2c3d47e5fn).toString())
      .setLeastSignificantBits(BigInt.asIntN(64, 0x8a9b0c1d2e3f4a5bn).toString());
    expect(uuidText(new UUID().setStructured(structured))).toBe(id);
    expect(uuidText(undefined)).toBeUndefined();
    expect(uuidText(new UUID())).toBeUndefined();
  });

  it('takes Tidemark stream ids and $$<stream id>, refusing the rest with the rule', () => {
    expect(writeTargetOf('order-1')).toEqual({ kind: 'stream', streamId: 'order-1' });
    expect(writeTargetOf('$$order-1')).toEqual({ kind: 'metadata', streamId: 'order-1' });
    for (const [name, why] of [
      ['$ce-order', /system stream/],
      ['a/b', /not a Tidemark stream id/],
      ['', /not a Tidemark stream id/],
      ['$$a b', /metadata of an invalid stream id/],
    ] as const) {
      const error = refusal(() => writeTargetOf(name));
      expect(error.code).toBe(status.INVALID_ARGUMENT);
      expect(error.details).toMatch(why);
    }
  });

  it('maps expected revisions: revision r is version r + 1; 0 is no_stream', () => {
    const options = new AppendReq.Options();
    expect(refusal(() => expectedVersionOf(options, undefined)).details).toMatch(
      'the expected revision is missing',
    );
    expect(expectedVersionOf(new AppendReq.Options().setAny(new Empty()), undefined)).toBe('any');
    expect(expectedVersionOf(options.setNoStream(new Empty()), undefined)).toBe('no_stream');
    expect(expectedVersionOf(new AppendReq.Options(), '4')).toBe(5);
    expect(refusal(() => expectedVersionOf(new AppendReq.Options(), '-3')).code).toBe(
      status.INVALID_ARGUMENT,
    );
    expect(expectedRevisionNumber('any')).toBe(-2n);
    expect(expectedRevisionNumber('no_stream')).toBe(-1n);
    expect(expectedRevisionNumber('stream_exists')).toBe(-4n);
    expect(expectedRevisionNumber(3)).toBe(2n);
    const forms = {
      any: () => 'any',
      noStream: () => 'no_stream',
      streamExists: () => 'exists',
      revision: (r: string) => r,
    };
    expect([0, 1, 7, 'any', 'stream_exists'].map((v) => onExpected(v as never, forms))).toEqual([
      'no_stream',
      '0',
      '6',
      'any',
      'exists',
    ]);
  });

  it('takes JSON-object events only', () => {
    const message = (data: string, contentType = 'application/json', metadata = '') => {
      const proposed = new AppendReq.ProposedMessage()
        .setId(new UUID().setString('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b'))
        .setData(Buffer.from(data))
        .setCustomMetadata(Buffer.from(metadata));
      proposed.getMetadataMap().set('type', 'Placed').set('content-type', contentType);
      return proposed;
    };
    expect(proposedEventOf(message('{"a":1}', 'application/json', '{"b":2}'), 'e')).toEqual({
      id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
      type: 'Placed',
      data: { a: 1 },
      metadata: { b: 2 },
    });
    expect(proposedEventOf(message('{}'), 'e').metadata).toEqual({});
    expect(
      refusal(() => proposedEventOf(message('{}', 'application/octet-stream'), 'e')).details,
    ).toMatch(/binary events are not served/);
    expect(refusal(() => proposedEventOf(message('[1]'), 'e')).details).toMatch(/JSON object/);
    expect(refusal(() => proposedEventOf(message('{"a":'), 'e')).details).toMatch(/not UTF-8 JSON/);
    expect(
      refusal(() => proposedEventOf(message('{}', 'application/json', '7'), 'e')).details,
    ).toMatch(/metadata must be a JSON object/);
  });
});
