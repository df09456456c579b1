/**
 * What the writer believes about the stream before its append:
 * - `'any'`: no check;
 * - `'no_stream'` (≡ 0): the stream has no events;
 * - `'stream_exists'`: the stream has at least one event;
 * - an integer n ≥ 0: the stream's version is exactly n.
 */
export type ExpectedVersion = 'any' | 'no_stream' | 'stream_exists' | number;

export const EXPECTED_VERSION_KEYWORDS = ['any', 'no_stream', 'stream_exists'] as const;

export function isExpectedVersion(value: unknown): value is ExpectedVersion {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0;
  return (
    typeof value === 'string' && (EXPECTED_VERSION_KEYWORDS as readonly string[]).includes(value)
  );
}

/** True when a stream whose version is `actualVersion` satisfies `expected`. */
export function matchesExpectedVersion(expected: ExpectedVersion, actualVersion: number): boolean {
  switch (expected) {
    case 'any':
      return true;
    case 'no_stream':
      return actualVersion === 0;
    case 'stream_exists':
      return actualVersion > 0;
    default:
      return actualVersion === expected;
  }
}
