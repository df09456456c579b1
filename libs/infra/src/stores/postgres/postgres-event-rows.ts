import { type CustomTypesConfig, types as pgTypes } from 'pg';
import type { RecordedEvent } from '../../event-store/event-store.port';

/**
 * An event as a read receives it, in the order of {@link eventColumns}: rows come as arrays
 * (`rowMode: 'array'`), so the driver builds no keyed object that would be copied once more.
 */
export type EventTuple = [
  position: string,
  eventId: string,
  streamId: string,
  version: string,
  type: string,
  data: RecordedEvent['data'],
  metadata: RecordedEvent['metadata'],
  /** ISO-8601 in UTC, formatted by the query. */
  recordedAt: string,
  /** NULL when the event has none. */
  tags: string[] | null,
];

export type StreamEventRow = [...EventTuple, streamVersion: string, streamState: string];

/**
 * A stream read's row: its event (all nulls when the slice is empty), then the stream's version
 * and state.
 */
export type StreamSliceRow =
  | StreamEventRow
  | [
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      streamVersion: string,
      streamState: string,
    ];

/**
 * The columns a read decodes ({@link EventTuple}), `recorded_at` formatted by the database as
 * `toISOString` would: parsing a timestamptz into a Date and formatting it again costs a reader
 * more than the rest of the row. Exact, since appends store the clock's milliseconds.
 */
export function eventColumns(e: string): string {
  return `${e}.position, ${e}.event_id, ${e}.stream_id, ${e}.version, ${e}.type, ${e}.data,
          ${e}.metadata,
          to_char(${e}.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS recorded_at,
          ${e}.tags`;
}

/** Where a stream read's row has the stream's version and state: after the event's columns. */
export const STREAM_VERSION = 9;
export const STREAM_STATE = 10;
const INT8 = 20;
const digits = (text: string): string => text;

/**
 * How every read of events is sent: rows as arrays, int8 (positions, versions) kept as the
 * server's digits, which pg's default parser would first check with a regular expression.
 */
export const EVENT_READ = {
  rowMode: 'array',
  types: {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === INT8 ? digits : pgTypes.getTypeParser(oid, format),
  } as CustomTypesConfig,
} as const;

/** One place decodes events: a row may carry more columns after the event's. */
export function toRecordedEvent(row: readonly [...EventTuple, ...unknown[]]): RecordedEvent {
  return {
    id: row[1],
    type: row[4],
    data: row[5],
    metadata: row[6],
    streamId: row[2],
    version: Number(row[3]),
    position: BigInt(row[0]),
    recordedAt: row[7],
    ...(row[8] !== null ? { tags: row[8] } : {}),
  };
}
