import type { ExpectedVersion } from '@tidemark/domain';

/**
 * EventStoreDB's numbers for the expected-version keywords, as its servers put them in the
 * `expected-version` trailer (the clients parse it with BigInt).
 */
const EXPECTED_ANY = -2n;
const EXPECTED_NO_STREAM = -1n;
const EXPECTED_STREAM_EXISTS = -4n;

/** A Tidemark version (1 = first event) as an EventStoreDB revision (0 = first event). */
export function revisionOf(version: number): bigint {
  return BigInt(version) - 1n;
}

/** An expected version as the number EventStoreDB writes in its `expected-version` trailer. */
export function expectedRevisionNumber(expected: ExpectedVersion): bigint {
  switch (expected) {
    case 'any':
      return EXPECTED_ANY;
    case 'no_stream':
      return EXPECTED_NO_STREAM;
    case 'stream_exists':
      return EXPECTED_STREAM_EXISTS;
    default:
      return revisionOf(expected);
  }
}

/** What each form of an expected version becomes (a protobuf oneof has a setter per form). */
export interface ExpectedForms<T> {
  any(): T;
  noStream(): T;
  streamExists(): T;
  /** An exact revision, as the decimal string the generated classes take. */
  revision(revision: string): T;
}

/** Picks the form of `expected`: version 0 is `no_stream`, as EventStoreDB has no revision −1. */
export function onExpected<T>(expected: ExpectedVersion, forms: ExpectedForms<T>): T {
  if (expected === 'any') return forms.any();
  if (expected === 'no_stream' || expected === 0) return forms.noStream();
  if (expected === 'stream_exists') return forms.streamExists();
  return forms.revision(revisionOf(expected).toString());
}
