import * as theirPersistent from '@eventstore/db-client/generated/persistent_pb';
import * as theirPersistentGrpc from '@eventstore/db-client/generated/persistent_grpc_pb';
import * as theirFeatures from '@eventstore/db-client/generated/serverfeatures_pb';
import * as theirFeaturesGrpc from '@eventstore/db-client/generated/serverfeatures_grpc_pb';
import * as theirShared from '@eventstore/db-client/generated/shared_pb';
import * as theirStatus from '@eventstore/db-client/generated/status_pb';
import * as theirStreams from '@eventstore/db-client/generated/streams_pb';
import * as theirStreamsGrpc from '@eventstore/db-client/generated/streams_grpc_pb';
import { persistent, serverFeatures, shared, status, streams } from '.';

/*
 * Tidemark's own stubs against the official client's (the reference, used here only): the same
 * classes, methods, enums and oneof groups, the same services, and the same bytes on the wire.
 * Guards `npm run proto:generate`: a generator change that alters the API fails here.
 */
type Namespace = Record<string, unknown>;

// `default`: the interop wrapper of a CommonJS module imported as a namespace.
const IGNORED = new Set([
  'length',
  'name',
  'prototype',
  'displayName',
  'arguments',
  'caller',
  'default',
]);
const membersOf = (o: object): string[] =>
  Object.getOwnPropertyNames(o)
    .filter((name) => !IGNORED.has(name))
    .sort();

/** Every difference between two namespaces of generated classes, by path. */
function differences(ours: Namespace, theirs: Namespace, path: string): string[] {
  const found: string[] = [];
  for (const name of membersOf(theirs)) {
    const [a, b] = [ours[name], theirs[name]];
    const where = `${path}.${name}`;
    if (typeof b === 'function' && /^[A-Z]/.test(name)) {
      if (typeof a !== 'function') {
        found.push(`${where}: missing`);
        continue;
      }
      if (membersOf(a.prototype).join() !== membersOf(b.prototype).join()) {
        found.push(`${where}: methods differ`);
      }
      found.push(...differences(a as unknown as Namespace, b as unknown as Namespace, where));
    } else if (typeof b === 'object' && b !== null) {
      if (JSON.stringify(a) !== JSON.stringify(b)) found.push(`${where}: ${JSON.stringify(a)}`);
    } else if (typeof b === 'function' && typeof a !== 'function') {
      found.push(`${where}: missing`);
    }
  }
  return found;
}

describe('EventStoreDB protocol stubs', () => {
  it.each([
    ['shared', shared, theirShared],
    ['streams', streams, theirStreams],
    ['persistent', persistent, theirPersistent],
    ['server features', serverFeatures, theirFeatures],
    ['status', status, theirStatus],
  ])('%s: the message API of the official client', (name, ours, theirs) => {
    expect(differences(ours as Namespace, theirs as Namespace, name)).toEqual([]);
  });

  it.each([
    ['Streams', streams.StreamsService, theirStreamsGrpc.StreamsService],
    [
      'PersistentSubscriptions',
      persistent.PersistentSubscriptionsService,
      theirPersistentGrpc.PersistentSubscriptionsService,
    ],
    [
      'ServerFeatures',
      serverFeatures.ServerFeaturesService,
      theirFeaturesGrpc.ServerFeaturesService,
    ],
  ])('%s: the same methods, paths and streaming', (_, ours, theirs) => {
    const shape = (service: typeof ours | typeof theirs) =>
      Object.entries(service).map(([method, d]) => [
        method,
        d.path,
        d.requestStream,
        d.responseStream,
      ]);
    expect(shape(ours)).toEqual(shape(theirs));
  });

  it('reads and writes the same bytes as the official client', () => {
    const ours = new streams.ReadResp();
    const event = new streams.ReadResp.ReadEvent.RecordedEvent();
    const id = new shared.UUID();
    id.setString('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b');
    event.setId(id);
    const name = new shared.StreamIdentifier();
    name.setStreamName(Buffer.from('order-1'));
    event.setStreamIdentifier(name);
    event.setStreamRevision('18446744073709551615');
    event.setCommitPosition('9223372036854775807');
    event.getMetadataMap().set('type', 'OrderPlaced').set('content-type', 'application/json');
    event.setData(Buffer.from('{"total":12}'));
    const read = new streams.ReadResp.ReadEvent();
    read.setEvent(event);
    read.setNoPosition(new shared.Empty());
    ours.setEvent(read);
    const bytes = ours.serializeBinary();

    const theirs = theirStreams.ReadResp.deserializeBinary(bytes);
    expect(theirs.toObject()).toEqual(ours.toObject());
    expect(Buffer.from(theirs.serializeBinary())).toEqual(Buffer.from(bytes));
    const back = streams.ReadResp.deserializeBinary(theirs.serializeBinary());
    expect(back.getEvent()?.getEvent()?.getMetadataMap().get('type')).toBe('OrderPlaced');
    expect(back.getEvent()?.getPositionCase()).toBe(
      streams.ReadResp.ReadEvent.PositionCase.NO_POSITION,
    );
  });

  it('keeps its classes to itself: loading the client`s stubs replaces none of them', () => {
    // protoc-gen-js registers classes on a global `proto` object; ours are module-local.
    expect(streams.AppendReq).not.toBe(theirStreams.AppendReq);
    expect(new streams.AppendReq()).toBeInstanceOf(streams.AppendReq);
  });
});
