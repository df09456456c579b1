import type { Command, Decider, DomainEvent } from './decider';

/** Any decider, for inferring from one. */
// Decider's methods are declared as methods, so their parameters compare bivariantly.
export type AnyDecider = Decider<Command, DomainEvent, unknown>;

/** The event union of a decider: `EventOf<typeof accountDecider>`. */
export type EventOf<D> = D extends {
  evolve(state: never, event: infer E extends DomainEvent): unknown;
}
  ? E
  : never;
