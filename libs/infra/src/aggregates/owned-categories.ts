import { categoryOf, type NewEvent } from '@tidemark/domain';
import { ForeignEventType } from '../errors';
import type { EventStore } from '../event-store/event-store.port';
import { withAppend } from '../event-store/observed-event-store';

/**
 * The categories an app's aggregates own, each with the event types its streams take (the
 * decider's `eventTypes`). Filled as the aggregates are registered; {@link guardOwnedCategories}
 * checks every append against it.
 */
export class OwnedCategories {
  private readonly owned = new Map<string, readonly string[]>();

  /**
   * `category`'s streams take only `eventTypes` from now on. Owning a category again with the
   * same types (one decider registered twice) changes nothing; other types are refused, since
   * two aggregates in one category would each meet the other's events.
   */
  own(category: string, eventTypes: readonly string[]): void {
    const types = [...new Set(eventTypes)].sort();
    const owner = this.owned.get(category);
    if (owner !== undefined && owner.join('\n') !== types.join('\n')) {
      throw new Error(
        `category ${category} is owned already, with the event types ${owner.join(', ')}; ` +
          `an aggregate with the types ${types.join(', ')} cannot own it too`,
      );
    }
    this.owned.set(category, types);
  }

  /** The event types `category`'s streams take, or undefined when no aggregate owns it. */
  typesOf(category: string): readonly string[] | undefined {
    return this.owned.get(category);
  }

  /** @throws ForeignEventType when an event is of a type `streamId`'s owner does not know. */
  check(streamId: string, events: readonly Pick<NewEvent, 'type'>[]): void {
    const accepted = this.owned.get(categoryOf(streamId));
    if (accepted === undefined) return;
    const index = events.findIndex((event) => !accepted.includes(event.type));
    if (index >= 0) throw new ForeignEventType(streamId, events[index].type, index, accepted);
  }
}

/**
 * `store` refusing, with {@link ForeignEventType} and before anything is written, an append of
 * an event type the owner of the stream's category does not know: whichever API the append
 * came through (HTTP, GraphQL, gRPC, a repository), a foreign event never reaches an
 * aggregate's stream. Streams of categories no aggregate owns take any type.
 */
export function guardOwnedCategories(store: EventStore, owned: OwnedCategories): EventStore {
  return withAppend(store, async (streamId, events, options) => {
    owned.check(streamId, events);
    return store.appendToStream(streamId, events, options);
  });
}
