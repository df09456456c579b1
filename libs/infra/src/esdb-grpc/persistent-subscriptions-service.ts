import {
  PersistentSubscriptionsService,
  CreateReq,
  CreateResp,
  DeleteReq,
  DeleteResp,
  GetInfoReq,
  GetInfoResp,
  ListReq,
  ListResp,
  ReplayParkedReq,
  ReplayParkedResp,
  UpdateReq,
  UpdateResp,
} from './protocol/persistent';
import { Empty } from './protocol/shared';
import {
  ALL_STREAMS,
  type PersistentSubscriptions,
} from '../persistent-subscriptions/persistent-subscriptions.port';
import { PersistentSubscriptionNotFound } from '../persistent-subscriptions/persistent-subscription-errors';
import { accessDenied, hasRole } from './auth';
import type { EsdbServiceBinding } from './call-binding';
import type { EsdbCallContext, EsdbRole } from './call-context';
import {
  allStart,
  filterOf,
  groupKeyOf,
  groupStreamOf,
  persistentStatus,
  settingsOf,
  streamStart,
  subscriptionInfo,
} from './persistent-mapping';
import { persistentRead } from './persistent-read';
import { invalidArgument } from './protocol-mapping';
import { servedMethods } from './server-features';

function assertRole(context: EsdbCallContext, needed: EsdbRole): void {
  if (!hasRole(context.role, needed)) throw accessDenied(needed);
}

/** Runs `work`, its persistent-subscription errors turned into the statuses the clients know. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw persistentStatus(error);
  }
}

/** Create's and Update's options: the group, and where a new one starts. */
type GroupRequestOptions = CreateReq.Options | UpdateReq.Options;

function groupOf(options: GroupRequestOptions | undefined) {
  if (options === undefined) throw invalidArgument('the request options are missing');
  const settings = options.getSettings();
  const all = options.hasAll() ? options.getAll() : undefined;
  const stream = options.hasStream() ? options.getStream() : undefined;
  const key = groupKeyOf({
    getGroupName: () => options.getGroupName(),
    hasAll: () => all !== undefined,
    // The clients send the deprecated `stream_identifier`; newer ones the stream options.
    getStreamIdentifier: () => stream?.getStreamIdentifier() ?? options.getStreamIdentifier(),
  });
  const start =
    key.stream === ALL_STREAMS
      ? allStart(all)
      : streamStart(stream, settings?.getRevision() ?? '0');
  const strategy =
    settings && 'getConsumerStrategy' in settings ? settings.getConsumerStrategy() : '';
  return { key, all, settings: settingsOf(settings, start, strategy) };
}

/**
 * The PersistentSubscriptions service over Tidemark's engine: Create / Update / Delete /
 * ReplayParked / RestartSubsystem for admins, Read for writers, GetInfo / List for readers.
 * Served methods are listed in ServerFeatures with their `stream` / `all` features, without which
 * the clients fall back to EventStoreDB's HTTP API or refuse.
 */
export function persistentSubscriptionsService(
  engine: PersistentSubscriptions,
): EsdbServiceBinding {
  return {
    definition: PersistentSubscriptionsService,
    implementation: (bind) => ({
      create: bind.unary<CreateReq, CreateResp>(async (request, context) => {
        assertRole(context, 'admin');
        const { key, all, settings } = groupOf(request.getOptions());
        const filter =
          key.stream === ALL_STREAMS ? filterOf(all as CreateReq.AllOptions) : undefined;
        await answering(() => engine.create(key, { settings, filter }));
        return new CreateResp();
      }),
      update: bind.unary<UpdateReq, UpdateResp>(async (request, context) => {
        assertRole(context, 'admin');
        const { key, settings } = groupOf(request.getOptions());
        await answering(() => engine.update(key, { settings }));
        return new UpdateResp();
      }),
      delete: bind.unary<DeleteReq, DeleteResp>(async (request, context) => {
        assertRole(context, 'admin');
        await answering(() => engine.delete(groupKeyOf(request.getOptions())));
        return new DeleteResp();
      }),
      read: bind.bidi((call, context) => persistentRead(engine, call, context)),
      getInfo: bind.unary<GetInfoReq, GetInfoResp>(async (request, context) => {
        assertRole(context, 'reader');
        const info = await answering(() => engine.info(groupKeyOf(request.getOptions())));
        return new GetInfoResp().setSubscriptionInfo(subscriptionInfo(info));
      }),
      replayParked: bind.unary<ReplayParkedReq, ReplayParkedResp>(async (request, context) => {
        assertRole(context, 'admin');
        const options = request.getOptions();
        const key = groupKeyOf(options);
        const stopAt = options?.hasStopAt() ? stopAtOf(options.getStopAt()) : undefined;
        await answering(() => engine.replayParked(key, { stopAt }));
        return new ReplayParkedResp();
      }),
      list: bind.unary<ListReq, ListResp>(async (request, context) => {
        assertRole(context, 'reader');
        const options = request.getOptions();
        const forStream = options?.hasListForStream() ? options.getListForStream() : undefined;
        const stream = forStream
          ? forStream.hasAll()
            ? ALL_STREAMS
            : groupStreamOf(forStream.getStream())
          : undefined;
        const groups = await engine.list(stream);
        // As EventStoreDB: a stream (or $all) without groups is not found; all groups may be none.
        if (stream !== undefined && groups.length === 0) {
          throw persistentStatus(new PersistentSubscriptionNotFound(stream, ''));
        }
        return new ListResp().setSubscriptionsList(groups.map(subscriptionInfo));
      }),
      // Tidemark's groups need no restart: their state is in the database. Answered OK.
      restartSubsystem: bind.unary<Empty, Empty>(async (_request, context) => {
        assertRole(context, 'admin');
        return new Empty();
      }),
    }),
    served: servedMethods(PersistentSubscriptionsService, {
      create: ['stream', 'all'],
      update: ['stream', 'all'],
      delete: ['stream', 'all'],
      read: ['stream', 'all'],
      getInfo: ['stream', 'all'],
      replayParked: ['stream', 'all'],
      list: ['stream', 'all'],
      restartSubsystem: [],
    }),
  };
}

/** ReplayParked's `stop_at` (an int64): below 0 is refused; past what can be parked is "all". */
function stopAtOf(text: string): number | undefined {
  const stopAt = BigInt(text);
  if (stopAt < 0n) throw invalidArgument(`stop_at ${text} must be 0 or more`);
  return stopAt > BigInt(Number.MAX_SAFE_INTEGER) ? undefined : Number(stopAt);
}
