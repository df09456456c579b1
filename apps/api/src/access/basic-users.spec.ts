import { BasicUserRegistry } from './basic-users';

describe('BasicUserRegistry', () => {
  const registry = new BasicUserRegistry([
    { username: 'admin', password: 'changeit', role: 'admin' },
    { username: 'ops', password: 'changeit', role: 'reader' },
  ]);

  it('gives the role of a user whose name and password both match', () => {
    expect(registry.roleOf('admin', 'changeit')).toBe('admin');
    expect(registry.roleOf('ops', 'changeit')).toBe('reader');
  });

  it('refuses a wrong password, an unknown user, prefixes, extensions and case changes', () => {
    for (const [username, password] of [
      ['admin', 'wrong'],
      ['nobody', 'changeit'],
      ['admin', 'changei'],
      ['admin', 'changeit '],
      ['Admin', 'changeit'],
      ['', ''],
      ['admin', 'x'.repeat(10_000)],
    ]) {
      expect(registry.roleOf(username, password)).toBeUndefined();
    }
  });
});
