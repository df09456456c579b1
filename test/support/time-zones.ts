const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A fixed-offset IANA zone (no DST) and its offset from UTC in whole hours. */
export interface FixedZone {
  readonly timeZone: string;
  readonly offsetHours: number;
}

/**
 * A fixed-offset zone where it is about noon at `now`, so that no local midnight falls within
 * a test that counts per calendar day, whenever it runs. (`Etc/GMT-N` is UTC+N: POSIX signs.)
 */
export function zoneNearNoon(now: number = Date.now()): FixedZone {
  const offsetHours = 12 - new Date(now).getUTCHours();
  const timeZone =
    offsetHours === 0
      ? 'Etc/GMT'
      : offsetHours > 0
        ? `Etc/GMT-${offsetHours}`
        : `Etc/GMT+${-offsetHours}`;
  return { timeZone, offsetHours };
}

/** The first instant (Unix ms) of the local day after the one `at` falls on in `zone`. */
export function nextLocalMidnight(zone: FixedZone, at: number): number {
  const offsetMs = zone.offsetHours * HOUR_MS;
  return Math.floor((at + offsetMs) / DAY_MS) * DAY_MS + DAY_MS - offsetMs;
}
