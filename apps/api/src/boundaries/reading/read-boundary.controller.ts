import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { BOUNDARY_STORE, type BoundaryStore } from '@tidemark/infra';
import { valuesOrThrow } from '../../http/validation';
import { ApiErrors, ApiSecured } from '../../openapi/decorators';
import {
  checkBoundaryRead,
  readBoundary,
  type BoundaryReadResponse,
} from './read-boundary.request';
import { BoundaryReadBodySchema, BoundaryReadResponseSchema } from './read-boundary.schema';

@ApiTags('dcb')
@ApiSecured(false)
@Controller('dcb')
export class ReadBoundaryController {
  constructor(@Inject(BOUNDARY_STORE) private readonly boundaries: BoundaryStore) {}

  /** A POST for its query body, but a read: the reader role is enough. */
  @ApiOperation({
    summary: 'Read the events matching a query, with the head to append after',
    description:
      'Dynamic Consistency Boundary (dcb.events): matching events above `from`, in position order.',
  })
  @ApiBody({ type: BoundaryReadBodySchema })
  @ApiOkResponse({ type: BoundaryReadResponseSchema })
  @ApiErrors(
    400,
    { 501: { description: 'NotSupported: the store has no tags (EventStoreDB, JetStream)' } },
    503,
  )
  @Post('read')
  @HttpCode(200)
  async read(@Body() body: unknown): Promise<BoundaryReadResponse> {
    const [request] = valuesOrThrow(checkBoundaryRead(body));
    return readBoundary(this.boundaries, request);
  }
}
