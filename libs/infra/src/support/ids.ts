import { randomBytes } from 'node:crypto';

/** UUIDv7 (RFC 9562): 48-bit Unix milliseconds, then random bits; sorts by creation time. */
export function uuidv7(now: number = Date.now(), random: Buffer = randomBytes(10)): string {
  const bytes = Buffer.alloc(16);
  bytes.writeUIntBE(now, 0, 6);
  random.copy(bytes, 6, 0, 10);
  bytes[6] = 0x70 | (bytes[6] & 0x0f);
  bytes[8] = 0x80 | (bytes[8] & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type Clock = () => Date;
export type IdGenerator = () => string;

export const systemClock: Clock = () => new Date();
