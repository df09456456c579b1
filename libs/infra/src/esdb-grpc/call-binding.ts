import {
  status,
  type handleBidiStreamingCall,
  type handleClientStreamingCall,
  type handleServerStreamingCall,
  type handleUnaryCall,
  type Metadata,
  type ServerDuplexStream,
  type ServerReadableStream,
  type ServerUnaryCall,
  type ServerWritableStream,
  type ServiceDefinition,
  type UntypedServiceImplementation,
} from '@grpc/grpc-js';
import { callerOf, type EsdbAuthenticate } from './auth';
import type { BatchAppendShutdown } from './batch-append-shutdown';
import type { EsdbCallContext, EsdbLimits, EsdbLog } from './call-context';
import type { EventStore } from '../event-store/event-store.port';
import { gatedStore, type Admit } from './gated-store';
import { statusError, toStatus, type EsdbStatus } from './grpc-errors';
import type { ServedMethod } from './server-features';
import type { ReadAhead } from './read-sink';
import type { StoreGate } from './store-gate';

/**
 * Turns Tidemark handlers (promises, throwing Tidemark errors or statuses) into grpc-js
 * handlers: every call is authenticated first, and whatever it throws ends it with a status.
 */
export interface EsdbBinder {
  unary<Req, Res>(
    handler: (
      request: Req,
      context: EsdbCallContext,
      call: ServerUnaryCall<Req, Res>,
    ) => Promise<Res>,
  ): handleUnaryCall<Req, Res>;
  clientStream<Req, Res>(
    handler: (call: ServerReadableStream<Req, Res>, context: EsdbCallContext) => Promise<Res>,
  ): handleClientStreamingCall<Req, Res>;
  serverStream<Req, Res>(
    handler: (call: ServerWritableStream<Req, Res>, context: EsdbCallContext) => Promise<void>,
  ): handleServerStreamingCall<Req, Res>;
  bidi<Req, Res>(
    handler: (call: ServerDuplexStream<Req, Res>, context: EsdbCallContext) => Promise<void>,
  ): handleBidiStreamingCall<Req, Res>;
}

/** A gRPC service the server serves, with the methods it lists in ServerFeatures. */
export interface EsdbServiceBinding {
  readonly definition: ServiceDefinition;
  readonly implementation: (bind: EsdbBinder) => UntypedServiceImplementation;
  readonly served: readonly ServedMethod[];
}

export interface BinderSettings {
  readonly store: EventStore;
  readonly authenticate?: EsdbAuthenticate;
  readonly limits: EsdbLimits;
  readonly log: EsdbLog;
  readonly closing: AbortSignal;
  /** Calls started, by method path (counted before authentication). */
  readonly calls: Map<string, number>;
  readonly gate: StoreGate;
  readonly readAhead: ReadAhead;
  readonly batchAppends: BatchAppendShutdown;
}

const shuttingDown = () => statusError(status.UNAVAILABLE, 'the server is shutting down');

/** What a call is, to the binder: its path, metadata, peer, and its end when cancelled. */
interface BoundCall {
  readonly metadata: Metadata;
  getPath(): string;
  getPeer(): string;
  once(event: 'cancelled', listener: () => void): unknown;
}

const direct: Admit = (work) => work();

export function binder(settings: BinderSettings): EsdbBinder {
  /**
   * The call's context, or why it is refused. A streaming call's store work waits for its turns
   * at the gate operation by operation (a subscription holds no turn while it waits live); a
   * unary call takes one turn for its whole handler (`whole`), which then works directly.
   */
  const contextOf = (call: BoundCall, whole = false): EsdbCallContext | EsdbStatus => {
    const path = call.getPath();
    settings.calls.set(path, (settings.calls.get(path) ?? 0) + 1);
    const caller = callerOf(call.metadata, settings.authenticate);
    if (!('role' in caller)) return caller;
    const { store, limits, log, closing, gate, readAhead, batchAppends } = settings;
    const cancelled = new AbortController();
    call.once('cancelled', () => cancelled.abort());
    const lane = { connection: call.getPeer(), signal: cancelled.signal, admitted: false };
    const admit: Admit = (work) => gate.run(lane, work);
    const { role, username } = caller;
    const shared = { role, username, limits, log, closing, readAhead, batchAppends };
    return whole
      ? { store, admit, ...shared }
      : { store: gatedStore(store, admit), admit, ...shared };
  };
  /**
   * The status a handler's failure answers. A call the client cancelled is answered to nobody,
   * and what its cancel made fail (a read cut short) is no server fault: not logged, so that
   * clients cannot fill the error log.
   */
  const failed = (error: unknown, call: { readonly cancelled: boolean }): EsdbStatus => {
    const answer = toStatus(error);
    if (answer.internal && !call.cancelled) settings.log.error(`esdb grpc: ${answer.internal}`);
    return answer.status;
  };
  /** Ends a streaming call with a status (grpc-js sends it after the queued messages). */
  const endWith = (
    call: { readonly cancelled: boolean; emit(event: 'error', status: EsdbStatus): boolean },
    error: unknown,
  ) => call.emit('error', failed(error, call));
  return {
    unary: (handler) => (call, callback) => {
      const context = contextOf(call, true);
      if (!('store' in context)) return callback(context);
      context
        .admit(() => handler(call.request, { ...context, admit: direct }, call))
        .then(
          (response) => callback(null, response),
          (error: unknown) => callback(failed(error, call)),
        );
    },
    clientStream: (handler) => (call, callback) => {
      const context = contextOf(call);
      if (!('store' in context)) return callback(context);
      let answered = false;
      const answer: typeof callback = (...args) => {
        if (answered) return;
        answered = true;
        settings.closing.removeEventListener('abort', onClosing);
        callback(...args);
      };
      // A cancelled call's requests never end: the handler's reading loop fails instead.
      call.on('cancelled', () => call.destroy());
      // At shutdown a call still sending its requests (Append writes only once they end, so
      // nothing of it is written) ends UNAVAILABLE, which the clients retry, before the cut
      // would end it CANCELLED. One whose requests ended finishes its write within the grace.
      let requestsEnded = false;
      call.once('end', () => (requestsEnded = true));
      const onClosing = () => {
        if (requestsEnded) return;
        answer(shuttingDown());
        call.destroy();
      };
      if (settings.closing.aborted) onClosing();
      else settings.closing.addEventListener('abort', onClosing, { once: true });
      handler(call, context).then(
        (response) => answer(null, response),
        // Answered already (at shutdown): the handler's failure is that cut, not news.
        (error: unknown) => answered || answer(failed(error, call)),
      );
    },
    serverStream: (handler) => (call) => {
      const context = contextOf(call);
      if (!('store' in context)) return void call.emit('error', context);
      handler(call, context).catch((error: unknown) => endWith(call, error));
    },
    bidi: (handler) => (call) => {
      const context = contextOf(call);
      if (!('store' in context)) return void call.emit('error', context);
      handler(call, context).catch((error: unknown) => endWith(call, error));
    },
  };
}
