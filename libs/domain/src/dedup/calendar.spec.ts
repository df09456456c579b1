import { calendarDay, isTimeZone, startOfNextDay } from './calendar';
import { frequencyLimitProblems, limitChecks, retryAfterMs, type LimitCheck } from './limits';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

/** The length of the local day that `noon` (an instant inside it) falls on. */
function dayLength(noon: string, timeZone: string): number {
  const start = startOfNextDay(at(noon) - 24 * HOUR, timeZone);
  return startOfNextDay(at(noon), timeZone) - start;
}

describe('calendarDay and startOfNextDay', () => {
  it('UTC: days change at 00:00Z', () => {
    expect(calendarDay(at('2026-01-14T23:59:59.999Z'), 'UTC')).toBe('2026-01-14');
    expect(calendarDay(at('2026-01-15T00:00:00.000Z'), 'UTC')).toBe('2026-01-15');
    expect(startOfNextDay(at('2026-01-14T00:00:00.000Z'), 'UTC')).toBe(at('2026-01-15T00:00Z'));
    expect(startOfNextDay(at('2026-01-14T23:59:59.999Z'), 'UTC')).toBe(at('2026-01-15T00:00Z'));
    expect(startOfNextDay(at('2026-12-31T12:00:00.000Z'), 'UTC')).toBe(at('2027-01-01T00:00Z'));
    expect(startOfNextDay(at('2028-02-28T12:00:00.000Z'), 'UTC')).toBe(at('2028-02-29T00:00Z'));
  });

  it('Europe/Berlin: local midnight is 23:00Z in winter and 22:00Z in summer', () => {
    expect(calendarDay(at('2026-01-14T22:59:59.999Z'), 'Europe/Berlin')).toBe('2026-01-14');
    expect(calendarDay(at('2026-01-14T23:00:00.000Z'), 'Europe/Berlin')).toBe('2026-01-15');
    expect(calendarDay(at('2026-01-14T23:30:00.000Z'), 'Europe/Berlin')).toBe('2026-01-15');
    expect(startOfNextDay(at('2026-01-14T12:00Z'), 'Europe/Berlin')).toBe(at('2026-01-14T23:00Z'));
    expect(startOfNextDay(at('2026-01-14T23:00Z'), 'Europe/Berlin')).toBe(at('2026-01-15T23:00Z'));
    expect(calendarDay(at('2026-07-01T21:59:59.999Z'), 'Europe/Berlin')).toBe('2026-07-01');
    expect(calendarDay(at('2026-07-01T22:00:00.000Z'), 'Europe/Berlin')).toBe('2026-07-02');
    expect(startOfNextDay(at('2026-07-01T05:00Z'), 'Europe/Berlin')).toBe(at('2026-07-01T22:00Z'));
  });

  it('Europe/Berlin: the spring-forward day has 23 h, the fall-back day 25 h', () => {
    expect(startOfNextDay(at('2026-03-28T23:00Z'), 'Europe/Berlin')).toBe(at('2026-03-29T22:00Z'));
    expect(startOfNextDay(at('2026-03-29T21:59:59.999Z'), 'Europe/Berlin')).toBe(
      at('2026-03-29T22:00Z'),
    );
    expect(calendarDay(at('2026-03-29T01:00Z'), 'Europe/Berlin')).toBe('2026-03-29');
    expect(dayLength('2026-03-29T10:00Z', 'Europe/Berlin')).toBe(23 * HOUR);
    expect(startOfNextDay(at('2026-10-24T22:00Z'), 'Europe/Berlin')).toBe(at('2026-10-25T23:00Z'));
    expect(calendarDay(at('2026-10-25T22:59:59.999Z'), 'Europe/Berlin')).toBe('2026-10-25');
    expect(dayLength('2026-10-25T10:00Z', 'Europe/Berlin')).toBe(25 * HOUR);
    expect(dayLength('2026-10-26T10:00Z', 'Europe/Berlin')).toBe(24 * HOUR);
  });

  it('America/New_York: 23 h on 2026-03-08, 25 h on 2026-11-01', () => {
    expect(calendarDay(at('2026-03-08T04:59:59.999Z'), 'America/New_York')).toBe('2026-03-07');
    expect(calendarDay(at('2026-03-08T05:00:00.000Z'), 'America/New_York')).toBe('2026-03-08');
    expect(startOfNextDay(at('2026-03-08T05:00Z'), 'America/New_York')).toBe(
      at('2026-03-09T04:00Z'),
    );
    expect(dayLength('2026-03-08T17:00Z', 'America/New_York')).toBe(23 * HOUR);
    expect(startOfNextDay(at('2026-11-01T04:00Z'), 'America/New_York')).toBe(
      at('2026-11-02T05:00Z'),
    );
    expect(dayLength('2026-11-01T17:00Z', 'America/New_York')).toBe(25 * HOUR);
    // 01:30 local comes twice on 2026-11-01: both are that day.
    expect(calendarDay(at('2026-11-01T05:30Z'), 'America/New_York')).toBe('2026-11-01');
    expect(calendarDay(at('2026-11-01T06:30Z'), 'America/New_York')).toBe('2026-11-01');
  });

  it('Asia/Kolkata (+05:30): days change at 18:30Z', () => {
    expect(calendarDay(at('2026-01-14T18:29:59.999Z'), 'Asia/Kolkata')).toBe('2026-01-14');
    expect(calendarDay(at('2026-01-14T18:30:00.000Z'), 'Asia/Kolkata')).toBe('2026-01-15');
    expect(startOfNextDay(at('2026-01-14T00:00Z'), 'Asia/Kolkata')).toBe(at('2026-01-14T18:30Z'));
    expect(startOfNextDay(at('2026-01-14T18:30Z'), 'Asia/Kolkata')).toBe(at('2026-01-15T18:30Z'));
  });

  it('Pacific/Auckland: 25 h on 2026-04-05, 23 h on 2026-09-27', () => {
    expect(calendarDay(at('2026-04-04T10:59:59.999Z'), 'Pacific/Auckland')).toBe('2026-04-04');
    expect(calendarDay(at('2026-04-04T11:00:00.000Z'), 'Pacific/Auckland')).toBe('2026-04-05');
    expect(startOfNextDay(at('2026-04-04T11:00Z'), 'Pacific/Auckland')).toBe(
      at('2026-04-05T12:00Z'),
    );
    expect(dayLength('2026-04-05T00:00Z', 'Pacific/Auckland')).toBe(25 * HOUR);
    expect(startOfNextDay(at('2026-09-26T12:00Z'), 'Pacific/Auckland')).toBe(
      at('2026-09-27T11:00Z'),
    );
    expect(calendarDay(at('2026-09-27T10:59:59.999Z'), 'Pacific/Auckland')).toBe('2026-09-27');
    expect(dayLength('2026-09-27T00:00Z', 'Pacific/Auckland')).toBe(23 * HOUR);
  });

  it('starts the day at the first midnight where midnight comes twice (Asia/Gaza, 2021-10-29)', () => {
    // Clocks went back from 01:00 (+03) to 00:00 (+02): local midnight was 21:00Z and 22:00Z.
    expect(calendarDay(at('2021-10-28T20:59:59.999Z'), 'Asia/Gaza')).toBe('2021-10-28');
    expect(calendarDay(at('2021-10-28T21:00:00.000Z'), 'Asia/Gaza')).toBe('2021-10-29');
    expect(startOfNextDay(at('2021-10-28T12:00Z'), 'Asia/Gaza')).toBe(at('2021-10-28T21:00Z'));
    expect(startOfNextDay(at('2021-10-28T21:00Z'), 'Asia/Gaza')).toBe(at('2021-10-29T22:00Z'));
  });

  it('starts the day at the DST change where it skips midnight (São Paulo, Santiago, Apia)', () => {
    expect(startOfNextDay(at('2018-11-03T12:00Z'), 'America/Sao_Paulo')).toBe(
      at('2018-11-04T03:00Z'),
    );
    expect(dayLength('2018-11-04T15:00Z', 'America/Sao_Paulo')).toBe(23 * HOUR);
    expect(startOfNextDay(at('2019-09-07T12:00Z'), 'America/Santiago')).toBe(
      at('2019-09-08T04:00Z'),
    );
    // Samoa skipped 2011-12-30 altogether: the day after the 29th is the 31st.
    expect(startOfNextDay(at('2011-12-29T12:00Z'), 'Pacific/Apia')).toBe(at('2011-12-30T10:00Z'));
    expect(calendarDay(at('2011-12-30T10:00Z'), 'Pacific/Apia')).toBe('2011-12-31');
  });

  it('knows IANA time zones', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('limitChecks', () => {
  const berlin = { kind: 'calendarDay', max: 3, timeZone: 'Europe/Berlin' } as const;

  it('gives a sliding check the same key at any time', () => {
    const limit = { kind: 'sliding', max: 5, windowMs: 60_000 } as const;
    const expected: LimitCheck[] = [
      { kind: 'sliding', key: 'scope|60000ms', max: 5, windowMs: 60_000 },
    ];
    expect(limitChecks([limit], 'scope', at('2026-01-14T22:59:59.999Z'))).toEqual(expected);
    expect(limitChecks([limit], 'scope', at('2026-01-14T23:00:00.000Z'))).toEqual(expected);
  });

  it('buckets a calendar day in the zone: local 23:59:59.999 and 00:00 are different days', () => {
    expect(limitChecks([berlin], 'scope', at('2026-01-14T22:59:59.999Z'))).toEqual([
      {
        kind: 'bucket',
        key: 'scope|Europe/Berlin|2026-01-14',
        max: 3,
        expiresAt: at('2026-01-14T23:00Z'),
      },
    ]);
    expect(limitChecks([berlin], 'scope', at('2026-01-14T23:00:00.000Z'))).toEqual([
      {
        kind: 'bucket',
        key: 'scope|Europe/Berlin|2026-01-15',
        max: 3,
        expiresAt: at('2026-01-15T23:00Z'),
      },
    ]);
  });

  it('counts 23:30 UTC as the next day in Berlin, and expires at the next local midnight', () => {
    const [check] = limitChecks([berlin], 'scope', at('2026-01-14T23:30Z'));
    expect(check).toEqual({
      kind: 'bucket',
      key: 'scope|Europe/Berlin|2026-01-15',
      max: 3,
      expiresAt: at('2026-01-15T23:00Z'),
    });
    const [utc] = limitChecks([{ ...berlin, timeZone: 'UTC' }], 'scope', at('2026-01-14T23:30Z'));
    expect(utc).toMatchObject({ key: 'scope|UTC|2026-01-14', expiresAt: at('2026-01-15T00:00Z') });
  });

  it('expires the bucket of a DST day at its real end (23 h day)', () => {
    const [check] = limitChecks([berlin], 'scope', at('2026-03-29T12:00Z'));
    expect(check).toMatchObject({
      key: 'scope|Europe/Berlin|2026-03-29',
      expiresAt: at('2026-03-29T22:00Z'),
    });
  });

  it('gives one check per limit, in order', () => {
    const checks = limitChecks(
      [berlin, { kind: 'sliding', max: 1, windowMs: 1000 }],
      's',
      at('2026-01-14T12:00Z'),
    );
    expect(checks.map((c) => c.key)).toEqual(['s|Europe/Berlin|2026-01-14', 's|1000ms']);
  });

  it('keeps one check, the strictest, of limits counting the same hits under one key', () => {
    const checks = limitChecks(
      [
        { kind: 'sliding', max: 5, windowMs: 60_000 },
        { kind: 'calendarDay', max: 4, timeZone: 'Europe/Berlin' },
        { kind: 'sliding', max: 3, windowMs: 60_000 },
        { kind: 'sliding', max: 2, windowMs: 1000 },
        { kind: 'calendarDay', max: 2, timeZone: 'Europe/Berlin' },
        { kind: 'sliding', max: 3, windowMs: 60_000 },
        { kind: 'calendarDay', max: 2, timeZone: 'UTC' },
      ],
      's',
      at('2026-01-14T12:00Z'),
    );
    expect(checks.map((c) => [c.key, c.max])).toEqual([
      ['s|60000ms', 3],
      ['s|1000ms', 2],
      ['s|Europe/Berlin|2026-01-14', 2],
      ['s|UTC|2026-01-14', 2],
    ]);
  });

  it('says when a refused hit fits again', () => {
    const bucket: LimitCheck = { kind: 'bucket', key: 'k', max: 1, expiresAt: 10_000 };
    const sliding: LimitCheck = { kind: 'sliding', key: 'k', max: 1, windowMs: 5000 };
    expect(retryAfterMs(bucket, 7500)).toBe(2500);
    expect(retryAfterMs(bucket, 12_000)).toBe(0);
    expect(retryAfterMs(sliding, 7500, 4000)).toBe(1500);
    expect(retryAfterMs(sliding, 7500, 1000)).toBe(0);
    expect(retryAfterMs(sliding, 7500)).toBe(0);
  });

  it('lists the problems of a bad limit', () => {
    expect(frequencyLimitProblems({ kind: 'sliding', max: 0, windowMs: 0.5 }, 'l')).toEqual([
      'l.max must be an integer >= 1',
      'l.windowMs must be an integer >= 1',
    ]);
    expect(
      frequencyLimitProblems({ kind: 'calendarDay', max: 2, timeZone: 'Nowhere/City' }, 'l'),
    ).toEqual(['l.timeZone "Nowhere/City" is not a known IANA time zone']);
    expect(frequencyLimitProblems({ kind: 'calendarDay', max: 2, timeZone: 'UTC' }, 'l')).toEqual(
      [],
    );
  });
});
