import { SetMetadata } from '@nestjs/common';
import type { Role } from '@tidemark/infra/admin';

export const REQUIRED_ROLE = 'tidemark:requiredRole';

/**
 * The role a GraphQL operation needs when it is more than its kind implies (queries and
 * subscriptions need reader, mutations writer): the admin operations say `@RequiresRole('admin')`.
 */
export const RequiresRole = (role: Role) => SetMetadata(REQUIRED_ROLE, role);
