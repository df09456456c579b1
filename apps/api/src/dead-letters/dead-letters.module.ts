import { Module } from '@nestjs/common';
import { DeadLettersAdminResolver } from './dead-letters-admin.resolver';

/** The dead-letter admin operations in GraphQL (REST: TidemarkAdminModule; the store: TidemarkModule). */
@Module({ providers: [DeadLettersAdminResolver] })
export class DeadLettersModule {}
