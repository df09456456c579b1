import {
  ANY,
  DeadlineExceededError,
  UnavailableError,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import { StoreUnavailable, WrongExpectedVersion } from '../../errors';
import { matchesLogFilter } from '../../event-store/read-options';
import {
  EsdbNames,
  escapeRegex,
  expectedMetastreamRevisionOf,
  expectedRevisionOf,
  knownPosition,
  outageOf,
  positionOf,
  readPositionAfter,
  recordedEventOf,
  revisionOfVersion,
  versionOfRevision,
  wrongExpectedVersionOf,
  type EsdbRecordedEvent,
} from './esdb-mapping';

const recorded = (overrides: Partial<EsdbRecordedEvent> = {}): EsdbRecordedEvent => ({
  streamId: 'order-7',
  id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  isJson: true,
  revision: 2n,
  type: 'OrderPlaced',
  created: new Date('2026-11-30T08:00:00.000Z'),
  data: { total: 12 },
  metadata: { correlationId: 'c-1' },
  position: { commit: 4096n, prepare: 4096n },
  ...overrides,
});

describe('EventStoreDB mapping', () => {
  describe('outages', () => {
    it('maps an unreachable server to StoreUnavailable, an append’s outcome unknown', () => {
      const down = new UnavailableError(undefined, 'No connection established');
      expect(outageOf(down, false)).toEqual(expect.any(StoreUnavailable));
      expect(outageOf(down, false)).toMatchObject({
        store: 'eventstoredb',
        writeOutcome: undefined,
      });
      expect(outageOf(new DeadlineExceededError(), true)).toMatchObject({
        code: 'StoreUnavailable',
        writeOutcome: 'unknown',
      });
      const other = new Error('boom');
      expect(outageOf(other, true)).toBe(other);
    });
  });

  describe('versions and revisions', () => {
    it('maps each expected-version form onto an expected revision (versions start at 1, revisions at 0)', () => {
      expect(expectedRevisionOf('any')).toBe(ANY);
      expect(expectedRevisionOf('no_stream')).toBe(NO_STREAM);
      expect(expectedRevisionOf(0)).toBe(NO_STREAM);
      expect(expectedRevisionOf('stream_exists')).toBe(STREAM_EXISTS);
      expect(expectedRevisionOf(1)).toBe(0n);
      expect(expectedRevisionOf(42)).toBe(41n);
    });

    it("gives a stream's version from its current revision, and the revision of a version", () => {
      expect(versionOfRevision(NO_STREAM)).toBe(0);
      expect(versionOfRevision(0n)).toBe(1);
      expect(versionOfRevision(9n)).toBe(10);
      expect(revisionOfVersion(1)).toBe(0n);
      expect(revisionOfVersion(10)).toBe(9n);
      expect(revisionOfVersion(0)).toBe(0n);
    });
  });

  describe('errors', () => {
    it("translates the client's WrongExpectedVersionError into ours, in versions", () => {
      const theirs = new WrongExpectedVersionError(undefined, {
        streamName: 'order-7',
        expected: 3n,
        current: 5n,
      });
      const ours = wrongExpectedVersionOf(theirs, 'order-7', 4);
      expect(ours).toBeInstanceOf(WrongExpectedVersion);
      expect(ours.toJSON()).toEqual({
        error: 'WrongExpectedVersion',
        streamId: 'order-7',
        expectedVersion: 4,
        actualVersion: 6,
      });
    });

    it('reports a stream with no events as version 0', () => {
      const theirs = new WrongExpectedVersionError(undefined, {
        streamName: 'order-7',
        expected: STREAM_EXISTS,
        current: NO_STREAM,
      });
      expect(wrongExpectedVersionOf(theirs, 'order-7', 'stream_exists')).toMatchObject({
        expectedVersion: 'stream_exists',
        actualVersion: 0,
      });
      // The client's other errors are not conflicts: they pass through as they are.
      expect(new StreamNotFoundError(undefined, 'order-7')).not.toBeInstanceOf(
        WrongExpectedVersionError,
      );
    });
  });

  describe('positions', () => {
    it("is the event's commit position, and reading resumes from it (0: from the start)", () => {
      expect(positionOf({ commit: 4096n, prepare: 4096n })).toBe(4096n);
      expect(readPositionAfter(0n)).toBe(START);
      expect(readPositionAfter(4096n)).toEqual({ commit: 4096n, prepare: 4096n });
    });

    it('refuses an event without a position (servers before 22.10), also sent as -1', () => {
      expect(() => positionOf(undefined)).toThrow(/22\.10 or later/);
      const none = 2n ** 64n - 1n;
      expect(knownPosition({ commit: none, prepare: none })).toBeUndefined();
      expect(() => positionOf({ commit: none, prepare: none })).toThrow(/22\.10 or later/);
      expect(knownPosition({ commit: 7n, prepare: 7n })).toBe(7n);
    });
  });

  describe('names', () => {
    it('stores streams under the namespace and reads back only its own', () => {
      const names = new EsdbNames('shop');
      expect(names.streamName('order-7')).toBe('shop:order-7');
      expect(names.streamIdOf('shop:order-7')).toBe('order-7');
      expect(names.streamIdOf('other:order-7')).toBeUndefined();
      expect(names.streamIdOf('order-7')).toBeUndefined();
      const plain = new EsdbNames(undefined);
      expect(plain.streamName('order-7')).toBe('order-7');
      expect(plain.streamIdOf('order-7')).toBe('order-7');
      expect(plain.streamIdOf('$ce-order')).toBeUndefined();
      // One namespace must not read another's: no `:` in it.
      expect(() => new EsdbNames('shop:eu')).toThrow(/namespace must be/);
      expect(() => new EsdbNames('')).toThrow(/namespace must be/);
    });

    it('filters on the server by stream name (namespace, categories) or by event type', () => {
      const shop = new EsdbNames('shop.eu');
      expect(shop.serverFilter({ categories: ['order', 'cart'] })).toEqual({
        on: 'streamName',
        prefixes: ['shop.eu:order', 'shop.eu:cart'],
      });
      expect(shop.serverFilter({ types: ['OrderPlaced'] })).toEqual({
        on: 'streamName',
        prefixes: ['shop.eu:'],
      });
      const plain = new EsdbNames(undefined);
      expect(plain.serverFilter({ types: ['Order.Placed', 'Paid'] })).toEqual({
        on: 'eventType',
        regex: '^(Order\\.Placed$|Paid$)',
      });
      expect(plain.serverFilter({ types: ['Paid'], typePrefixes: ['Order.'] })).toEqual({
        on: 'eventType',
        regex: '^(Paid$|Order\\.)',
      });
      expect(shop.serverFilter({ categories: ['cart'], streamPrefixes: ['order-4'] })).toEqual({
        on: 'streamName',
        prefixes: ['shop.eu:cart', 'shop.eu:order-4'],
      });
      expect(plain.serverFilter({})).toEqual({ on: 'eventType', regex: '^[^$]' });
      expect(plain.serverFilter({ categories: ['order'] })).toEqual({
        on: 'streamName',
        prefixes: ['order'],
      });
      expect(escapeRegex('a+b(c)')).toBe('a\\+b\\(c\\)');
    });
  });

  describe('events', () => {
    it('maps a recorded event: version = revision + 1, position, recordedAt, our stream id', () => {
      expect(
        recordedEventOf({ event: recorded({ streamId: 'shop:order-7' }) }, new EsdbNames('shop')),
      ).toEqual({
        id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
        type: 'OrderPlaced',
        data: { total: 12 },
        metadata: { correlationId: 'c-1' },
        streamId: 'order-7',
        version: 3,
        position: 4096n,
        recordedAt: '2026-11-30T08:00:00.000Z',
      });
    });

    it('leaves out system events, other namespaces and link-less records; refuses non-JSON data', () => {
      const names = new EsdbNames(undefined);
      expect(recordedEventOf({ event: recorded({ type: '$metadata' }) }, names)).toBeUndefined();
      expect(recordedEventOf({ event: recorded({ streamId: '$stats-1' }) }, names)).toBeUndefined();
      expect(recordedEventOf({}, names)).toBeUndefined();
      expect(recordedEventOf({ event: recorded() }, new EsdbNames('shop'))).toBeUndefined();
      expect(
        recordedEventOf({ event: recorded({ metadata: undefined }) }, names)?.metadata,
      ).toEqual({});
      // Binary data: another application's, without a namespace; refused inside ours.
      const binary = recorded({ isJson: false, data: new Uint8Array([1]), streamId: 'shop:a-1' });
      expect(recordedEventOf({ event: binary }, names)).toBeUndefined();
      expect(() => recordedEventOf({ event: binary }, new EsdbNames('shop'))).toThrow(
        /not a JSON object/,
      );
    });

    it('checks filters exactly on this side', () => {
      const event = recordedEventOf({ event: recorded() }, new EsdbNames(undefined));
      if (!event) throw new Error('expected an event');
      expect(matchesLogFilter(event, {})).toBe(true);
      expect(matchesLogFilter(event, { categories: ['order'], types: ['OrderPlaced'] })).toBe(true);
      expect(matchesLogFilter(event, { categories: ['cart'] })).toBe(false);
      expect(matchesLogFilter(event, { types: ['OrderPaid'] })).toBe(false);
      expect(matchesLogFilter(event, { types: ['OrderPaid'], typePrefixes: ['Order'] })).toBe(true);
      expect(matchesLogFilter(event, { categories: ['cart'], streamPrefixes: ['order-'] })).toBe(
        true,
      );
      expect(matchesLogFilter(event, { typePrefixes: ['Order'], streamPrefixes: ['cart'] })).toBe(
        false,
      );
    });
  });

  describe('stream metadata', () => {
    it('maps the expected metadata version onto the metastream revision', () => {
      expect(expectedMetastreamRevisionOf('any')).toBe(ANY);
      expect(expectedMetastreamRevisionOf(0)).toBe(NO_STREAM);
      expect(expectedMetastreamRevisionOf(3)).toBe(2n);
    });
  });
});
