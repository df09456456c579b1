import { Module } from '@nestjs/common';
import { orderDecider } from '@tidemark/domain';
import { TidemarkModule } from '@tidemark/infra';
import { ProjectionsModule } from '../projections/projections.module';
import { CancelOrderController } from './cancelling/cancel-order.controller';
import { CancelOrderHandler } from './cancelling/cancel-order.handler';
import { ListOrdersController } from './listing/list-orders.controller';
import { ListOrdersHandler } from './listing/list-orders.handler';
import { ORDER_REPOSITORY } from './order-repository';
import { ConfirmPaymentController } from './paying/confirm-payment.controller';
import { ConfirmPaymentHandler } from './paying/confirm-payment.handler';
import { PlaceOrderController } from './placing/place-order.controller';
import { PlaceOrderHandler } from './placing/place-order.handler';
import { ShipOrderController } from './shipping/ship-order.controller';
import { GetOrderSourcesController } from './sourcing/get-order-sources.controller';
import { ShipOrderHandler } from './shipping/ship-order.handler';
import { GetOrderController } from './viewing/get-order.controller';
import { GetOrderHandler } from './viewing/get-order.handler';

/**
 * The shop's orders over REST: one slice per use case, commands through the CommandBus, the
 * list read from the `order_list` projection.
 */
@Module({
  imports: [
    TidemarkModule.forFeature([{ token: ORDER_REPOSITORY, decider: orderDecider }]),
    ProjectionsModule,
  ],
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
  ],
})
export class OrdersModule {}
