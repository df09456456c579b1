import { Module } from '@nestjs/common';
import { ProjectionsAdminResolver } from './admin/projections-admin.resolver';
import { ProjectionsAdminController } from './admin/projections-admin.controller';
import { ReadModels } from './read-models';

/**
 * The read side of the app's one runner (the admin endpoints inject it by class): reads of
 * any projection registered with it, and the admin endpoints. Features register their
 * projections with `TidemarkModule.forFeature`.
 */
@Module({
  controllers: [ProjectionsAdminController],
  providers: [ReadModels, ProjectionsAdminResolver],
  exports: [ReadModels],
})
export class ProjectionsModule {}
