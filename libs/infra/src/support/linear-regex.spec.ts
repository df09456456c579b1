import { linearRegExp } from './linear-regex';

describe('linearRegExp', () => {
  it('runs a catastrophic-backtracking pattern over a long input and still answers', () => {
    // With backtracking this takes longer than the age of the universe; linear: at once.
    expect(linearRegExp('(a+)+$').test(`${'a'.repeat(5_000)}b`)).toBe(false);
    expect(linearRegExp('(a+)+$').test('aaa')).toBe(true);
  });

  it('takes the usual filter patterns, .NET habits included', () => {
    expect(linearRegExp('^order\\-[0-9]{2,}$').test('order-42')).toBe(true);
    expect(linearRegExp('^[^\\$].*').test('$stats')).toBe(false);
  });

  it('refuses what cannot run in linear time', () => {
    expect(() => linearRegExp('(a)\\1')).toThrow(/linear time/);
    expect(() => linearRegExp('(?<=a)b')).toThrow(/linear time/);
  });
});
