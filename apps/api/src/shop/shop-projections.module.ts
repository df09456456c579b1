import { Module } from '@nestjs/common';
import type { Listener } from '@tidemark/infra';
import { TidemarkModule } from '@tidemark/infra/nestjs';
import { customerSummaryProjection } from './customers/summarizing/customer-summary.projection';
import { orderListProjection } from './orders/listing/order-list.projection';
import { orderSourcesProjection } from './orders/sourcing/order-sources.projection';
import { SHOP_SAGA } from './saga/shop-saga.reaction';

/** The shop's projections (its saga's reactor runs beside them). */
export const SHOP_PROJECTIONS: readonly Listener[] = [
  orderListProjection,
  customerSummaryProjection,
  orderSourcesProjection,
];

/** The names of the shop's listeners in the runner: its projections and its saga's reactor. */
export const SHOP_LISTENER_NAMES: readonly string[] = [
  ...SHOP_PROJECTIONS.map((listener) => listener.name),
  SHOP_SAGA,
];

/** Registers the shop's projections with the app's one runner. */
@Module({ imports: [TidemarkModule.forFeature({ projections: SHOP_PROJECTIONS })] })
export class ShopProjectionsModule {}
