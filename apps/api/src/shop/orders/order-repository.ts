import {
  ORDER_CATEGORY,
  orderDecider,
  type OrderCommand,
  type OrderEvent,
  type OrderState,
} from './order.decider';
import type { AggregateRepository } from '@tidemark/infra';
import type { AggregateDefinition } from '@tidemark/infra/nestjs';

/** DI token of the Order aggregate's repository (provided by `TidemarkModule.forFeature`). */
export const ORDER_REPOSITORY = Symbol('OrderRepository');

export type OrderRepository = AggregateRepository<OrderCommand, OrderEvent, OrderState>;

/**
 * The Order aggregate as each feature registers it: its repository under
 * {@link ORDER_REPOSITORY}, and the `order` category its own, so that no API of the app appends
 * an event type to an order stream that the decider does not know.
 */
export const ORDER_AGGREGATE: AggregateDefinition<OrderCommand, OrderEvent, OrderState> = {
  token: ORDER_REPOSITORY,
  decider: orderDecider,
  ownsCategory: ORDER_CATEGORY,
};
