import { roleIncludes } from './roles';
import { bearerToken, parseRoleTokens, TokenRegistry } from './tokens';

describe('TokenRegistry', () => {
  const registry = new TokenRegistry([
    { role: 'reader', token: 'reader-token-0123456789' },
    { role: 'writer', token: 'writer-token-0123456789' },
    { role: 'admin', token: 'admin-token-0123456789' },
    { role: 'reader', token: 'second-reader-0123456789' },
    // The same token under two roles: the higher one counts.
    { role: 'writer', token: 'second-reader-0123456789' },
  ]);

  it('identifies each configured token with its role', () => {
    expect(registry.identify('reader-token-0123456789')?.role).toBe('reader');
    expect(registry.identify('writer-token-0123456789')?.role).toBe('writer');
    expect(registry.identify('admin-token-0123456789')?.role).toBe('admin');
    expect(registry.identify('second-reader-0123456789')?.role).toBe('writer');
  });

  it('rejects unknown tokens, prefixes and extensions of known ones, and the empty string', () => {
    for (const token of ['', 'reader-token', 'reader-token-01234567890', 'x'.repeat(10_000)]) {
      expect(registry.identify(token)).toBeUndefined();
    }
  });

  it('names a client by a stable fingerprint that is not the token', () => {
    const first = registry.identify('writer-token-0123456789');
    const again = registry.identify('writer-token-0123456789');
    const other = registry.identify('admin-token-0123456789');
    expect(first?.fingerprint).toMatch(/^[0-9a-f]{32}$/);
    expect(first?.fingerprint).toBe(again?.fingerprint);
    expect(first?.fingerprint).not.toBe(other?.fingerprint);
    expect(first?.fingerprint).not.toContain('writer-token');
  });

  it('with no tokens identifies nobody', () => {
    expect(new TokenRegistry([]).identify('anything-at-all-0123')).toBeUndefined();
  });
});

describe('bearerToken', () => {
  it('reads `Bearer <token>` (scheme case-insensitive)', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer   abc ')).toBe('abc');
  });

  it('ignores other schemes, missing or malformed values', () => {
    for (const value of [undefined, '', 'Bearer', 'Bearer a b', 'Basic dXNlcjpwYXNz', 'abc']) {
      expect(bearerToken(value)).toBeUndefined();
    }
    expect(bearerToken(['Bearer a', 'Bearer b'])).toBeUndefined();
  });
});

describe('roles', () => {
  it('are ordered: admin includes writer includes reader', () => {
    expect(roleIncludes('admin', 'writer')).toBe(true);
    expect(roleIncludes('writer', 'reader')).toBe(true);
    expect(roleIncludes('reader', 'writer')).toBe(false);
    expect(roleIncludes('writer', 'admin')).toBe(false);
  });
});

describe('parseRoleTokens', () => {
  it('reads <role>:<token> entries and names bad ones by position and role only', () => {
    const parsed = parseRoleTokens(
      ' admin:admin-token-0123456789 ,,reader:short,boss:boss-token-0123456789',
      'TOKENS',
    );
    expect(parsed.tokens).toEqual([{ role: 'admin', token: 'admin-token-0123456789' }]);
    expect(parsed.problems).toEqual([
      'TOKENS entry 2 (reader): the token must be at least 16 visible ASCII characters',
      'TOKENS entry 3 must be <role>:<token> with a role of reader, writer, admin',
    ]);
    expect(parsed.problems.join()).not.toContain('boss-token');
  });
});
