import { status } from '@grpc/grpc-js';
import { ReadReq } from './protocol/streams';
import type { RecordedEvent } from '../event-store/event-store.port';
import { statusError } from './grpc-errors';
import { linearRegExp } from '../support/linear-regex';

/**
 * EventStoreDB's page size, which is also its default search window: with the client's
 * checkpoint interval multiplier m, a filtered subscription gets a checkpoint every 32 × m
 * scanned events.
 */
export const DEFAULT_SEARCH_WINDOW = 32;

/** Longest regex the server compiles: JavaScript has no regex timeout, so keep them small. */
const MAX_REGEX_LENGTH = 1000;

/** A `$all` filter as the client sent it: on stream names or event types, by prefixes or a regex. */
export interface ReadFilter {
  readonly on: 'stream' | 'type';
  /** Set when the client sent a regex (it then wins over prefixes, as in EventStoreDB). */
  readonly regex: RegExp | undefined;
  readonly prefixes: readonly string[];
  /** Events scanned per page (`max`), EventStoreDB's max search window. */
  readonly searchWindow: number;
  /** A subscription's checkpoint comes after this many scanned events (window × multiplier). */
  readonly checkpointEvery: number;
}

function invalid(message: string): never {
  throw statusError(status.INVALID_ARGUMENT, message);
}

function compile(source: string): RegExp {
  if (source.length > MAX_REGEX_LENGTH) {
    invalid(`filter regex is longer than ${MAX_REGEX_LENGTH} characters`);
  }
  try {
    // .NET (EventStoreDB) and JavaScript agree on the common syntax; no `u` flag, whose
    // strict escapes would refuse .NET habits such as `\-`. Linear time: see linearRegExp.
    return linearRegExp(source);
  } catch (error) {
    return invalid(`filter regex is invalid: ${(error as Error).message}`);
  }
}

export function readFilterOf(options: ReadReq.Options.FilterOptions): ReadFilter {
  const Case = ReadReq.Options.FilterOptions.FilterCase;
  const filterCase = options.getFilterCase();
  if (filterCase !== Case.STREAM_IDENTIFIER && filterCase !== Case.EVENT_TYPE) {
    invalid('a filter needs stream_identifier or event_type');
  }
  const expression =
    filterCase === Case.STREAM_IDENTIFIER ? options.getStreamIdentifier() : options.getEventType();
  const source = expression?.getRegex() ?? '';
  const prefixes = expression?.getPrefixList() ?? [];
  if (source === '' && prefixes.length === 0) invalid('a filter needs a regex or prefixes');
  const window = options.getWindowCase() === ReadReq.Options.FilterOptions.WindowCase.MAX;
  const searchWindow = window ? options.getMax() : DEFAULT_SEARCH_WINDOW;
  if (!(searchWindow >= 1)) invalid('filter max (the search window) must be at least 1');
  const multiplier = options.getCheckpointintervalmultiplier();
  return {
    on: filterCase === Case.STREAM_IDENTIFIER ? 'stream' : 'type',
    regex: source === '' ? undefined : compile(source),
    prefixes,
    searchWindow,
    // A multiplier of 0 (unset) still checkpoints, at every window, rather than never.
    checkpointEvery: searchWindow * Math.max(multiplier, 1),
  };
}

/** Whether `event` passes `filter` (as EventStoreDB: the regex searches, prefixes start). */
export function passes(
  filter: ReadFilter,
  event: Pick<RecordedEvent, 'streamId' | 'type'>,
): boolean {
  const subject = filter.on === 'stream' ? event.streamId : event.type;
  if (filter.regex) return filter.regex.test(subject);
  return filter.prefixes.some((prefix) => subject.startsWith(prefix));
}
