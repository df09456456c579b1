import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Controller, Get, HttpStatus, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { HttpProblem } from '@tidemark/infra/nestjs';
import { checkDto, valuesOrThrow } from '../../../http/validation';
import { CHECKPOINT_HEADER } from '../../../http/headers';
import { sendCheckpoint } from '../../../projections/read-models';
import { consistencyOf, ReadQuery } from '../../../projections/read-query';
import {
  checkCustomerId,
  GetCustomerSummaryQuery,
  type CustomerSummary,
} from './get-customer-summary.query';
import {
  ApiErrors,
  ApiQueryFrom,
  ApiSecured,
  PROJECTION_BEHIND,
} from '../../../openapi/decorators';
import { CustomerSummarySchema } from './customer-summary.schema';

@ApiTags('customers')
@ApiSecured(false)
@Controller('customers')
export class GetCustomerSummaryController {
  constructor(private readonly queries: QueryBus) {}

  /** 200 with `Tidemark-Checkpoint`; 404 CustomerNotFound when they have no order (yet). */
  @ApiOperation({ summary: "A customer's orders and spending (the customer_summary read model)" })
  @ApiQueryFrom(ReadQuery)
  @ApiOkResponse({ type: CustomerSummarySchema, description: 'With `Tidemark-Checkpoint`' })
  @ApiErrors(
    400,
    { 404: { description: 'CustomerNotFound: no order yet' } },
    { 503: PROJECTION_BEHIND },
  )
  @Get(':customerId/summary')
  async get(
    @Param('customerId') customerId: string,
    @Query() rawQuery: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CustomerSummary> {
    const [id, query] = valuesOrThrow(
      checkCustomerId(customerId),
      checkDto(ReadQuery, rawQuery, { forbidUnknown: false, what: 'query' }),
    );
    const { value, checkpoint } = await this.queries.execute(
      new GetCustomerSummaryQuery(id, consistencyOf(query)),
    );
    if (value === undefined) {
      throw new HttpProblem(
        HttpStatus.NOT_FOUND,
        { error: 'CustomerNotFound', customerId: id, message: `customer ${id} has no orders` },
        { [CHECKPOINT_HEADER]: checkpoint.toString() },
      );
    }
    sendCheckpoint(reply, checkpoint);
    return value;
  }
}
