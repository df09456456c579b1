import { QueryBus } from '@nestjs/cqrs';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { valuesOrThrow, checkArgsAsQuery } from '../../../http/validation';
import { CustomerSummarySchema } from './customer-summary.schema';
import { consistencyOf, ReadArgs, ReadQuery } from '../../../projections/read-query';
import {
  checkCustomerId,
  GetCustomerSummaryQuery,
  type CustomerSummary,
} from './get-customer-summary.query';

@Resolver()
export class GetCustomerSummaryResolver {
  constructor(private readonly queries: QueryBus) {}

  @Query(() => CustomerSummarySchema, {
    name: 'customerSummary',
    nullable: true,
    description:
      "A customer's orders and spending (REST: GET /customers/:customerId/summary); null before their first order",
  })
  async customerSummary(
    @Args('customerId') customerId: string,
    @Args() args: ReadArgs,
  ): Promise<CustomerSummary | null> {
    const [id, query] = valuesOrThrow(
      checkCustomerId(customerId),
      checkArgsAsQuery(ReadQuery, args),
    );
    const { value } = await this.queries.execute(
      new GetCustomerSummaryQuery(id, consistencyOf(query)),
    );
    return value ?? null;
  }
}
