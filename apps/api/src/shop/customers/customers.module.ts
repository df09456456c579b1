import { Module } from '@nestjs/common';
import { GetCustomerSummaryResolver } from './summarizing/get-customer-summary.resolver';
import { ProjectionsModule } from '../../projections/projections.module';
import { GetCustomerSummaryController } from './summarizing/get-customer-summary.controller';
import { GetCustomerSummaryHandler } from './summarizing/get-customer-summary.handler';

/** What the shop knows per customer, read from the `customer_summary` projection. */
@Module({
  imports: [ProjectionsModule],
  controllers: [GetCustomerSummaryController],
  providers: [GetCustomerSummaryHandler, GetCustomerSummaryResolver],
})
export class CustomersModule {}
