import { schemaVersionOf, UpcasterRegistry } from './upcasting';

describe('UpcasterRegistry', () => {
  const registry = new UpcasterRegistry([
    // v1 had a float `total` in euros; v2 has `totalCents`.
    {
      type: 'OrderPlaced',
      fromVersion: 1,
      upcast: ({ total, ...rest }) => ({
        data: { ...rest, totalCents: Math.round(Number(total) * 100) },
      }),
    },
    // v2 lacked `currency`; v3 defaults it.
    {
      type: 'OrderPlaced',
      fromVersion: 2,
      upcast: (data) => ({ data: { currency: 'EUR', ...data } }),
    },
    { type: 'PaymentTaken', fromVersion: 1, upcast: (data) => ({ type: 'OrderPaid', data }) },
  ]);

  it('chains upcasters to the current version', () => {
    expect(
      registry.upcast({ type: 'OrderPlaced', data: { total: 21.5 }, schemaVersion: 1 }),
    ).toEqual({
      type: 'OrderPlaced',
      data: { totalCents: 2150, currency: 'EUR' },
      schemaVersion: 3,
    });
    expect(
      registry.upcast({ type: 'OrderPlaced', data: { totalCents: 5 }, schemaVersion: 2 }).data,
    ).toEqual({
      currency: 'EUR',
      totalCents: 5,
    });
    expect(registry.currentVersion('OrderPlaced')).toBe(3);
    expect(registry.currentVersion('OrderShipped')).toBe(1);
  });

  it('leaves current events alone and follows renames', () => {
    const current = {
      type: 'OrderPlaced',
      data: { totalCents: 1, currency: 'USD' },
      schemaVersion: 3,
    };
    expect(registry.upcast(current)).toEqual(current);
    expect(registry.upcast({ type: 'PaymentTaken', data: { a: 1 }, schemaVersion: 1 })).toEqual({
      type: 'OrderPaid',
      data: { a: 1 },
      schemaVersion: 2,
    });
  });

  it('reads the schema version from metadata, 1 when absent', () => {
    expect(schemaVersionOf({})).toBe(1);
    expect(schemaVersionOf({ schemaVersion: 4 })).toBe(4);
    expect(schemaVersionOf({ schemaVersion: 'x' })).toBe(1);
  });

  it('refuses two upcasters for one version', () => {
    expect(
      () =>
        new UpcasterRegistry([
          { type: 'A', fromVersion: 1, upcast: (data) => ({ data }) },
          { type: 'A', fromVersion: 1, upcast: (data) => ({ data }) },
        ]),
    ).toThrow(/two upcasters/);
  });
});
