import { sha1, sha256, toHex, utf8 } from './hashing';
import {
  canonicalJson,
  keyFields,
  keyFromFields,
  MissingKeyField,
  sha256Hex,
  uuidv5,
  uuidv7,
  type CanonicalValue,
} from './keys';

// Expected digests computed once with node:crypto (createHash('sha256'|'sha1')) and pasted
// here: libs/domain imports no platform module, not even in its specs.
const ABC448 = 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq';
const MULTIBYTE = 'Grüße, 世界 🌊';
const hex = (hash: (message: Uint8Array) => Uint8Array, text: string) => toHex(hash(utf8(text)));

describe('SHA-256 and SHA-1 (pure)', () => {
  it('match the published test vectors', () => {
    expect(hex(sha256, '')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(hex(sha256, 'abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hex(sha256, ABC448)).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(hex(sha256, 'a'.repeat(1_000_000))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
    expect(hex(sha1, '')).toBe('da39a3ee5e6b4b0d3255bfef95601890afd80709');
    expect(hex(sha1, 'abc')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(hex(sha1, ABC448)).toBe('84983e441c3bd26ebaae4aa1f95129e5e54670f1');
    expect(hex(sha1, 'a'.repeat(1_000_000))).toBe('34aa973cd4c4daa4f61eeb2bdbad27316534016f');
  });

  it('hash multi-byte UTF-8 as its UTF-8 bytes', () => {
    expect(Array.from(utf8('ü€🌊'))).toEqual([
      0xc3, 0xbc, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x8c, 0x8a,
    ]);
    expect(hex(sha256, MULTIBYTE)).toBe(
      'dcf7d6e1738d2a4697cd6c76de6cc949a058502459e0709ca78cfba2a6e406cd',
    );
    expect(sha256Hex(MULTIBYTE)).toBe(
      'dcf7d6e1738d2a4697cd6c76de6cc949a058502459e0709ca78cfba2a6e406cd',
    );
    expect(hex(sha1, MULTIBYTE)).toBe('9b57cf62ff1238517f1ccaec5ec359d005b47424');
  });

  it('pad correctly around the 64-byte block boundary', () => {
    const vectors: [number, string, string][] = [
      [
        55,
        'd5e285683cd4efc02d021a5c62014694958901005d6f71e89e0989fac77e4072',
        'cef734ba81a024479e09eb5a75b6ddae62e6abf1',
      ],
      [
        56,
        '04c26261370ee7541549d16dee320c723e3fd14671e66a099afe0a377c16888e',
        '901305367c259952f4e7af8323f480d59f81335b',
      ],
      [
        63,
        '75220b47218278e656f2013bb8f0c455a25eaf01e86c64924e9d48d89776d6f2',
        '0ddc4e0cccd9a12850deb5abb0853a4425559fec',
      ],
      [
        64,
        '7ce100971f64e7001e8fe5a51973ecdfe1ced42befe7ee8d5fd6219506b5393c',
        'bb2fa3ee7afb9f54c6dfb5d021f14b1ffe40c163',
      ],
      [
        65,
        '9537c5fdf120482f7d58d25e9ed583f52c02b4e304ea814db1633ad565aed7e9',
        '78c741ddc482e4cdf8c474a0876347a0905b6233',
      ],
      [
        119,
        '000b48d4edf0fa7bee3c6236ecd2785baa5db4eeb8bb54341b029e0d9fa5fb0c',
        '4300320394f7ee239bcdce7d3b8bcee173a0cd5c',
      ],
      [
        120,
        '13f05a0b594787f5ecd315edc96141bd3243203d1b7d4f0836f37308b276ba98',
        'ceb2821639c4b6dcb10bce0e522ca2e608ce056d',
      ],
    ];
    for (const [length, sha256Digest, sha1Digest] of vectors) {
      expect([length, hex(sha256, 'x'.repeat(length))]).toEqual([length, sha256Digest]);
      expect([length, hex(sha1, 'x'.repeat(length))]).toEqual([length, sha1Digest]);
    }
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every level and writes no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, 2], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[3,2]},"b":1}',
    );
    expect(canonicalJson({ a: { c: 'x', d: [3, 2] }, b: 1 })).toBe(
      canonicalJson({ b: 1, a: { d: [3, 2], c: 'x' } }),
    );
  });

  it('keeps array order and sorts objects inside arrays', () => {
    expect(canonicalJson([{ z: true, y: null }, 'a', 1.5, [], {}])).toBe(
      '[{"y":null,"z":true},"a",1.5,[],{}]',
    );
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
  });

  it('writes scalars as JSON does', () => {
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson(false)).toBe('false');
    expect(canonicalJson('a"b\\c\n')).toBe('"a\\"b\\\\c\\n"');
    expect(canonicalJson(-0)).toBe('0');
    expect(canonicalJson(1e21)).toBe('1e+21');
    expect(canonicalJson(0.1)).toBe('0.1');
  });

  it('leaves out undefined members', () => {
    expect(canonicalJson({ a: 1, b: undefined, c: { d: undefined } })).toBe('{"a":1,"c":{}}');
  });

  it('refuses non-finite numbers, also nested', () => {
    for (const bad of [NaN, Infinity, -Infinity]) {
      expect(() => canonicalJson(bad)).toThrow(TypeError);
      expect(() => canonicalJson({ a: [1, bad] })).toThrow(`canonical JSON has no ${bad}`);
    }
  });

  it('sorts unicode keys by UTF-16 code units (RFC 8785), not by code points', () => {
    const value: CanonicalValue = { ｱ: 5, '😀': 4, '€': 3, é: 2, z: 1, Z: 0 };
    expect(canonicalJson(value)).toBe('{"Z":0,"z":1,"é":2,"€":3,"😀":4,"ｱ":5}');
  });
});

describe('keyFromFields', () => {
  const record = { payment: { id: 'p-1', note: 'first' }, amount: 100, currency: 'EUR' };

  it('keys the chosen fields by path, as canonical JSON, hashed with SHA-256', () => {
    expect(keyFields(record, ['payment.id', 'amount'])).toBe('{"amount":100,"payment.id":"p-1"}');
    expect(keyFromFields(record, ['payment.id', 'amount'])).toBe(
      '605c198dae40d802c92e7d2179b69374380aec19f8d2cce866dfdc24b532d9f1',
    );
  });

  it('is the same for reordered records and fields, and ignores fields not chosen', () => {
    const reordered = { currency: 'USD', amount: 100, payment: { note: 'second', id: 'p-1' } };
    expect(keyFromFields(reordered, ['amount', 'payment.id'])).toBe(
      keyFromFields(record, ['payment.id', 'amount']),
    );
  });

  it('differs for different values, types and fields', () => {
    const key = keyFromFields(record, ['payment.id', 'amount']);
    expect(keyFromFields({ ...record, amount: 101 }, ['payment.id', 'amount'])).not.toBe(key);
    expect(keyFromFields({ ...record, amount: '100' }, ['payment.id', 'amount'])).not.toBe(key);
    expect(keyFromFields(record, ['payment.id'])).not.toBe(key);
  });

  it('accepts falsy values that are present (0, false)', () => {
    expect(keyFields({ n: 0, b: false }, ['n', 'b'])).toBe('{"b":false,"n":0}');
  });

  it('throws MissingKeyField, naming the field, for an absent, null or empty field', () => {
    const cases: [object, string][] = [
      [{ other: 1 }, 'id'],
      [{ id: null }, 'id'],
      [{ id: '' }, 'id'],
      [{ id: undefined }, 'id'],
      [{ payment: {} }, 'payment.id'],
      [{ payment: { id: '' } }, 'payment.id'],
      [{ payment: null }, 'payment.id'],
      [{ payment: 'p-1' }, 'payment.id'],
      [{}, 'payment.id'],
      [{ a: { b: { c: null } } }, 'a.b.c'],
      [{}, 'toString'],
    ];
    for (const [value, field] of cases) {
      let thrown: unknown;
      try {
        keyFromFields(value, [field]);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(MissingKeyField);
      expect(thrown).toMatchObject({
        name: 'MissingKeyField',
        code: 'MissingKeyField',
        field,
        message: `key field "${field}" is missing`,
      });
    }
  });

  it('names the first missing field of several', () => {
    expect(() => keyFromFields({ a: 1 }, ['a', 'b.c', 'd'])).toThrow('key field "b.c" is missing');
  });
});

describe('uuidv5', () => {
  const DNS = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';
  const URL = '6ba7b811-9dad-11d1-80b4-00c04fd430c8';

  it('matches known vectors (checked with Python uuid.uuid5)', () => {
    expect(uuidv5('python.org', DNS)).toBe('886313e1-3b8a-5372-9b90-0c9aee199e5d');
    expect(uuidv5('www.example.com', DNS)).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    expect(uuidv5('http://python.org/', URL)).toBe('4c565f0d-3f5a-5890-b41b-20cf47701c5e');
    expect(uuidv5('Grüße.例え.jp', DNS)).toBe('86eceef1-e3af-5e3a-ac5d-e4c900214426');
  });

  it('reads the namespace case-insensitively and refuses a malformed one', () => {
    expect(uuidv5('python.org', DNS.toUpperCase())).toBe('886313e1-3b8a-5372-9b90-0c9aee199e5d');
    expect(() => uuidv5('x', 'not-a-uuid')).toThrow(TypeError);
    expect(() => uuidv5('x', DNS.replace(/-/g, ''))).toThrow('is not a UUID');
  });
});

describe('uuidv7', () => {
  const random = Uint8Array.of(0xfc, 0xc3, 0x18, 0xc4, 0xdc, 0x0c, 0x0c, 0x07, 0x39, 0x8f);

  it('lays out 48-bit milliseconds, version 7, the variant and the random bits (RFC 9562 example)', () => {
    expect(uuidv7(0x017f22e279b0, random)).toBe('017f22e2-79b0-7cc3-98c4-dc0c0c07398f');
    expect(uuidv7(0, new Uint8Array(10))).toBe('00000000-0000-7000-8000-000000000000');
    expect(uuidv7(2 ** 48 - 1, new Uint8Array(10).fill(0xff))).toBe(
      'ffffffff-ffff-7fff-bfff-ffffffffffff',
    );
  });

  it('uses only the first 10 random bytes', () => {
    const longer = Uint8Array.of(...random, 0xaa, 0xbb);
    expect(uuidv7(0x017f22e279b0, longer)).toBe('017f22e2-79b0-7cc3-98c4-dc0c0c07398f');
  });

  it('sorts by time whatever the random bits', () => {
    const earlier = uuidv7(1_700_000_000_000, new Uint8Array(10).fill(0xff));
    const later = uuidv7(1_700_000_000_001, new Uint8Array(10));
    expect(earlier < later).toBe(true);
    expect(earlier.slice(0, 13)).toBe('018bcfe5-6800');
    expect(later.slice(0, 13)).toBe('018bcfe5-6801');
  });

  it('refuses times outside 0 <= ms < 2^48 and short random input', () => {
    for (const bad of [-1, 2 ** 48, 1.5, NaN, Infinity]) {
      expect(() => uuidv7(bad, new Uint8Array(10))).toThrow(RangeError);
    }
    expect(() => uuidv7(0, new Uint8Array(9))).toThrow('UUIDv7 needs 10 random bytes');
  });
});
