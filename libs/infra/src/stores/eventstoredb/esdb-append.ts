import {
  BACKWARDS,
  END,
  FORWARDS,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
  type EventStoreDBClient,
  type StreamingRead,
} from '@eventstore/db-client';
import { planAppend, type AppendPlan, type StoredEventRef } from '../../event-store/append-planner';
import { DuplicateEventId, StreamDeleted, WrongExpectedVersion } from '../../errors';
import type { RecordedEvent } from '../../event-store/event-store.port';
import type { AppendStart, RemoteAppendSteps, RemoteWrite } from '../remote/remote-append-road';
import {
  EsdbNames,
  duplicateIdsOf,
  expectedRevisionOf,
  knownPosition,
  outageOf,
  recordedEventOf,
  revisionOfVersion,
  wrongExpectedVersionOf,
} from './esdb-mapping';

/** What an append needs of the store (see EsdbEventStore). */
export interface EsdbAppendContext {
  readonly client: EventStoreDBClient;
  readonly names: EsdbNames;
  /** How many of a stream's last events an append's ids are looked for in. */
  readonly dedupWindow: number;
  /** Iterates a read of the client, read to its end first (see EsdbEventStore.reading). */
  reading<T>(read: StreamingRead<T>): AsyncGenerator<T>;
}

/**
 * One append on EventStoreDB. The stream's last events are looked at first for the append's
 * ids (the version-based dedup rule, {@link planAppend}): its last `events.length` with an
 * exact expected version — where a client that re-read the stream before retrying finds them,
 * and where the server checks no ids — else, or when the version has moved on (a retry of an
 * earlier append), its last `dedupWindow`. The server then checks the expected version
 * atomically; its own recognition of retries is a cache, lost on restart.
 */
export class EsdbAppend implements RemoteAppendSteps {
  private readonly name: string;

  constructor(
    private readonly context: EsdbAppendContext,
    private readonly start: AppendStart,
  ) {
    const { append } = start;
    this.name = context.names.streamName(append.streamId);
  }

  /** Again (the server refused the write): over the whole window, on what stands now. */
  decide(again: boolean): Promise<AppendPlan | undefined> {
    const { append } = this.start;
    const exact =
      !again &&
      (typeof append.expectedVersion === 'number' || append.expectedVersion === 'no_stream');
    return this.planFromStream(exact ? append.events.length : this.context.dedupWindow)
      .catch((error: unknown) => {
        // The version moved on, or the short window holds only some of the ids: look further.
        if (exact && (error instanceof WrongExpectedVersion || error instanceof DuplicateEventId)) {
          return this.planFromStream(this.context.dedupWindow);
        }
        throw error;
      })
      .catch((error: unknown) => {
        // The readable events may not tell the stream's version (a soft delete or a truncation
        // hides them): the server checks the expected version itself.
        if (error instanceof WrongExpectedVersion) return undefined;
        throw error;
      });
  }

  async write(): Promise<RemoteWrite> {
    const { append, turn, writes } = this.start;
    let next: bigint;
    let answered: bigint | undefined;
    await turn.ready;
    try {
      const sending = this.context.client.appendToStream(
        this.name,
        append.events.map((event) =>
          jsonEvent({ id: event.id, type: event.type, data: event.data, metadata: event.metadata }),
        ),
        { expectedRevision: expectedRevisionOf(append.expectedVersion) },
      );
      turn.done(); // the client queues its calls in the order they are made
      const result = await sending;
      next = result.nextExpectedRevision;
      answered = knownPosition(result.position);
    } catch (error) {
      if (error instanceof StreamDeletedError) throw new StreamDeleted(append.streamId);
      const duplicate = duplicateIdsOf(
        error,
        append.streamId,
        append.events.map((event) => event.id),
      );
      if (duplicate) throw duplicate;
      if (!(error instanceof WrongExpectedVersionError)) throw outageOf(error, true);
      // Another writer came between the read and the write: decided again on what stands now.
      const refused = wrongExpectedVersionOf(error, append.streamId, append.expectedVersion);
      return { kind: 'refused', error: refused };
    }
    writes.mayStand(); // the write stood; the caller cannot tell if what follows fails
    const nextExpectedVersion = Number(next) + 1;
    const firstVersion = nextExpectedVersion - append.events.length + 1;
    // A batch's answer carries the write's position, not necessarily its last event's.
    let written = true;
    const position =
      answered !== undefined && append.events.length === 1
        ? answered
        : await this.positionOfVersion(nextExpectedVersion).catch((error: unknown) => {
            // Events not readable right after their write: a retry the server recognised of
            // an append to a stream deleted since (Tidemark's server). Its answer stands.
            if (!(error instanceof StreamNotFoundError) || answered === undefined) throw error;
            written = false;
            return answered;
          });
    const { streamId } = append;
    return {
      kind: 'written',
      result: { streamId, firstVersion, nextExpectedVersion, position, written },
    };
  }

  /** The version-based dedup rule over the stream's last `window` events. */
  private async planFromStream(window: number): Promise<AppendPlan> {
    const { context } = this;
    const { append } = this.start;
    const recent: RecordedEvent[] = [];
    try {
      for await (const resolved of context.reading(
        context.client.readStream(this.name, {
          direction: BACKWARDS,
          fromRevision: END,
          maxCount: window,
        }),
      )) {
        const event = recordedEventOf(resolved, context.names);
        if (event) recent.push(event);
      }
    } catch (error) {
      if (error instanceof StreamDeletedError) throw new StreamDeleted(append.streamId);
      if (!(error instanceof StreamNotFoundError)) throw error;
      // Never written, or soft-deleted at a version no read tells: the server checks the
      // expected version (after a delete it accepts the last one, as Tidemark's stores do).
      return { kind: 'write', firstVersion: 1, recreates: false };
    }
    const ids = new Set(append.events.map((event) => event.id));
    const stored: StoredEventRef[] = recent
      .filter((event) => ids.has(event.id.toLowerCase()))
      .map(({ id, streamId, version, position }) => ({ id, streamId, version, position }));
    return planAppend(append, recent[0]?.version ?? 0, stored);
  }

  private async positionOfVersion(version: number): Promise<bigint> {
    const { context } = this;
    for await (const resolved of context.reading(
      context.client.readStream(this.name, {
        direction: FORWARDS,
        fromRevision: revisionOfVersion(version),
        maxCount: 1,
      }),
    )) {
      const event = recordedEventOf(resolved, context.names);
      if (event) return event.position;
    }
    throw new Error(`EventStoreDB: ${this.name} has no event at version ${version}`);
  }
}
