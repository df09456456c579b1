import { status } from '@grpc/grpc-js';
import { Empty, StreamIdentifier } from './protocol/shared';
import { ReadReq } from './protocol/streams';
import { until } from '@tidemark/infra/testing';
import { ESDB_STREAMS, rawEsdbClient, type RawCall } from '../testing/esdb-raw-client';
import { appendInChunks, describeOnStores, freshStream } from './streams-read.shared-spec';

/*
 * Clients that stop reading (raw grpc-js calls, paused): what the server reads ahead for them
 * is bounded per call and in all, by bytes, whatever the size of the log behind them.
 */
const CALL_READ_AHEAD = 256 * 1024;
const EVENT_BYTES = 10_000;
const LOG_EVENTS = 2_000;
const NON_READING_CALLS = 20;

const uuidString = () => new ReadReq.Options.UUIDOption().setString(new Empty());

/**
 * `$all` from the start: a read of everything, a subscription, or a read through a regex filter
 * whose search window is u32 max (it once sized the store's pages).
 */
function readAll(kind: 'read' | 'subscription' | 'widest filter'): ReadReq {
  const options = new ReadReq.Options()
    .setAll(new ReadReq.Options.AllOptions().setStart(new Empty()))
    .setReadDirection(ReadReq.Options.ReadDirection.FORWARDS)
    .setNoFilter(new Empty())
    .setUuidOption(uuidString());
  if (kind === 'subscription') options.setSubscription(new ReadReq.Options.SubscriptionOptions());
  else options.setCount('18446744073709551615');
  if (kind === 'widest filter') {
    const expression = new ReadReq.Options.FilterOptions.Expression().setRegex('^big-');
    options.setFilter(
      new ReadReq.Options.FilterOptions()
        .setStreamIdentifier(expression)
        .setMax(4_294_967_295)
        .setCheckpointintervalmultiplier(1),
    );
  }
  return new ReadReq().setOptions(options);
}

function readStream(streamId: string): ReadReq {
  return new ReadReq().setOptions(
    new ReadReq.Options()
      .setStream(
        new ReadReq.Options.StreamOptions()
          .setStreamIdentifier(new StreamIdentifier().setStreamName(Buffer.from(streamId)))
          .setStart(new Empty()),
      )
      .setReadDirection(ReadReq.Options.ReadDirection.FORWARDS)
      .setCount('18446744073709551615')
      .setNoFilter(new Empty())
      .setUuidOption(uuidString()),
  );
}

describeOnStores(
  'EventStoreDB gRPC reads for clients that stop reading',
  (harness) => {
    it(`holds at most about twice the read-ahead per non-reading call (${NON_READING_CALLS} calls over ${(LOG_EVENTS * EVENT_BYTES) / 1e6} MB)`, async () => {
      const { store, server, probe } = harness();
      const streamId = freshStream('big');
      const blob = 'x'.repeat(EVENT_BYTES);
      await appendInChunks(
        store,
        streamId,
        Array.from({ length: LOG_EVENTS }, (_, n) => ({ type: 'Big', data: { n, blob } })),
        100,
      );
      const stalled = await rawEsdbClient(server.port);
      const reader = await rawEsdbClient(server.port);
      const calls: RawCall[] = [];
      try {
        const pulledBefore = probe.pulled;
        for (let i = 0; i < NON_READING_CALLS; i += 1) {
          const request = [
            readAll('read'),
            readAll('subscription'),
            readStream(streamId),
            readAll('widest filter'),
          ][i % 4];
          const call = stalled.open(`${ESDB_STREAMS}Read`, request);
          call.pause();
          calls.push(call);
        }
        // A client that reads the whole log on another connection: the gate serves the two
        // connections in turn, so by its end the stalled calls had every chance to fill up.
        const whole = await reader.serverStream(`${ESDB_STREAMS}Read`, readStream(streamId));
        expect({ code: whole.code, events: whole.messages.length }).toEqual({
          code: status.OK,
          events: LOG_EVENTS,
        });
        await until(() => server.load().storeRunning === 0, 'the store work to settle');
        const pulledForStalled = probe.pulled - pulledBefore - LOG_EVENTS;
        // Per call: a page and the transport's share, each within the read-ahead, plus the
        // first page (sized before any event was seen) and HTTP/2's window.
        const perCall = Math.ceil((2 * CALL_READ_AHEAD) / EVENT_BYTES) + 8 + 10;
        expect(pulledForStalled).toBeLessThanOrEqual(NON_READING_CALLS * perCall);
        expect(server.load().readAheadBytes).toBeLessThanOrEqual(
          NON_READING_CALLS * 2 * CALL_READ_AHEAD,
        );
        // A stalled call that reads again takes the whole stream, nothing lost.
        expect(calls.every((call) => call.outcome === undefined)).toBe(true);
        calls[2].resume();
        const resumed = await calls[2].ended;
        expect({ code: resumed.code, events: resumed.messages.length }).toEqual({
          code: status.OK,
          events: LOG_EVENTS,
        });
      } finally {
        for (const call of calls) call.cancel();
        stalled.close();
        reader.close();
      }
      await until(() => server.load().readAheadBytes === 0, 'the cancelled calls to let go');
    });
  },
  { limits: { callReadAheadBytes: CALL_READ_AHEAD } },
);
