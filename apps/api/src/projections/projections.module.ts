import { Module } from '@nestjs/common';
import type { Listener, ProjectionRunner } from '@tidemark/infra';
import { TidemarkModule } from '@tidemark/infra/nestjs';
import type { AppConfig } from '../config';
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

/** The start-up line: which listeners run in this instance, and where. */
export function describeProjections(runner: ProjectionRunner, config: AppConfig): string {
  const names = runner.listenerNames.join(', ');
  const where =
    config.stateKind === 'sqlite'
      ? 'SQLite: projections run in this one process'
      : `PostgreSQL: each runs in one instance at a time; another takes over ` +
        `${config.projections.leaseMs} ms after it dies`;
  const state = config.storeKind === 'eventstoredb' ? 'events in EventStoreDB, state in ' : '';
  return `projections ${names} run in instance ${runner.instanceId} (${state}${where})`;
}

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
