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
 * What {@link fold} does with an event whose type is not among the decider's `eventTypes` (one
 * another writer put in the aggregate's stream): `fail` throws {@link UnknownEventType}, `skip`
 * leaves the state as it was (the event still counts in the stream's version).
 */
export type UnknownEventPolicy = 'fail' | 'skip';

/**
 * An aggregate as three pure functions. `evolve` must be deterministic (no clock, no random
 * ids): replaying the same events gives the same state. Times and ids come in with commands.
 */
export interface Decider<C extends Command, E extends DomainEvent, S> {
  initialState(): S;
  evolve(state: S, event: E): S;
  decide(command: C, state: S): Decision<E>;
  /**
   * The event types `evolve` knows. Given, {@link fold} hands `evolve` no other type and meets
   * one as `unknownEvents` says (and an app may refuse other types in the aggregate's streams);
   * without it, `evolve` sees every event of the stream, whatever its type.
   */
  readonly eventTypes?: readonly E['type'][];
  /** What {@link fold} does with a type not in `eventTypes`. Default `fail`. */
  readonly unknownEvents?: UnknownEventPolicy;
}

/** {@link fold} met an event of a type its decider does not declare, under the `fail` policy. */
export class UnknownEventType extends Error {
  readonly code = 'UnknownEventType' as const;
  constructor(
    readonly eventType: string,
    /** Where the event is in the list folded. */
    readonly index: number,
  ) {
    super(`event type ${eventType} is not one the decider knows`);
    this.name = 'UnknownEventType';
  }
}

/** Whether `decider` declares `type` among its event types (every type when it declares none). */
export function knowsEventType(
  decider: { readonly eventTypes?: readonly string[] },
  type: string,
): boolean {
  return decider.eventTypes === undefined || decider.eventTypes.includes(type);
}

/**
 * The state after `events`, from `from`. Events of a type the decider does not declare
 * (`eventTypes`) are skipped or throw {@link UnknownEventType}, as its `unknownEvents` says.
 */
export function fold<C extends Command, E extends DomainEvent, S>(
  decider: Decider<C, E, S>,
  events: readonly E[],
  from: S = decider.initialState(),
): S {
  let state = from;
  for (const [index, event] of events.entries()) {
    if (knowsEventType(decider, event.type)) state = decider.evolve(state, event);
    else if ((decider.unknownEvents ?? 'fail') === 'fail') {
      throw new UnknownEventType(event.type, index);
    }
  }
  return state;
}

/** For the `default` branch of an exhaustive switch. */
export function assertNever(value: never): never {
  throw new Error(`unexpected value: ${JSON.stringify(value)}`);
}
