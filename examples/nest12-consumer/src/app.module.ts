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
import { lateFeesSaga } from './loans/late-fees.saga.js';
import { loanDecider } from './loans/loan.decider.js';
import { LoansController } from './loans/loans.controller.js';
import { loansProjection } from './loans/loans.projection.js';

export interface AppOptions {
  /** `sqlite:./data/library.db`, `sqlite::memory:` or `postgres://…`. */
  readonly storeUrl: string;
  /** PostgreSQL: the schema of Tidemark's tables. */
  readonly schema?: string;
  /** The admin API's bearer tokens, `admin:<token>,…` (none: every admin call gets 401). */
  readonly adminTokens?: string;
}

/**
 * Everything Tidemark does here is wired through `@tidemark/infra/nestjs`; health, metrics and
 * the admin API through `/terminus`, `/prometheus` and `/admin`.
 */
@Module({})
export class AppModule {
  static register({ storeUrl, schema, adminTokens = '' }: AppOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        TidemarkModule.forRoot({
          url: storeUrl,
          ...(schema === undefined ? {} : { schema }),
        }),
        TidemarkHttpModule.forRoot(),
        TidemarkModule.forFeature({
          aggregates: [{ decider: loanDecider, ownsCategory: 'loan' }],
          projections: [loansProjection],
          sagas: [
            {
              inject: [repositoryToken(loanDecider)],
              useFactory: (loans: Repository<typeof loanDecider>) =>
                lateFeesSaga(loans),
            },
          ],
        }),
        // GET /health (Terminus: the store and the listeners), GET /metrics (Prometheus).
        TidemarkTerminusModule.forRoot({ path: 'health' }),
        TidemarkPrometheusModule.forRoot({ path: 'metrics' }),
        // /admin/* behind the admin role of these tokens (what `npx tidemark` drives), and the
        // admin console at /console/.
        TidemarkAdminModule.forRoot({ tokens: adminTokens, console: true }),
      ],
      controllers: [LoansController],
    };
  }
}
