import type { DomainFact } from './fact';
import { MissingKeyField } from './keys';
import type { FrequencyLimit } from './limits';
import {
  dedupKeyOf,
  dedupPolicyProblems,
  factLimitChecks,
  nearestInWindow,
  priorityOf,
  resolveDuplicate,
  seenEntryFor,
  seenUntil,
  UnknownSource,
  withinWindow,
  type DedupPolicy,
} from './policy';

const T0 = Date.UTC(2026, 10, 30, 9, 59, 59, 500); // half a second before a minute boundary

const policy: DedupPolicy = {
  windowMs: 5000,
  lateArrivalMs: 60_000,
  sourcePriorities: { client: 5, webhook: 10, queue: 10, provider: 30 },
  factTypes: {
    OrderPaid: {
      limits: [
        { kind: 'sliding', max: 2, windowMs: 60_000 },
        { kind: 'calendarDay', max: 3, timeZone: 'Europe/Berlin' },
      ],
    },
    ShipmentScanned: { sourceDistinct: true },
    PaymentReceived: { keyFields: ['payment.id'] },
  },
};

const fact = (overrides: Partial<DomainFact> = {}): DomainFact => ({
  subjectKind: 'order',
  subjectId: 'o-1',
  type: 'OrderPaid',
  source: 'webhook',
  occurredAt: T0,
  receivedAt: T0 + 200,
  data: { amount: 100 },
  ...overrides,
});

function thrown(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('dedupKeyOf', () => {
  it('is SHA-256 of the canonical JSON of subject kind, subject id and type', () => {
    // sha256('{"subjectId":"o-1","subjectKind":"order","type":"OrderPaid"}'), from node:crypto
    expect(dedupKeyOf(fact(), policy)).toBe(
      '8221bdd4e51d74453b8849a43a80d22722b3aee0b37503f5c9032a110a4dd094',
    );
  });

  it('is the same for different sources, receipt times, occurrence times and data', () => {
    const key = dedupKeyOf(fact(), policy);
    expect(dedupKeyOf(fact({ source: 'provider' }), policy)).toBe(key);
    expect(dedupKeyOf(fact({ receivedAt: T0 + 86_400_000 }), policy)).toBe(key);
    expect(dedupKeyOf(fact({ occurredAt: T0 + 3_600_000 }), policy)).toBe(key);
    expect(dedupKeyOf(fact({ data: { amount: 999, raw: '<xml/>' } }), policy)).toBe(key);
  });

  it('differs by subject kind, subject id and type, without ambiguous joins', () => {
    const key = dedupKeyOf(fact(), policy);
    expect(dedupKeyOf(fact({ subjectId: 'o-2' }), policy)).not.toBe(key);
    expect(dedupKeyOf(fact({ subjectKind: 'customer' }), policy)).not.toBe(key);
    expect(dedupKeyOf(fact({ type: 'OrderShipped' }), policy)).not.toBe(key);
    expect(dedupKeyOf(fact({ subjectKind: 'a|b', subjectId: 'c' }), policy)).not.toBe(
      dedupKeyOf(fact({ subjectKind: 'a', subjectId: 'b|c' }), policy),
    );
  });

  it('takes the source into the key only where the fact type is sourceDistinct', () => {
    const scanned = fact({ type: 'ShipmentScanned' });
    // sha256('{"source":"webhook","subjectId":"o-1","subjectKind":"order","type":"ShipmentScanned"}')
    expect(dedupKeyOf(scanned, policy)).toBe(
      'ac055870d4ffae33a03f0f2e5483f8f342603003a70143388e83a983c3da3bd9',
    );
    expect(dedupKeyOf({ ...scanned, source: 'queue' }, policy)).not.toBe(
      dedupKeyOf(scanned, policy),
    );
    expect(dedupKeyOf({ ...scanned, receivedAt: 0 }, policy)).toBe(dedupKeyOf(scanned, policy));
  });

  it('joins the key fields of data, and only those', () => {
    const paid = fact({ type: 'PaymentReceived', data: { payment: { id: 'p-1' }, amount: 1 } });
    // sha256('{"fields":"{\"payment.id\":\"p-1\"}","subjectId":"o-1","subjectKind":"order","type":"PaymentReceived"}')
    expect(dedupKeyOf(paid, policy)).toBe(
      'e227d37f076dca58a902990343c1bf5390063d05d5ecd658f0afccf412c9fc89',
    );
    expect(dedupKeyOf({ ...paid, data: { payment: { id: 'p-1' }, amount: 2 } }, policy)).toBe(
      dedupKeyOf(paid, policy),
    );
    expect(dedupKeyOf({ ...paid, data: { payment: { id: 'p-2' } } }, policy)).not.toBe(
      dedupKeyOf(paid, policy),
    );
  });

  it('throws MissingKeyField for an empty domain field or a missing key field, never guesses', () => {
    for (const field of ['subjectKind', 'subjectId', 'type', 'source'] as const) {
      const error = thrown(() => dedupKeyOf(fact({ [field]: '' }), policy));
      expect(error).toBeInstanceOf(MissingKeyField);
      expect(error).toMatchObject({ field, message: `key field "${field}" is missing` });
    }
    const unpaid = fact({ type: 'PaymentReceived', data: { payment: {} } });
    expect(thrown(() => dedupKeyOf(unpaid, policy))).toMatchObject({
      name: 'MissingKeyField',
      field: 'payment.id',
    });
  });
});

describe('the sliding window', () => {
  it('is inclusive at its edge and symmetric', () => {
    expect(withinWindow(T0, T0 + 1000, 1000)).toBe(true);
    expect(withinWindow(T0 + 1000, T0, 1000)).toBe(true);
    expect(withinWindow(T0, T0 + 1001, 1000)).toBe(false);
    expect(withinWindow(T0 + 1001, T0, 1000)).toBe(false);
  });

  it('matches two facts 1 s apart across a minute boundary', () => {
    const first = { occurredAt: T0, id: 'first' }; // 09:59:59.500
    expect(nearestInWindow([first], T0 + 1000, 1000)).toBe(first); // 10:00:00.500
    expect(nearestInWindow([first], T0 + 1001, 1000)).toBeUndefined();
  });

  it('picks the nearest entry in the window, the earlier on a tie', () => {
    const far = { occurredAt: T0 - 3000, id: 'far' };
    const before = { occurredAt: T0 - 1000, id: 'before' };
    const after = { occurredAt: T0 + 1000, id: 'after' };
    const out = { occurredAt: T0 + 5001, id: 'out' };
    expect(nearestInWindow([far, after, before, out], T0, 5000)).toBe(before);
    expect(nearestInWindow([after, before], T0, 5000)).toBe(before);
    expect(nearestInWindow([far, after], T0 + 500, 5000)).toBe(after);
    expect(nearestInWindow([out], T0, 5000)).toBeUndefined();
    expect(nearestInWindow([{ occurredAt: T0 + 5000, id: 'edge' }], T0, 5000)).toEqual({
      occurredAt: T0 + 5000,
      id: 'edge',
    });
    expect(nearestInWindow([], T0, 5000)).toBeUndefined();
  });
});

describe('seenUntil', () => {
  it('keeps a key until its window has passed, plus the late-arrival time', () => {
    expect(seenUntil(policy, T0, T0 + 200)).toBe(T0 + 5000 + 60_000);
  });

  it('counts from receipt when the fact arrives after its window', () => {
    expect(seenUntil(policy, T0, T0 + 10_000)).toBe(T0 + 10_000 + 60_000);
    expect(seenUntil({ ...policy, lateArrivalMs: 0 }, T0, T0 + 5000)).toBe(T0 + 5000);
  });
});

describe('source priority', () => {
  it('replaces on a higher priority, drops on an equal or lower one', () => {
    expect(resolveDuplicate(10, 30)).toBe('Replace');
    expect(resolveDuplicate(30, 10)).toBe('Drop');
    expect(resolveDuplicate(10, 10)).toBe('Drop');
    expect(resolveDuplicate(-5, 0)).toBe('Replace');
  });

  it('reads explicit priorities and refuses unknown sources, also inherited names', () => {
    expect(priorityOf(policy, 'provider')).toBe(30);
    expect(priorityOf(policy, 'client')).toBe(5);
    expect(priorityOf({ ...policy, sourcePriorities: { zero: 0 } }, 'zero')).toBe(0);
    for (const source of ['mail', 'constructor', 'toString', '__proto__']) {
      const error = thrown(() => priorityOf(policy, source));
      expect(error).toBeInstanceOf(UnknownSource);
      expect(error).toMatchObject({
        code: 'UnknownSource',
        source,
        message: `source "${source}" has no priority in the dedup policy`,
      });
    }
  });
});

describe('seenEntryFor', () => {
  it('describes a newly accepted fact', () => {
    expect(
      seenEntryFor(fact({ source: 'provider' }), 'f-1', policy, T0 + 200, T0 + 30_200),
    ).toEqual({
      key: '8221bdd4e51d74453b8849a43a80d22722b3aee0b37503f5c9032a110a4dd094',
      factId: 'f-1',
      occurredAt: T0,
      source: 'provider',
      priority: 30,
      revision: 1,
      expiresAt: T0 + 65_000,
      pendingUntil: T0 + 30_200,
      previous: null,
    });
  });

  it('throws UnknownSource for a source without a priority', () => {
    expect(() => seenEntryFor(fact({ source: 'mail' }), 'f-1', policy, T0, null)).toThrow(
      UnknownSource,
    );
  });
});

describe('factLimitChecks', () => {
  it('scopes the fact type limits to its subject and counts at receipt', () => {
    // occurredAt is 2026-11-30 in Berlin, receivedAt already 2026-12-01 (00:30 local).
    const late = fact({
      occurredAt: Date.UTC(2026, 10, 30, 22),
      receivedAt: Date.UTC(2026, 10, 30, 23, 30),
    });
    expect(factLimitChecks(late, policy)).toEqual([
      { kind: 'sliding', key: '["order","o-1","OrderPaid"]|60000ms', max: 2, windowMs: 60_000 },
      {
        kind: 'bucket',
        key: '["order","o-1","OrderPaid"]|Europe/Berlin|2026-12-01',
        max: 3,
        expiresAt: Date.UTC(2026, 11, 1, 23),
      },
    ]);
  });

  it('gives no checks to a fact type without limits', () => {
    expect(factLimitChecks(fact({ type: 'ShipmentScanned' }), policy)).toEqual([]);
    expect(factLimitChecks(fact({ type: 'Unlisted' }), policy)).toEqual([]);
  });
});

describe('dedupPolicyProblems', () => {
  it('finds none in a good policy', () => {
    expect(dedupPolicyProblems(policy)).toEqual([]);
  });

  it('lists every problem of a bad policy', () => {
    const bad = {
      windowMs: 0,
      lateArrivalMs: -1,
      sourcePriorities: { a: 1.5, b: NaN, c: 3 },
      factTypes: {
        T: {
          keyFields: ['ok', ''],
          limits: [
            { kind: 'sliding', max: 0, windowMs: 0 },
            { kind: 'calendarDay', max: 1, timeZone: 'Bad/Zone' },
            { kind: 'weekly', max: 1 } as unknown as FrequencyLimit,
          ],
        },
        U: { keyFields: 'payment.id' as unknown as string[] },
      },
    } satisfies DedupPolicy;
    expect(dedupPolicyProblems(bad)).toEqual([
      'windowMs must be an integer >= 1',
      'lateArrivalMs must be an integer >= 0',
      'sourcePriorities.a must be an integer',
      'sourcePriorities.b must be an integer',
      'factTypes.T.keyFields must be a list of field paths',
      'factTypes.T.limits[0].max must be an integer >= 1',
      'factTypes.T.limits[0].windowMs must be an integer >= 1',
      'factTypes.T.limits[1].timeZone "Bad/Zone" is not a known IANA time zone',
      'factTypes.T.limits[2].kind must be "sliding" or "calendarDay"',
      'factTypes.U.keyFields must be a list of field paths',
    ]);
  });

  it('wants at least one source', () => {
    expect(dedupPolicyProblems({ windowMs: 1, lateArrivalMs: 0, sourcePriorities: {} })).toEqual([
      'sourcePriorities must name at least one source',
    ]);
  });
});
