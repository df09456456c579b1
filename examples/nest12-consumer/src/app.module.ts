import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import {
  repositoryToken,
  TidemarkHttpModule,
  TidemarkModule,
  type Repository,
} from '@tidemark/infra/nestjs';
import { lateFeesSaga } from './loans/late-fees.saga.js';
import { loanDecider } from './loans/loan.decider.js';
import { LoansController } from './loans/loans.controller.js';
import { loansProjection } from './loans/loans.projection.js';

export interface AppOptions {
  /** `sqlite:./data/library.db`, `sqlite::memory:` or `postgres://…`. */
  readonly storeUrl: string;
  /** PostgreSQL: the schema of Tidemark's tables. */
  readonly schema?: string;
}

/** Everything Tidemark does here is wired through `@tidemark/infra/nestjs`. */
@Module({})
export class AppModule {
  static register({ storeUrl, schema }: AppOptions): DynamicModule {
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
      ],
      controllers: [LoansController],
    };
  }
}
