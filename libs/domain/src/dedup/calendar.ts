// Calendar days in a time zone, from Intl's time zone data: no clock is read.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface LocalTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

function localTime(at: number, timeZone: string): LocalTime {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/** The zone's offset from UTC at instant `at`, in ms (whole seconds). */
function offsetAt(at: number, timeZone: string): number {
  const t = localTime(at, timeZone);
  const asUtc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  return asUtc - (at - (((at % 1000) + 1000) % 1000));
}

/** The calendar day (`YYYY-MM-DD`) that instant `at` (Unix ms) falls on in `timeZone`. */
export function calendarDay(at: number, timeZone: string): string {
  const t = localTime(at, timeZone);
  return `${String(t.year).padStart(4, '0')}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;
}

/** The first instant (Unix ms) of the calendar day after the one `at` falls on in `timeZone`. */
export function startOfNextDay(at: number, timeZone: string): number {
  const t = localTime(at, timeZone);
  const midnight = Date.UTC(t.year, t.month - 1, t.day + 1);
  // Local midnight falls at `midnight - offset` for the offset then in force; the offsets a
  // day either side cover a DST change near it. Where midnight comes twice, the day starts at
  // the first; where a change skips it, at the change (midnight by the earlier offset).
  const before = midnight - offsetAt(midnight - 86_400_000, timeZone);
  const after = midnight - offsetAt(midnight + 86_400_000, timeZone);
  const real = [before, after].filter((c) => offsetAt(c, timeZone) === midnight - c);
  return real.length > 0 ? Math.min(...real) : before;
}
