import { Args, ArgsType, Field, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Inject } from '@nestjs/common';
import { DeadLetters, type DeadLetter, type RedriveReport } from '@tidemark/infra';
import { RequiresRole } from '../auth/requires-role';
import { pageComplexity } from '../graphql/limits';
import { checkDto, valuesOrThrow, checkArgsAsQuery } from '../http/validation';
import {
  DEAD_LETTER_STATUSES,
  deadLetterQueryOf,
  DEFAULT_DEAD_LETTER_LIMIT,
  discardDeadLetter,
  DiscardDeadLetterRequest,
  ListDeadLettersRequest,
  MAX_DEAD_LETTER_LIMIT,
  RetryDeadLettersRequest,
  type DeadLetterPage,
} from '@tidemark/infra/admin';
import {
  DeadLetterPageSchema,
  DeadLetterSchema,
  RedriveReportSchema,
} from '../openapi/shared-types';

@ArgsType()
class ListDeadLettersArgs {
  @Field(() => String, { nullable: true })
  readonly listener?: string | null;

  @Field(() => String, { nullable: true })
  readonly step?: string | null;

  @Field(() => String, { nullable: true, description: DEAD_LETTER_STATUSES.join(', ') })
  readonly status?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: `1-${MAX_DEAD_LETTER_LIMIT}, default ${DEFAULT_DEAD_LETTER_LIMIT}`,
  })
  readonly limit?: number | null;

  @Field(() => String, { nullable: true, description: 'The `next` of the previous page' })
  readonly after?: string | null;
}

/** The admin REST endpoints under /admin/dead-letters, as GraphQL operations (admin role). */
@Resolver()
export class DeadLettersAdminResolver {
  constructor(@Inject(DeadLetters) private readonly letters: DeadLetters) {}

  @RequiresRole('admin')
  @Query(() => DeadLetterPageSchema, {
    nullable: true,
    description: 'Dead letters, newest first (REST: GET /admin/dead-letters)',
    complexity: pageComplexity(DEFAULT_DEAD_LETTER_LIMIT),
  })
  async deadLetters(@Args() args: ListDeadLettersArgs): Promise<DeadLetterPage> {
    const [query] = valuesOrThrow(checkArgsAsQuery(ListDeadLettersRequest, args));
    return this.letters.list(deadLetterQueryOf(query));
  }

  @RequiresRole('admin')
  @Query(() => DeadLetterSchema, {
    nullable: true,
    description: 'One dead letter (REST: GET /admin/dead-letters/:id); null when none',
  })
  async deadLetter(@Args('id') id: string): Promise<DeadLetter | null> {
    return (await this.letters.get(id)) ?? null;
  }

  @RequiresRole('admin')
  @Mutation(() => RedriveReportSchema, {
    nullable: true,
    description:
      'Re-drive saga steps: queued again, due now, attempts reset (REST: POST /admin/dead-letters/retry)',
  })
  retryDeadLetters(@Args('ids', { type: () => [String] }) ids: string[]): Promise<RedriveReport> {
    const [request] = valuesOrThrow(
      checkDto(RetryDeadLettersRequest, { ids }, { forbidUnknown: true, what: 'arguments' }),
    );
    return this.letters.redrive([...new Set(request.ids)]);
  }

  @RequiresRole('admin')
  @Mutation(() => DeadLetterSchema, {
    nullable: true,
    description:
      'Discard a pending dead letter, keeping it with the reason (REST: POST /admin/dead-letters/:id/discard)',
  })
  discardDeadLetter(@Args('id') id: string, @Args('reason') reason: string): Promise<DeadLetter> {
    const [request] = valuesOrThrow(
      checkDto(DiscardDeadLetterRequest, { reason }, { forbidUnknown: true, what: 'arguments' }),
    );
    return discardDeadLetter(this.letters, id, request.reason);
  }
}
