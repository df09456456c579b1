import { Inject } from '@nestjs/common';
import type { Decider } from '@tidemark/domain';
import type { AggregateRepository } from '../aggregates/aggregate-repository';
import type { AnyDecider } from './committed-event';

/**
 * The repository of a decider's aggregate, typed from the decider:
 * `Repository<typeof accountDecider>`.
 */
export type Repository<D> =
  D extends Decider<infer C, infer E, infer S> ? AggregateRepository<C, E, S> : never;

const tokens = new WeakMap<AnyDecider, Map<string, symbol>>();

/**
 * The DI token of the repository `TidemarkModule.forFeature` provides for `decider` (and `name`,
 * when one decider backs several registrations), for a factory's `inject`.
 */
export function repositoryToken(decider: AnyDecider, name = ''): symbol {
  let named = tokens.get(decider);
  if (!named) {
    named = new Map();
    tokens.set(decider, named);
  }
  let token = named.get(name);
  if (!token) {
    token = Symbol(`tidemark.Repository(${name || 'decider'})`);
    named.set(name, token);
  }
  return token;
}

/**
 * Injects the repository of `decider`:
 * `@InjectRepository(accountDecider) private readonly accounts: Repository<typeof accountDecider>`.
 */
export function InjectRepository(decider: AnyDecider, name?: string): ReturnType<typeof Inject> {
  return Inject(repositoryToken(decider, name));
}
