import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TidemarkHttpModule, TidemarkModule } from '@tidemark/infra/nestjs';
import { account, balances, receipts } from './account.js';
import { AccountsController, MoveMoneyHandler } from './accounts.controller.js';

@Module({
  imports: [
    CqrsModule.forRoot(),
    TidemarkModule.forRoot({ url: 'sqlite:./data/app.db' }), // or forRootAsync({ inject, useFactory })
    TidemarkModule.forFeature({
      // ownsCategory: account-* streams take only the decider's eventTypes, whatever API appends.
      aggregates: [{ decider: account, ownsCategory: 'account' }],
      projections: [balances],
      sagas: [receipts], // or { inject: [Mailer], useFactory: (mailer) => receiptsSaga(mailer) }
    }),
    // Error codes → HTTP statuses, Idempotency-Key, JSON-safe results, and request bodies
    // checked against their DTO classes (400 listing every problem, before any handler runs).
    TidemarkHttpModule.forRoot({ validation: true }),
  ],
  controllers: [AccountsController],
  providers: [MoveMoneyHandler],
})
export class AppModule {}
