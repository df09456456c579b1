import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import {
  repositoryToken,
  TidemarkHttpModule,
  TidemarkModule,
  type Repository,
} from '@tidemark/infra/nestjs';
import { TidemarkAdminModule } from '@tidemark/infra/admin';
import { TidemarkPrometheusModule } from '@tidemark/infra/prometheus';
import { TidemarkTerminusModule } from '@tidemark/infra/terminus';
import { accountDecider } from './accounts/account.decider';
import { AccountsController } from './accounts/accounts.controller';
import { balancesProjection } from './accounts/balances.projection';
import { OpenedAccountsHandler } from './accounts/opened-accounts.handler';
import { welcomeBonusSaga } from './accounts/welcome-bonus.saga';

export interface AppOptions {
  /** `sqlite:./data/bank.db`, `sqlite::memory:` or `postgres://…`. */
  readonly storeUrl: string;
  /** PostgreSQL: the schema of Tidemark's tables. */
  readonly schema?: string;
  /** The admin API's bearer tokens, `admin:<token>,…` (none: every admin call gets 401). */
  readonly adminTokens?: string;
}

/**
 * Everything Tidemark does here is wired through `@tidemark/infra/nestjs`, and its health and
 * metrics through `/terminus` and `/prometheus`, its admin API through `/admin`; no plumbing.
 */
@Module({})
export class AppModule {
  static register({ storeUrl, schema, adminTokens = '' }: AppOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        TidemarkModule.forRoot({ url: storeUrl, ...(schema === undefined ? {} : { schema }) }),
        TidemarkHttpModule.forRoot(),
        TidemarkModule.forFeature({
          aggregates: [{ decider: accountDecider }],
          projections: [balancesProjection],
          sagas: [
            {
              inject: [repositoryToken(accountDecider)],
              useFactory: (accounts: Repository<typeof accountDecider>) =>
                welcomeBonusSaga(accounts),
            },
          ],
        }),
        // GET /health (Terminus: the store and the listeners) and GET /metrics (Prometheus).
        TidemarkTerminusModule.forRoot({ path: 'health' }),
        TidemarkPrometheusModule.forRoot({ path: 'metrics' }),
        // /admin/* (listeners, dead letters, streams; what `npx tidemark` drives) behind the
        // admin role of these tokens, and the admin console at /console/.
        TidemarkAdminModule.forRoot({ tokens: adminTokens, console: true }),
      ],
      controllers: [AccountsController],
      providers: [OpenedAccountsHandler],
    };
  }
}
