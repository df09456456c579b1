import { Injectable, Module, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { TidemarkAdminModule } from '@tidemark/infra/admin';
import { TidemarkModule } from '@tidemark/infra/nestjs';

// The admin HTTP API in your own app (docs/admin.md): the default guard lets in bearer tokens
// with the admin role, read here from ADMIN_TOKENS (`admin:<token>,reader:<token>`).
@Module({
  imports: [
    TidemarkModule.forRoot({ url: process.env.EVENT_STORE_URL ?? 'sqlite::memory:' }),
    TidemarkAdminModule.forRootAsync({
      useFactory: () => ({ tokens: process.env.ADMIN_TOKENS ?? '' }),
    }),
  ],
})
export class AppModule {}

/** Or your own guard: here, requests from the operations network only. */
@Injectable()
export class OpsNetworkGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<{ ip?: string }>();
    return request.ip?.startsWith('10.1.') ?? false;
  }
}

@Module({
  imports: [
    TidemarkModule.forRoot({ url: 'sqlite::memory:' }),
    TidemarkAdminModule.forRoot({ guards: [OpsNetworkGuard] }),
  ],
})
export class OpsAppModule {}
