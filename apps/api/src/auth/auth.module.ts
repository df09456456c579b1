import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import type { AppConfig } from '../config';
import { AuthGuard } from './auth.guard';
import { GRAPHQL_PRE_EXECUTION } from '../graphql/request-context';
import { Authenticator } from './authenticator';
import { introspectionNeedsToken } from './introspection';
import { WRITES_THROTTLER, WriteThrottlerGuard } from './write-throttler.guard';

/**
 * Bearer tokens with roles and the per-client write rate limit, as one global guard; the
 * Authenticator, and GraphQL's pre-execution hook (introspection needs a token).
 */
@Module({})
export class AuthModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AuthModule,
      global: true,
      imports: [
        ThrottlerModule.forRoot({
          throttlers: [
            {
              name: WRITES_THROTTLER,
              ttl: 60_000,
              // 0 disables the limit: the guard then skips every request.
              limit: Math.max(1, config.rateLimit.writesPerMinute),
            },
          ],
          // Only the 429 carries a header (Retry-After); no X-RateLimit-* on every write.
          setHeaders: false,
        }),
      ],
      providers: [
        Authenticator,
        WriteThrottlerGuard,
        { provide: APP_GUARD, useClass: AuthGuard },
        {
          provide: GRAPHQL_PRE_EXECUTION,
          inject: [Authenticator],
          useFactory: introspectionNeedsToken,
        },
      ],
      exports: [Authenticator, GRAPHQL_PRE_EXECUTION],
    };
  }
}
