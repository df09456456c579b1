import { uuidv7 as uuidv7From } from '@tidemark/domain';
import { randomBytes } from 'node:crypto';

/** UUIDv7 (RFC 9562) now, with random bits from the platform: sorts by creation time. */
export function uuidv7(now: number = Date.now(), random: Uint8Array = randomBytes(10)): string {
  return uuidv7From(now, random);
}

export type Clock = () => Date;
export type IdGenerator = () => string;

export const systemClock: Clock = () => new Date();
