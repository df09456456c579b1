import { status } from '@grpc/grpc-js';
import {
  isJsonObject,
  streamIdProblems,
  type ExpectedVersion,
  type JsonObject,
} from '@tidemark/domain';
import { streamOfMetastream } from '../esdb-protocol/stream-metadata';
import type { StreamIdentifier, UUID } from './protocol/shared';
import { statusError, type EsdbStatus } from './grpc-errors';

/*
 * EventStoreDB's protocol in Tidemark's terms: revision = version − 1, a position's commit and
 * prepare are both Tidemark's global position, stream names are Tidemark stream ids.
 */

/** The expected-revision oneof of Append / BatchAppend / Delete / Tombstone options. */
export interface ExpectedRevisionOptions {
  hasNoStream(): boolean;
  hasAny(): boolean;
  hasStreamExists(): boolean;
}

/**
 * The expected version an options message asks for; `revision` is its revision field when set
 * (a decimal string: the generated classes keep 64-bit numbers as strings). Unset is refused,
 * as EventStoreDB refuses it: taking it for `any` would let a malformed Tombstone delete a
 * stream for good unchecked.
 */
export function expectedVersionOf(
  options: ExpectedRevisionOptions,
  revision: string | undefined,
): ExpectedVersion {
  if (revision !== undefined) {
    const parsed = BigInt(revision);
    if (parsed < 0n || parsed >= BigInt(Number.MAX_SAFE_INTEGER)) {
      throw invalidArgument(`expected revision ${revision} is out of range`);
    }
    return Number(parsed) + 1;
  }
  if (options.hasNoStream()) return 'no_stream';
  if (options.hasStreamExists()) return 'stream_exists';
  if (options.hasAny()) return 'any';
  throw invalidArgument(
    'the expected revision is missing (any, no_stream, stream_exists or a revision)',
  );
}

export function invalidArgument(message: string): EsdbStatus {
  return statusError(status.INVALID_ARGUMENT, message);
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** A stream identifier's name, as UTF-8 text (refused when it is not). */
export function streamNameOf(identifier: StreamIdentifier | undefined): string {
  if (identifier === undefined) throw invalidArgument('the stream identifier is missing');
  const raw = identifier.getStreamName_asU8();
  try {
    return UTF8.decode(raw);
  } catch {
    throw invalidArgument('the stream name is not UTF-8');
  }
}

/** What a name written to names: a Tidemark stream, or the metadata stream `$$<stream>` of one. */
export type WriteTarget =
  | { readonly kind: 'stream'; readonly streamId: string }
  | { readonly kind: 'metadata'; readonly streamId: string };

/**
 * Where a write to `name` goes. Tidemark stream ids are 1–200 of [A-Za-z0-9_.:@-], not starting
 * with `$`; `$$<stream id>` is that stream's metadata. Other `$` streams (system streams,
 * `$all`, projections' `$ce-…`) are not served.
 */
export function writeTargetOf(name: string): WriteTarget {
  const metadataOf = streamOfMetastream(name);
  if (metadataOf !== undefined) {
    if (isStreamId(metadataOf)) return { kind: 'metadata', streamId: metadataOf };
    throw invalidArgument(`${quoted(name)} names the metadata of an invalid stream id: ${RULE}`);
  }
  if (isStreamId(name)) return { kind: 'stream', streamId: name };
  if (name.startsWith('$')) {
    throw invalidArgument(`${quoted(name)} is a system stream: Tidemark serves only ${RULE}`);
  }
  throw invalidArgument(`${quoted(name)} is not a Tidemark stream id: ${RULE}`);
}

// Not the domain's type guard: it would narrow the name to `never` past the check.
function isStreamId(name: string): boolean {
  return streamIdProblems(name).length === 0;
}

const RULE = 'stream names of 1-200 characters of A-Z a-z 0-9 _ . : @ -, not starting with "$"';

function quoted(name: string): string {
  const shown = name.length > 80 ? `${name.slice(0, 80)}…` : name;
  return JSON.stringify(shown);
}

/** A UUID in either of the protocol's forms, as lower-case text. */
export function uuidText(uuid: UUID | undefined): string | undefined {
  if (uuid === undefined) return undefined;
  if (uuid.hasStructured()) {
    const structured = uuid.getStructured()!;
    const high = BigInt.asUintN(64, BigInt(structured.getMostSignificantBits()));
    const low = BigInt.asUintN(64, BigInt(structured.getLeastSignificantBits()));
    const hex = ((high << 64n) | low).toString(16).padStart(32, '0');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
  const text = uuid.getString();
  return text === '' ? undefined : text.toLowerCase();
}

/** The fields of Append's and BatchAppend's proposed messages. */
export interface ProposedMessageLike {
  getId(): UUID | undefined;
  getMetadataMap(): { get(key: string): string | undefined };
  getData_asU8(): Uint8Array;
  getCustomMetadata_asU8(): Uint8Array;
}

export interface ProposedEvent {
  readonly id: string;
  readonly type: string;
  readonly data: JsonObject;
  readonly metadata: JsonObject;
}

/**
 * A proposed message as a Tidemark event. Tidemark stores JSON objects only: a binary event
 * (any other content type), data that is not a JSON object, or custom metadata that is neither
 * empty nor a JSON object is refused rather than stored in another shape. `at` names the
 * message in the refusal.
 */
export function proposedEventOf(message: ProposedMessageLike, at: string): ProposedEvent {
  const id = uuidText(message.getId());
  if (id === undefined) throw invalidArgument(`${at}: the event id is missing`);
  const metadataMap = message.getMetadataMap();
  const type = metadataMap.get('type');
  const contentType = metadataMap.get('content-type');
  const missing = [type === undefined && 'type', contentType === undefined && 'content-type'];
  const names = missing.filter((name): name is string => typeof name === 'string');
  if (names.length > 0) {
    throw statusError(status.INVALID_ARGUMENT, `${at}: missing ${names.join(', ')}`, {
      exception: 'missing-required-metadata-property',
      'required-metadata-properties': names.join(','),
    });
  }
  if (contentType !== 'application/json') {
    throw invalidArgument(
      `${at}: content-type ${JSON.stringify(contentType)} refused: Tidemark stores JSON events ` +
        '(application/json) only, binary events are not served',
    );
  }
  const data = jsonObjectOf(message.getData_asU8(), `${at}: data`);
  if (data === undefined) throw invalidArgument(`${at}: data must be a JSON object, not empty`);
  const metadata = jsonObjectOf(message.getCustomMetadata_asU8(), `${at}: metadata`) ?? {};
  return { id, type: type!, data, metadata };
}

/** Bytes of a JSON object, or undefined when empty. */
function jsonObjectOf(bytes: Uint8Array, what: string): JsonObject | undefined {
  if (bytes.length === 0) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(UTF8.decode(bytes));
  } catch {
    throw invalidArgument(`${what} is not UTF-8 JSON`);
  }
  if (!isJsonObject(value)) throw invalidArgument(`${what} must be a JSON object`);
  return value;
}

/** How many bytes of data and metadata an event carries (EventStoreDB's append size). */
export function proposedSize(message: ProposedMessageLike): number {
  return message.getData_asU8().length + message.getCustomMetadata_asU8().length;
}
