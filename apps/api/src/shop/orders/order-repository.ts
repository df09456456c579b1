import type { OrderCommand, OrderEvent, OrderState } from './order.decider';
import type { AggregateRepository } from '@tidemark/infra';

/** DI token of the Order aggregate's repository (provided by `TidemarkModule.forFeature`). */
export const ORDER_REPOSITORY = Symbol('OrderRepository');

export type OrderRepository = AggregateRepository<OrderCommand, OrderEvent, OrderState>;
