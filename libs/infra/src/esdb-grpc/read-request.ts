import { status } from '@grpc/grpc-js';
import { ReadReq } from './protocol/streams';
import { statusError } from './grpc-errors';
import { streamNameOf, writeTargetOf } from './protocol-mapping';
import { readFilterOf, type ReadFilter } from './read-filter';
import { logPositionOf, u64 } from './positions';

/** How event ids travel back: the clients ask for one or the other in `uuid_option`. */
export type UuidFormat = 'string' | 'structured';

/** Where a stream read or subscription starts, as the client said it. */
export type RevisionStart = 'start' | 'end' | { readonly revision: bigint };

/** Where a `$all` read or subscription starts: `commit` is the Tidemark position. */
export type PositionStart = 'start' | 'end' | { readonly commit: bigint };

export type ReadTarget =
  | {
      /** A stream, or `metadata`: the metastream `$$<streamId>`. */
      readonly kind: 'stream' | 'metadata';
      readonly streamId: string;
      readonly from: RevisionStart;
    }
  | { readonly kind: 'all'; readonly from: PositionStart };

/** A Streams.Read request, checked: what to read, which way, how much, through which filter. */
export interface ReadPlan {
  readonly target: ReadTarget;
  readonly direction: 'forward' | 'backward';
  /** `undefined` for a subscription (it has no count). u64 max means "all". */
  readonly count: bigint | undefined;
  readonly subscription: boolean;
  readonly filter: ReadFilter | undefined;
  readonly uuid: UuidFormat;
  /** `control_option.compatibility`: 1 or more adds first/last stream positions to stream reads. */
  readonly compatibility: number;
}

function invalid(message: string): never {
  throw statusError(status.INVALID_ARGUMENT, message);
}

function revisionStart(options: ReadReq.Options.StreamOptions): RevisionStart {
  const Case = ReadReq.Options.StreamOptions.RevisionOptionCase;
  switch (options.getRevisionOptionCase()) {
    case Case.START:
      return 'start';
    case Case.END:
      return 'end';
    case Case.REVISION:
      return { revision: u64(options.getRevision(), 'revision') };
    default:
      return invalid('stream options need start, end or a revision');
  }
}

/** A Tidemark stream, or `$$<stream>` (its metadata); other names are refused, saying why. */
function streamTarget(options: ReadReq.Options.StreamOptions): ReadTarget {
  const { kind, streamId } = writeTargetOf(streamNameOf(options.getStreamIdentifier()));
  return { kind, streamId, from: revisionStart(options) };
}

function allTarget(options: ReadReq.Options.AllOptions): ReadTarget {
  const Case = ReadReq.Options.AllOptions.AllOptionCase;
  switch (options.getAllOptionCase()) {
    case Case.START:
      return { kind: 'all', from: 'start' };
    case Case.END:
      return { kind: 'all', from: 'end' };
    case Case.POSITION: {
      const position = options.getPosition();
      if (!position) return invalid('a position is required');
      const commit = logPositionOf(position.getCommitPosition(), position.getPreparePosition());
      return { kind: 'all', from: commit === 'end' ? 'end' : { commit } };
    }
    default:
      return invalid('$all options need start, end or a position');
  }
}

/** A direction the client named; any other number is refused, never read as forwards. */
function directionOf(value: number): ReadPlan['direction'] {
  const { FORWARDS, BACKWARDS } = ReadReq.Options.ReadDirection;
  if (value === FORWARDS) return 'forward';
  if (value === BACKWARDS) return 'backward';
  return invalid(`read_direction ${value} is neither forwards (0) nor backwards (1)`);
}

/** Checks a ReadReq; an INVALID_ARGUMENT status (thrown) says what is wrong. */
export function readPlanOf(request: ReadReq): ReadPlan {
  const options = request.getOptions();
  if (!options) return invalid('options are required');
  const StreamCase = ReadReq.Options.StreamOptionCase;
  let target: ReadTarget;
  switch (options.getStreamOptionCase()) {
    case StreamCase.STREAM:
      target = streamTarget(options.getStream() as ReadReq.Options.StreamOptions);
      break;
    case StreamCase.ALL:
      target = allTarget(options.getAll() as ReadReq.Options.AllOptions);
      break;
    default:
      return invalid('a stream or $all is required');
  }
  const direction = directionOf(options.getReadDirection());
  const CountCase = ReadReq.Options.CountOptionCase;
  const countCase = options.getCountOptionCase();
  if (countCase !== CountCase.COUNT && countCase !== CountCase.SUBSCRIPTION) {
    invalid('a count or subscription is required');
  }
  const subscription = countCase === CountCase.SUBSCRIPTION;
  if (subscription && direction === 'backward') invalid('subscriptions read forward only');
  if (subscription && target.kind === 'metadata') {
    invalid('subscriptions to metadata streams ($$<stream>) are not served');
  }
  const filterOptions = options.hasFilter() ? options.getFilter() : undefined;
  if (filterOptions && target.kind !== 'all') invalid('filters apply to $all only');
  const uuidOption = options.getUuidOption();
  if (!uuidOption) invalid('uuid_option is required');
  return {
    target,
    direction,
    count: subscription ? undefined : u64(options.getCount(), 'count'),
    subscription,
    filter: filterOptions ? readFilterOf(filterOptions) : undefined,
    uuid:
      uuidOption.getContentCase() === ReadReq.Options.UUIDOption.ContentCase.STRING
        ? 'string'
        : 'structured',
    compatibility: options.getControlOption()?.getCompatibility() ?? 0,
  };
}
