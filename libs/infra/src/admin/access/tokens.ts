import { createHash, timingSafeEqual } from 'node:crypto';
import { isRole, ROLES, type Role } from './roles';

export interface ConfiguredToken {
  readonly role: Role;
  readonly token: string;
}

/** Who presented a configured token: its role, and a fingerprint that names it in rate limits. */
export interface Client {
  readonly role: Role;
  readonly fingerprint: string;
}

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * Matches presented tokens against the configured ones in constant time: both sides are
 * SHA-256 digests (equal length whatever was sent), and every configured token is compared,
 * so neither the length nor the position of a match shows in the timing.
 */
export class TokenRegistry {
  private readonly entries: readonly { readonly role: Role; readonly digest: Buffer }[];

  constructor(tokens: readonly ConfiguredToken[]) {
    this.entries = tokens.map(({ role, token }) => ({ role, digest: digest(token) }));
  }

  /** The client a token belongs to (the highest role it is configured for), or undefined. */
  identify(token: string): Client | undefined {
    const presented = digest(token);
    let best = -1;
    for (const entry of this.entries) {
      if (timingSafeEqual(entry.digest, presented)) {
        best = Math.max(best, ROLES.indexOf(entry.role));
      }
    }
    if (best < 0) return undefined;
    return { role: ROLES[best], fingerprint: presented.toString('hex').slice(0, 32) };
  }
}

/** The token of `Authorization: Bearer <token>`; undefined when absent or another scheme. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header.trim());
  return match?.[1];
}

/** Shorter tokens are refused: they can be guessed. */
export const MIN_TOKEN_LENGTH = 16;

/**
 * Tokens written as an environment variable holds them: `<role>:<token>,<role>:<token>…`
 * (e.g. `admin:s3cret-admin-token-1,reader:s3cret-reader-token`). A problem names the entry by
 * its position (`<label> entry 2`) and its role only, so a token never reaches a log.
 */
export function parseRoleTokens(
  text: string,
  label: string,
): { readonly tokens: ConfiguredToken[]; readonly problems: string[] } {
  const tokens: ConfiguredToken[] = [];
  const problems: string[] = [];
  const items = text.split(',').filter((item) => item.trim() !== '');
  items.forEach((item, index) => {
    const entry = `${label} entry ${index + 1}`;
    const colon = item.indexOf(':');
    const role = colon < 0 ? '' : item.slice(0, colon).trim();
    const token = colon < 0 ? '' : item.slice(colon + 1).trim();
    if (!isRole(role)) {
      problems.push(`${entry} must be <role>:<token> with a role of ${ROLES.join(', ')}`);
    } else if (token.length < MIN_TOKEN_LENGTH || !/^[\x21-\x7e]+$/.test(token)) {
      problems.push(
        `${entry} (${role}): the token must be at least ${MIN_TOKEN_LENGTH} visible ASCII characters`,
      );
    } else {
      tokens.push({ role, token });
    }
  });
  return { tokens, problems };
}
