import type { Command, Decider, Decision, DomainEvent } from './decider';
import { fold, isDomainError } from './decider';

/** Thrown by the given/when/then helpers when an expectation does not hold. */
export class SpecificationFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SpecificationFailed';
  }
}

export interface Then<E> {
  /** The decision is exactly these events, in order. */
  then(expected: readonly E[]): void;
  /** The decision is a domain error with this code. */
  thenFails(code: string): void;
  /** The decision is accepted with no events (a no-op). */
  thenNothingHappens(): void;
}

/**
 * `given(decider)(pastEvents).when(command).then(newEvents)`: decider specs without a database,
 * for any test runner (failures throw {@link SpecificationFailed}).
 */
export function given<C extends Command, E extends DomainEvent, S>(decider: Decider<C, E, S>) {
  return (events: readonly E[] = []) => ({
    when(command: C): Then<E> {
      return thenOf(decider.decide(command, fold(decider, events)));
    },
  });
}

/** The expectations on one decision: what `when` answers, for deciders and decision models. */
export function thenOf<E>(decision: Decision<E>): Then<E> {
  const describe = (): string => JSON.stringify(decision);
  return {
    then(expected) {
      if (isDomainError(decision)) {
        throw new SpecificationFailed(`expected events, got error ${describe()}`);
      }
      if (canonical(decision) !== canonical(expected)) {
        throw new SpecificationFailed(
          `expected ${JSON.stringify(expected)}\n     got ${describe()}`,
        );
      }
    },
    thenFails(code) {
      if (!isDomainError(decision) || decision.code !== code) {
        throw new SpecificationFailed(`expected error ${code}, got ${describe()}`);
      }
    },
    thenNothingHappens() {
      if (isDomainError(decision) || decision.length > 0) {
        throw new SpecificationFailed(`expected no events, got ${describe()}`);
      }
    },
  };
}

/** JSON with object keys sorted, so that equal values compare equal whatever their key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  );
}
