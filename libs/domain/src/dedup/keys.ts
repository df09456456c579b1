import { sha1, sha256, toHex, utf8 } from './hashing';

/** A key field the caller named is absent, null or empty: keys never fall back to randomness. */
export class MissingKeyField extends Error {
  readonly code = 'MissingKeyField';
  constructor(readonly field: string) {
    super(`key field "${field}" is missing`);
    this.name = 'MissingKeyField';
  }
}

export type CanonicalValue =
  | string
  | number
  | boolean
  | null
  | readonly CanonicalValue[]
  | { readonly [key: string]: CanonicalValue | undefined };

/**
 * JSON with object keys sorted (by UTF-16 code units, as RFC 8785) and no whitespace, so
 * equal values always give equal text. Non-finite numbers are refused; undefined members
 * are left out, as JSON.stringify does.
 */
export function canonicalJson(value: CanonicalValue): string {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') {
    return JSON.stringify(value);
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`canonical JSON has no ${value}`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    return `[${value.map((item: CanonicalValue) => canonicalJson(item)).join(',')}]`;
  }
  const object = value as { readonly [key: string]: CanonicalValue | undefined };
  const members = Object.keys(object)
    .sort()
    .filter((key) => object[key] !== undefined)
    .map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key] as CanonicalValue)}`);
  return `{${members.join(',')}}`;
}

export function sha256Hex(text: string): string {
  return toHex(sha256(utf8(text)));
}

/** The value at a dotted path (`a.b.c`) of own properties, or undefined where the path ends. */
export function valueAtPath(root: unknown, path: string): unknown {
  let value: unknown = root;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part))
      return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * The chosen business fields of `record` (dotted paths) as canonical JSON, keyed by path.
 * @throws MissingKeyField a field is absent, null or an empty string.
 */
export function keyFields(record: object, fields: readonly string[]): string {
  const picked: Record<string, CanonicalValue> = {};
  for (const field of fields) {
    const value = valueAtPath(record, field);
    if (value === undefined || value === null || value === '') throw new MissingKeyField(field);
    picked[field] = value as CanonicalValue;
  }
  return canonicalJson(picked);
}

/** SHA-256 (hex) of the canonical JSON of the chosen business fields. */
export function keyFromFields(record: object, fields: readonly string[]): string {
  return sha256Hex(keyFields(record, fields));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuidBytes(uuid: string): Uint8Array {
  if (!UUID.test(uuid)) throw new TypeError(`"${uuid}" is not a UUID`);
  const hex = uuid.replace(/-/g, '');
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 16; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function formatUuid(bytes: Uint8Array, version: number): string {
  bytes[6] = (version << 4) | (bytes[6] & 0x0f);
  bytes[8] = 0x80 | (bytes[8] & 0x3f);
  const hex = toHex(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** RFC 9562 UUIDv5: the same name in the same namespace always gives the same id. */
export function uuidv5(name: string, namespace: string): string {
  return formatUuid(namedHash(uuidBytes(namespace), name), 5);
}

/** The first 16 bytes of SHA-1 over a UUID's bytes and a name in UTF-8 (RFC 9562, UUIDv5). */
function namedHash(uuid: Uint8Array, name: string): Uint8Array {
  const text = utf8(name);
  const message = new Uint8Array(uuid.length + text.length);
  message.set(uuid);
  message.set(text, uuid.length);
  return sha1(message).slice(0, 16);
}

/**
 * A UUIDv7 derived from another UUIDv7 and a name: the same millisecond (it sorts with ids
 * made then), its other bits from SHA-1 of both. The same inputs always give the same id.
 */
export function derivedUuidv7(of: string, name: string): string {
  const base = uuidBytes(of);
  const bytes = namedHash(base, name);
  bytes.set(base.subarray(0, 6));
  return formatUuid(bytes, 7);
}

/** RFC 9562 UUIDv7: 48-bit Unix milliseconds, then 74 of the given random bits; sorts by time. */
export function uuidv7(unixMs: number, random: Uint8Array): string {
  if (!Number.isSafeInteger(unixMs) || unixMs < 0 || unixMs >= 2 ** 48) {
    throw new RangeError(`UUIDv7 needs 0 <= unixMs < 2^48, got ${unixMs}`);
  }
  if (random.length < 10) throw new RangeError('UUIDv7 needs 10 random bytes');
  const bytes = new Uint8Array(16);
  let ms = unixMs;
  for (let i = 5; i >= 0; i -= 1) {
    bytes[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes.set(random.subarray(0, 10), 6);
  return formatUuid(bytes, 7);
}
