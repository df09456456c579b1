import { Module } from '@nestjs/common';
import { TidemarkModule } from '@tidemark/infra/nestjs';
import { ProjectionsModule } from '../../projections/projections.module';
import { CancelOrderController } from './cancelling/cancel-order.controller';
import { CancelOrderHandler } from './cancelling/cancel-order.handler';
import { ListOrdersController } from './listing/list-orders.controller';
import { ListOrdersHandler } from './listing/list-orders.handler';
import { ORDER_AGGREGATE } from './order-repository';
import { ConfirmPaymentController } from './paying/confirm-payment.controller';
import { ConfirmPaymentHandler } from './paying/confirm-payment.handler';
import { PlaceOrderController } from './placing/place-order.controller';
import { PlaceOrderHandler } from './placing/place-order.handler';
import { ShipOrderController } from './shipping/ship-order.controller';
import { GetOrderSourcesController } from './sourcing/get-order-sources.controller';
import { ShipOrderHandler } from './shipping/ship-order.handler';
import { GetOrderController } from './viewing/get-order.controller';
import { GetOrderHandler } from './viewing/get-order.handler';
import { GetOrderResolver } from './viewing/get-order.resolver';
import { CancelOrderResolver } from './cancelling/cancel-order.resolver';
import { ListOrdersResolver } from './listing/list-orders.resolver';
import { OrderMutations } from './order-graphql';
import { ConfirmPaymentResolver } from './paying/confirm-payment.resolver';
import { PlaceOrderResolver } from './placing/place-order.resolver';
import { ShipOrderResolver } from './shipping/ship-order.resolver';
import { GetOrderSourcesHandler } from './sourcing/get-order-sources.handler';
import { GetOrderSourcesResolver } from './sourcing/get-order-sources.resolver';

/**
 * The shop's orders over REST and GraphQL: one slice per use case, commands through the CommandBus, the
 * list read from the `order_list` projection.
 */
@Module({
  imports: [TidemarkModule.forFeature([ORDER_AGGREGATE]), ProjectionsModule],
  controllers: [
    PlaceOrderController,
    ConfirmPaymentController,
    CancelOrderController,
    ShipOrderController,
    GetOrderController,
    ListOrdersController,
    GetOrderSourcesController,
  ],
  providers: [
    PlaceOrderHandler,
    ConfirmPaymentHandler,
    CancelOrderHandler,
    ShipOrderHandler,
    GetOrderHandler,
    ListOrdersHandler,
    GetOrderSourcesHandler,
    OrderMutations,
    PlaceOrderResolver,
    ConfirmPaymentResolver,
    CancelOrderResolver,
    ShipOrderResolver,
    GetOrderResolver,
    ListOrdersResolver,
    GetOrderSourcesResolver,
  ],
})
export class OrdersModule {}
