import { status } from '@grpc/grpc-js';
import { StreamIdentifier } from './protocol/shared';
import { CreateReq, ReadResp, SubscriptionInfo } from './protocol/persistent';
import type { RecordedEvent } from '../event-store/event-store.port';
import {
  MaximumSubscribersReached,
  PersistentSubscriptionExists,
  PersistentSubscriptionNotFound,
} from '../persistent-subscriptions/persistent-subscription-errors';
import {
  ALL_STREAMS,
  type ConsumerStrategy,
  type GroupFilter,
  type GroupKey,
  type PersistentSubscriptionInfo,
  type PersistentSubscriptionSettings,
  type SubscriptionStart,
} from '../persistent-subscriptions/persistent-subscriptions.port';
import { statusError, type EsdbStatus } from './grpc-errors';
import { uuidMessage } from './read-mapping';
import type { UuidFormat } from './read-request';
import { groupNameProblem } from '../persistent-subscriptions/settings';
import { logPositionOf } from './positions';
import { invalidArgument, streamNameOf, writeTargetOf } from './protocol-mapping';

/*
 * PersistentSubscriptions messages in Tidemark's terms: a stream group's revision r is version
 * r + 1, a `$all` position's commit (= prepare) is the Tidemark position.
 */

/** 2^64 − 1: the deprecated `Settings.revision` saying "from the end". */
const END_REVISION = 18446744073709551615n;
/** .NET ticks (100 ns) per millisecond: the deprecated `*_ticks` settings. */
const TICKS_PER_MS = 10_000n;

/** The stream-or-`$all` choice the options of every request carry. */
export interface GroupOptions {
  getGroupName(): string;
  hasAll(): boolean;
  getStreamIdentifier(): StreamIdentifier | undefined;
}

/**
 * The group a request names: a Tidemark stream id, or `$all`. Every method refuses a name
 * Create would refuse (INVALID_ARGUMENT), rather than answering that no such group exists.
 */
export function groupKeyOf(options: GroupOptions | undefined): GroupKey {
  if (options === undefined) throw invalidArgument('the request options are missing');
  const group = options.getGroupName();
  if (group === '') throw invalidArgument('the group name is missing');
  const problem = groupNameProblem(group);
  if (problem) throw invalidArgument(problem);
  if (options.hasAll()) return { stream: ALL_STREAMS, group };
  return { stream: groupStreamOf(options.getStreamIdentifier()), group };
}

/** The source a request names: `$all` or a Tidemark stream id (a stream of writes' rules). */
export function groupStreamOf(identifier: StreamIdentifier | undefined): string {
  const stream = streamNameOf(identifier);
  if (stream === ALL_STREAMS) return stream;
  if (writeTargetOf(stream).kind === 'metadata') {
    throw invalidArgument(
      `${JSON.stringify(stream)}: Tidemark serves groups on its streams and $all`,
    );
  }
  return stream;
}

/** The settings fields Create and Update share (their classes differ, their getters do not). */
export interface SettingsMessage {
  getResolveLinks(): boolean;
  getRevision(): string;
  getExtraStatistics(): boolean;
  getMaxRetryCount(): number;
  getMinCheckpointCount(): number;
  getMaxCheckpointCount(): number;
  getMaxSubscriberCount(): number;
  getLiveBufferSize(): number;
  getReadBatchSize(): number;
  getHistoryBufferSize(): number;
  getNamedConsumerStrategy(): number;
  hasMessageTimeoutMs(): boolean;
  getMessageTimeoutMs(): number;
  hasMessageTimeoutTicks(): boolean;
  getMessageTimeoutTicks(): string;
  hasCheckpointAfterMs(): boolean;
  getCheckpointAfterMs(): number;
  hasCheckpointAfterTicks(): boolean;
  getCheckpointAfterTicks(): string;
}

const NAMED: Record<number, ConsumerStrategy> = {
  [CreateReq.ConsumerStrategy.DISPATCHTOSINGLE]: 'DispatchToSingle',
  [CreateReq.ConsumerStrategy.ROUNDROBIN]: 'RoundRobin',
  [CreateReq.ConsumerStrategy.PINNED]: 'Pinned',
};
const STRATEGIES: readonly string[] = ['RoundRobin', 'DispatchToSingle', 'Pinned'];

/** Settings as Tidemark's engine takes them, `startFrom` from wherever the request put it. */
export function settingsOf(
  message: SettingsMessage | undefined,
  startFrom: SubscriptionStart,
  strategyName = '',
): Partial<PersistentSubscriptionSettings> {
  if (message === undefined) throw invalidArgument('the settings are missing');
  const millis = (hasMs: boolean, ms: number, hasTicks: boolean, ticks: string) =>
    hasMs ? ms : hasTicks ? Number(BigInt(ticks) / TICKS_PER_MS) : undefined;
  const strategy = strategyName !== '' ? strategyName : NAMED[message.getNamedConsumerStrategy()];
  if (!STRATEGIES.includes(strategy)) {
    throw invalidArgument(
      `consumer strategy ${JSON.stringify(strategy)} is not served: ${STRATEGIES.join(', ')}`,
    );
  }
  const messageTimeoutMs = millis(
    message.hasMessageTimeoutMs(),
    message.getMessageTimeoutMs(),
    message.hasMessageTimeoutTicks(),
    message.getMessageTimeoutTicks(),
  );
  const checkpointAfterMs = millis(
    message.hasCheckpointAfterMs(),
    message.getCheckpointAfterMs(),
    message.hasCheckpointAfterTicks(),
    message.getCheckpointAfterTicks(),
  );
  return {
    startFrom,
    resolveLinks: message.getResolveLinks(),
    extraStatistics: message.getExtraStatistics(),
    maxRetryCount: message.getMaxRetryCount(),
    minCheckpointCount: message.getMinCheckpointCount(),
    maxCheckpointCount: message.getMaxCheckpointCount(),
    maxSubscriberCount: message.getMaxSubscriberCount(),
    liveBufferSize: message.getLiveBufferSize(),
    readBatchSize: message.getReadBatchSize(),
    historyBufferSize: message.getHistoryBufferSize(),
    consumerStrategy: strategy as ConsumerStrategy,
    ...(messageTimeoutMs === undefined ? {} : { messageTimeoutMs }),
    ...(checkpointAfterMs === undefined ? {} : { checkpointAfterMs }),
  };
}

/** The start of a stream group from a revision (text): 2^64 − 1 is the end. */
export function streamStartOf(revision: string): SubscriptionStart {
  const parsed = BigInt(revision === '' ? '0' : revision);
  if (parsed === END_REVISION) return 'end';
  if (parsed === 0n) return 'start';
  if (parsed < 0n || parsed >= BigInt(Number.MAX_SAFE_INTEGER)) {
    throw invalidArgument(`revision ${revision} is out of range`);
  }
  return { version: Number(parsed) + 1 };
}

/** The stream options' revision oneof (newer clients), or the deprecated settings' revision. */
export interface StreamStartOptions {
  hasStart(): boolean;
  hasEnd(): boolean;
  hasRevision(): boolean;
  getRevision(): string;
}

export function streamStart(options: StreamStartOptions | undefined, deprecated: string) {
  if (options?.hasStart()) return 'start';
  if (options?.hasEnd()) return 'end';
  if (options?.hasRevision()) return streamStartOf(options.getRevision());
  return streamStartOf(deprecated);
}

export interface AllStartOptions {
  hasStart(): boolean;
  hasEnd(): boolean;
  hasPosition(): boolean;
  getPosition(): { getCommitPosition(): string; getPreparePosition(): string } | undefined;
}

export function allStart(options: AllStartOptions | undefined): SubscriptionStart {
  if (options === undefined || options.hasStart()) return 'start';
  if (options.hasEnd()) return 'end';
  const given = options.getPosition();
  const position = logPositionOf(
    given?.getCommitPosition() || '0',
    given?.getPreparePosition() || '0',
  );
  if (position === 'end') return 'end';
  return position === 0n ? 'start' : { position };
}

/** A `$all` group's filter: prefixes or a regular expression, of stream names or event types. */
export function filterOf(options: CreateReq.AllOptions | undefined): GroupFilter | undefined {
  const filter = options?.getFilter();
  if (filter === undefined || !options?.hasFilter()) return undefined;
  const onStreams = filter.hasStreamIdentifier();
  const expression = onStreams ? filter.getStreamIdentifier() : filter.getEventType();
  if (expression === undefined) return undefined;
  const regex = expression.getRegex();
  const prefixes = expression.getPrefixList();
  return {
    ...(prefixes.length === 0
      ? {}
      : onStreams
        ? { streamPrefixes: prefixes }
        : { typePrefixes: prefixes }),
    ...(regex === '' ? {} : onStreams ? { streamPattern: regex } : { typePattern: regex }),
  };
}

/** Tidemark's persistent-subscription errors as the statuses and trailers the clients read. */
export function persistentStatus(error: unknown): unknown {
  const trailers = (e: { stream: string; group: string }, exception: string) => ({
    exception,
    'stream-name': e.stream,
    'group-name': e.group,
  });
  if (error instanceof PersistentSubscriptionExists) {
    return statusError(
      status.ALREADY_EXISTS,
      error.message,
      trailers(error, 'persistent-subscription-exists'),
    );
  }
  if (error instanceof PersistentSubscriptionNotFound) {
    // EventStoreDB's words: applications (and the client's own tests) match on them.
    return statusError(
      status.NOT_FOUND,
      `Subscription group ${error.group} on stream ${error.stream} does not exist.`,
      trailers(error, 'persistent-subscription-does-not-exist'),
    );
  }
  if (error instanceof MaximumSubscribersReached) {
    return statusError(
      status.FAILED_PRECONDITION,
      error.message,
      trailers(error, 'maximum-subscribers-reached'),
    );
  }
  return error;
}

/** The status ending a Read whose group was deleted or updated (the client reconnects). */
export function droppedStatus(key: GroupKey, reason: string): EsdbStatus {
  return statusError(
    status.ABORTED,
    `persistent subscription ${key.group} on ${key.stream}: ${reason}`,
    {
      exception: 'persistent-subscription-dropped',
      'stream-name': key.stream,
      'group-name': key.group,
    },
  );
}

/** An event delivered to a consumer: revision = version − 1, commit = prepare = position. */
export function deliveryResponse(
  event: RecordedEvent,
  retryCount: number,
  form: UuidFormat,
): ReadResp {
  const position = event.position.toString();
  const metadata = event.metadata;
  const recorded = new ReadResp.ReadEvent.RecordedEvent()
    .setId(uuidMessage(event.id, form))
    .setStreamIdentifier(new StreamIdentifier().setStreamName(Buffer.from(event.streamId, 'utf8')))
    .setStreamRevision((event.version - 1).toString())
    .setCommitPosition(position)
    .setPreparePosition(position)
    .setData(Buffer.from(JSON.stringify(event.data), 'utf8'))
    .setCustomMetadata(
      Object.keys(metadata).length === 0
        ? new Uint8Array(0)
        : Buffer.from(JSON.stringify(metadata)),
    );
  recorded
    .getMetadataMap()
    .set('type', event.type)
    .set('created', (BigInt(Date.parse(event.recordedAt)) * TICKS_PER_MS).toString())
    .set('content-type', 'application/json');
  return new ReadResp().setEvent(
    new ReadResp.ReadEvent()
      .setEvent(recorded)
      .setCommitPosition(position)
      .setRetryCount(retryCount),
  );
}

export function confirmation(subscriptionId: string): ReadResp {
  return new ReadResp().setSubscriptionConfirmation(
    new ReadResp.SubscriptionConfirmation().setSubscriptionId(subscriptionId),
  );
}

/** A stream group's revisions, or `$all`'s `C:<commit>/P:<prepare>` positions, as text. */
function pointText(onAll: boolean, point: bigint | undefined): string {
  if (point === undefined) return '';
  return onAll ? `C:${point}/P:${point}` : (point - 1n).toString();
}

function startText(onAll: boolean, start: SubscriptionStart): string {
  if (start === 'start') return onAll ? 'C:0/P:0' : '0';
  if (start === 'end') return onAll ? 'C:-1/P:-1' : '-1';
  return 'position' in start
    ? `C:${start.position}/P:${start.position}`
    : (start.version - 1).toString();
}

/** A group as GetInfo and List describe it. */
export function subscriptionInfo(info: PersistentSubscriptionInfo): SubscriptionInfo {
  const onAll = info.stream === ALL_STREAMS;
  const { settings } = info;
  const delivered = info.connections.reduce((sum, c) => sum + c.delivered, 0);
  return new SubscriptionInfo()
    .setEventSource(info.stream)
    .setGroupName(info.group)
    .setStatus('Live')
    .setConnectionsList(
      info.connections.map((c) =>
        new SubscriptionInfo.ConnectionInfo()
          .setFrom(c.name)
          .setUsername(c.username)
          .setAverageItemsPerSecond(0)
          .setTotalItems(c.delivered.toString())
          .setCountSinceLastMeasurement('0')
          .setAvailableSlots(Math.max(0, c.bufferSize - c.inFlight))
          .setInFlightMessages(c.inFlight)
          .setConnectionName(c.name),
      ),
    )
    .setAveragePerSecond(0)
    .setTotalItems(delivered.toString())
    .setCountSinceLastMeasurement('0')
    .setLastCheckpointedEventPosition(pointText(onAll, info.checkpoint))
    .setLastKnownEventPosition(pointText(onAll, info.lastKnown))
    .setResolveLinkTos(settings.resolveLinks)
    .setStartFrom(startText(onAll, settings.startFrom))
    .setMessageTimeoutMilliseconds(settings.messageTimeoutMs)
    .setExtraStatistics(settings.extraStatistics)
    .setMaxRetryCount(settings.maxRetryCount)
    .setLiveBufferSize(settings.liveBufferSize)
    .setBufferSize(settings.historyBufferSize)
    .setReadBatchSize(settings.readBatchSize)
    .setCheckPointAfterMilliseconds(settings.checkpointAfterMs)
    .setMinCheckPointCount(settings.minCheckpointCount)
    .setMaxCheckPointCount(settings.maxCheckpointCount)
    .setReadBufferCount(info.pending)
    .setLiveBufferCount(info.pending.toString())
    .setRetryBufferCount(0)
    .setTotalInFlightMessages(info.inFlight)
    .setOutstandingMessagesCount(info.inFlight)
    .setNamedConsumerStrategy(settings.consumerStrategy)
    .setMaxSubscriberCount(settings.maxSubscriberCount)
    .setParkedMessageCount(info.parked.toString());
}
