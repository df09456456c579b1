import { Module } from '@nestjs/common';
import type { Listener } from '@tidemark/infra';
import { TidemarkModule } from '@tidemark/infra/nestjs';
import { customerSummaryProjection } from '../customers/summarizing/customer-summary.projection';
import { orderListProjection } from '../orders/listing/order-list.projection';
import { orderSourcesProjection } from '../orders/sourcing/order-sources.projection';
import { ProjectionsAdminResolver } from './admin/projections-admin.resolver';
import { ProjectionsAdminController } from './admin/projections-admin.controller';
import { ReadModels } from './read-models';

/** Every projection the app runs (the sagas' reactors run beside them). */
export const LISTENERS: readonly Listener[] = [
  orderListProjection,
  customerSummaryProjection,
  orderSourcesProjection,
];

/**
 * The app's projections, run by the module's one runner (the admin endpoints inject it by
 * class), their read side and the admin endpoints.
 */
@Module({
  imports: [TidemarkModule.forFeature({ projections: LISTENERS })],
  controllers: [ProjectionsAdminController],
  providers: [ReadModels, ProjectionsAdminResolver],
  exports: [ReadModels],
})
export class ProjectionsModule {}
