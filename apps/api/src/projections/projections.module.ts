import { Module } from '@nestjs/common';
import { ProjectionsAdminResolver } from './admin/projections-admin.resolver';
import { ReadModels } from './read-models';

/**
 * The read side of the app's one runner: reads of any projection registered with it, and the
 * admin operations in GraphQL (REST: TidemarkAdminModule). Features register their projections
 * with `TidemarkModule.forFeature`.
 */
@Module({
  providers: [ReadModels, ProjectionsAdminResolver],
  exports: [ReadModels],
})
export class ProjectionsModule {}
