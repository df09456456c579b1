import { Global, Module } from '@nestjs/common';
import { IdempotencyKeys } from './idempotency-keys';

/** Idempotency keys for every command surface (REST interceptor, GraphQL mutations). */
@Global()
@Module({ providers: [IdempotencyKeys], exports: [IdempotencyKeys] })
export class IdempotencyModule {}
