import type { Command } from '../aggregates/decider';
import { canonical, SpecificationFailed, thenOf, type Then } from '../aggregates/given-when-then';
import type { EventQuery } from './query';
import {
  decideOnRead,
  type DecisionModel,
  type ReadEvent,
  type TaggedEvent,
} from './decision-model';

export interface ThenOnBoundary<E> extends Then<E> {
  /** The query the append is conditioned on (what the decision read) is exactly this one. */
  thenConditionIs(expected: EventQuery): void;
}

/**
 * `givenLog(model)(pastEvents).when(command).then(newEvents)`: decision model specs without a
 * database. The past events are the log: each projection folds only those its query matches,
 * as a store's read would return them, so an event with the wrong tags is not seen.
 */
export function givenLog<C extends Command, E extends TaggedEvent, S>(
  model: DecisionModel<C, E, S>,
) {
  return (events: readonly ReadEvent[] = []) => ({
    when(command: C): ThenOnBoundary<E> {
      const { decision, condition } = decideOnRead(model, command, { events, head: 0n });
      return {
        ...thenOf(decision),
        thenConditionIs(expected) {
          const actual = condition.failIfEventsMatch;
          if (canonical(actual) !== canonical(expected)) {
            throw new SpecificationFailed(
              `expected the condition ${JSON.stringify(expected)}\n     got ${JSON.stringify(actual)}`,
            );
          }
        },
      };
    },
  });
}
