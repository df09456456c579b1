import { Inject } from '@nestjs/common';
import type { Command, DecisionModel, TaggedEvent } from '@tidemark/domain';
import type { DecisionRunner } from '../boundaries/decision-runner';

/** Any decision model, for inferring from one. */
// DecisionModel's methods are declared as methods, so their parameters compare bivariantly.
export type AnyDecisionModel = DecisionModel<Command, TaggedEvent, unknown>;

/** The runner of a decision model, typed from it: `DecisionRunnerOf<typeof subscribeToCourse>`. */
export type DecisionRunnerOf<M> =
  M extends DecisionModel<infer C, infer E, infer S> ? DecisionRunner<C, E, S> : never;

const tokens = new WeakMap<AnyDecisionModel, Map<string, symbol>>();

/**
 * The DI token of the runner `TidemarkModule.forFeature({ decisionModels })` provides for
 * `model` (and `name`, when one model backs several registrations), for a factory's `inject`.
 */
export function decisionRunnerToken(model: AnyDecisionModel, name = ''): symbol {
  let named = tokens.get(model);
  if (!named) {
    named = new Map();
    tokens.set(model, named);
  }
  let token = named.get(name);
  if (!token) {
    token = Symbol(`tidemark.DecisionRunner(${name || 'model'})`);
    named.set(name, token);
  }
  return token;
}

/**
 * Injects the runner of `model`: `@InjectDecisionModel(subscribeToCourse) private readonly
 * subscriptions: DecisionRunnerOf<typeof subscribeToCourse>`.
 */
export function InjectDecisionModel(
  model: AnyDecisionModel,
  name?: string,
): ReturnType<typeof Inject> {
  return Inject(decisionRunnerToken(model, name));
}
