import type { JsonObject } from '../streams/new-event';

/** A domain event as deciders see it: a `type` and its `data`. */
export interface DomainEvent<Type extends string = string, Data extends object = JsonObject> {
  readonly type: Type;
  readonly data: Data;
}

/** A command as deciders see it, discriminated on `type`. */
export interface Command<Type extends string = string> {
  readonly type: Type;
}

/**
 * Why a command was refused. `conflict`: it contradicts the aggregate's state (HTTP 409);
 * `rejected`: its values break a rule (HTTP 422); `not_found`: the aggregate does not exist.
 */
export type DomainErrorKind = 'conflict' | 'rejected' | 'not_found';

export interface DomainError {
  readonly kind: DomainErrorKind;
  readonly code: string;
  readonly message: string;
}

export function domainError(kind: DomainErrorKind, code: string, message: string): DomainError {
  return { kind, code, message };
}

/** What `decide` answers: the events that happen (none for a no-op), or why not. */
export type Decision<E> = readonly E[] | DomainError;

export function isDomainError<E>(decision: Decision<E>): decision is DomainError {
  return !Array.isArray(decision);
}

/**
 * An aggregate as three pure functions. `evolve` must be deterministic (no clock, no random
 * ids): replaying the same events gives the same state. Times and ids come in with commands.
 */
export interface Decider<C extends Command, E extends DomainEvent, S> {
  initialState(): S;
  evolve(state: S, event: E): S;
  decide(command: C, state: S): Decision<E>;
}

export function fold<C extends Command, E extends DomainEvent, S>(
  decider: Decider<C, E, S>,
  events: readonly E[],
  from: S = decider.initialState(),
): S {
  return events.reduce((state, event) => decider.evolve(state, event), from);
}

/** For the `default` branch of an exhaustive switch. */
export function assertNever(value: never): never {
  throw new Error(`unexpected value: ${JSON.stringify(value)}`);
}
