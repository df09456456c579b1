import type { ServerDuplexStream } from '@grpc/grpc-js';
import { ReadReq, type ReadResp } from './protocol/persistent';
import type {
  NackAction,
  PersistentConsumer,
  PersistentSubscriptions,
} from '../persistent-subscriptions/persistent-subscriptions.port';
import { onAbort } from '../support/abort-watch';
import { accessDenied, hasRole } from './auth';
import type { EsdbCallContext } from './call-context';
import {
  confirmation,
  deliveryResponse,
  droppedStatus,
  groupKeyOf,
  persistentStatus,
} from './persistent-mapping';
import { toStatus } from './grpc-errors';
import { invalidArgument, uuidText } from './protocol-mapping';
import type { UuidFormat } from './read-request';

const ACTIONS: Record<ReadReq.Nack.Action, NackAction> = {
  [ReadReq.Nack.Action.UNKNOWN]: 'retry',
  [ReadReq.Nack.Action.PARK]: 'park',
  [ReadReq.Nack.Action.RETRY]: 'retry',
  [ReadReq.Nack.Action.SKIP]: 'skip',
  [ReadReq.Nack.Action.STOP]: 'stop',
};

/** Whether the client cancelled the call (or it was cut): nothing more can be sent. */
const isGone = (call: ServerDuplexStream<ReadReq, ReadResp>) => call.cancelled || call.destroyed;

/** The first request of a call: its options; undefined when the client cancelled first. */
function firstRequest(call: ServerDuplexStream<ReadReq, ReadResp>): Promise<ReadReq | undefined> {
  if (isGone(call)) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const done = () => {
      call.off('data', onData);
      call.off('end', onEnd);
      call.off('error', reject);
      call.off('close', onClose);
    };
    const onData = (request: ReadReq) => {
      done();
      call.pause();
      resolve(request);
    };
    const onEnd = () => {
      done();
      reject(invalidArgument('the call ended before its options'));
    };
    // A cancel destroys the call without an error: nothing else would settle this.
    const onClose = () => {
      done();
      resolve(undefined);
    };
    call.on('data', onData);
    call.on('end', onEnd);
    call.on('error', reject);
    call.on('close', onClose);
  });
}

const idsOf = (list: Parameters<typeof uuidText>[0][]) =>
  list.map((uuid) => uuidText(uuid)).filter((id): id is string => id !== undefined);

/**
 * PersistentSubscriptions.Read: options, then the confirmation (`<stream>::<group>`), then the
 * group's events as the engine hands them to this consumer (at most its buffer size unacked),
 * each with its retry count; the client's acks and nacks settle them. The call ends when the
 * client cancels, the group is updated or deleted, the consumer nacks with stop, or the server
 * closes; what it left unacked goes to the group's other consumers.
 */
export async function persistentRead(
  engine: PersistentSubscriptions,
  call: ServerDuplexStream<ReadReq, ReadResp>,
  context: EsdbCallContext,
): Promise<void> {
  if (!hasRole(context.role, 'writer')) throw accessDenied('writer');
  const request = await firstRequest(call);
  if (request === undefined) return;
  const options = request.getOptions();
  if (!request.hasOptions() || options === undefined) {
    throw invalidArgument('the first request of a persistent read carries its options');
  }
  const key = groupKeyOf(options);
  // Events unacked at once: 0 would deliver nothing (the clients send 10 by default).
  const bufferSize = options.getBufferSize();
  if (bufferSize < 1) throw invalidArgument(`buffer_size ${bufferSize} must be at least 1`);
  const form: UuidFormat = options.getUuidOption()?.hasStructured() ? 'structured' : 'string';
  // Events the engine hands over before the confirmation went out wait for it.
  let held: ReadResp[] | undefined = [];
  const send = (response: ReadResp) => (held ? held.push(response) : call.write(response));
  let ended = false;
  const end = (status?: unknown) => {
    if (ended) return;
    ended = true;
    if (status === undefined) call.end();
    else call.emit('error', status);
  };
  let consumer: PersistentConsumer;
  try {
    consumer = await context.admit(() =>
      engine.connect(key, {
        bufferSize,
        name: call.metadata.get('connection-name')[0]?.toString() ?? call.getPeer(),
        username: context.username,
        onEvent: ({ event, retryCount }) => send(deliveryResponse(event, retryCount, form)),
        onDropped: (reason) =>
          end(
            reason === 'shutdown' || reason === 'stopped' ? undefined : droppedStatus(key, reason),
          ),
      }),
    );
  } catch (error) {
    throw persistentStatus(error);
  }
  // Cancelled while the group connected: the listeners below would never hear of it, and the
  // consumer would hold its events in flight for nobody.
  if (isGone(call)) {
    await consumer.close();
    return;
  }
  call.write(confirmation(`${key.stream}::${key.group}`));
  for (const response of held) call.write(response);
  held = undefined;

  const gone = () => {
    ended = true;
    void consumer.close();
  };
  call.on('cancelled', gone);
  call.on('error', gone);
  call.on('end', () => {
    void consumer.close();
    end();
  });
  const onClosing = () => {
    void consumer.close().then(() => end());
  };
  // Whichever way the call ends (a duplex may finish without closing), it stops watching.
  const unwatchClosing = onAbort(context.closing, onClosing);
  for (const end of ['close', 'finish', 'cancelled'] as const) call.on(end, unwatchClosing);
  call.on('close', gone);
  call.on('data', (message: ReadReq) => {
    const settled = message.hasAck()
      ? consumer.ack(idsOf(message.getAck()!.getIdsList()))
      : message.hasNack()
        ? consumer.nack(
            idsOf(message.getNack()!.getIdsList()),
            ACTIONS[message.getNack()!.getAction()] ?? 'retry',
            message.getNack()!.getReason(),
          )
        : Promise.resolve();
    settled.catch((error: unknown) => {
      // A Tidemark error as its status (an outage: UNAVAILABLE, which the clients retry),
      // not as a raw error, which grpc-js would send as UNKNOWN.
      const answer = toStatus(persistentStatus(error));
      context.log.error(
        `esdb grpc: persistent ack/nack failed: ${answer.internal ?? String(error)}`,
      );
      void consumer.close();
      end(answer.status);
    });
  });
  call.resume();
}
