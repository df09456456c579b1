import type { JsonObject } from '@tidemark/domain';
import type { RecordedEvent } from '../event-store/event-store.port';
import { type Clock, type IdGenerator, systemClock, uuidv7 } from '../support/ids';

/** An event as a test writes it: only type and data, or a {@link RecordedEvent} as stored. */
export type GivenEvent =
  | RecordedEvent
  | {
      readonly type: string;
      readonly data: JsonObject;
      /** Default: the helper's `streamId`. */
      readonly streamId?: string;
      readonly metadata?: JsonObject;
      readonly id?: string;
    };

export interface GivenEventsOptions {
  /** `recordedAt` of the events made, and the time listeners see. Default: the system clock. */
  readonly clock?: Clock;
  readonly newId?: IdGenerator;
  /** The stream of a given event that names none. Default `given-1`. */
  readonly streamId?: string;
}

function isRecorded(event: GivenEvent): event is RecordedEvent {
  return 'position' in event && 'version' in event;
}

/**
 * Turns given events into recorded ones as a store would: each stream's versions from 1, one
 * global position over all, across every call. A {@link RecordedEvent} is taken as it is, so
 * that giving the same recorded events again is a redelivery.
 */
export class GivenLog {
  private position = 0n;
  private readonly versions = new Map<string, number>();
  private readonly clock: Clock;
  private readonly newId: IdGenerator;
  private readonly streamId: string;

  constructor(options: GivenEventsOptions = {}) {
    this.clock = options.clock ?? systemClock;
    const clock = this.clock;
    this.newId = options.newId ?? (() => uuidv7(clock().getTime()));
    this.streamId = options.streamId ?? 'given-1';
  }

  record(events: readonly GivenEvent[]): RecordedEvent[] {
    return events.map((event) => {
      const recorded = isRecorded(event) ? event : this.make(event);
      const version = this.versions.get(recorded.streamId) ?? 0;
      this.versions.set(recorded.streamId, Math.max(version, recorded.version));
      if (recorded.position > this.position) this.position = recorded.position;
      return recorded;
    });
  }

  private make(event: Exclude<GivenEvent, RecordedEvent>): RecordedEvent {
    const streamId = event.streamId ?? this.streamId;
    this.position += 1n;
    return {
      id: event.id ?? this.newId(),
      type: event.type,
      // A copy, as a store reads it back: the test's objects and the listener's stay apart.
      data: JSON.parse(JSON.stringify(event.data)) as JsonObject,
      metadata: JSON.parse(JSON.stringify(event.metadata ?? {})) as JsonObject,
      streamId,
      version: (this.versions.get(streamId) ?? 0) + 1,
      position: this.position,
      recordedAt: this.clock().toISOString(),
    };
  }
}
