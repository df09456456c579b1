import { ArgsType, Field, Int } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsDecimalInteger, isPositionString, Satisfies } from '../http/validation';

export const MAX_WAIT_MS = 600_000;

/** What a read from a projection asks of its freshness. */
export interface Consistency {
  /** Wait until the projection has handled the log up to here (a command's `position`). */
  readonly minPosition?: bigint;
  /** How long to wait, capped by READ_WAIT_TIMEOUT_MS (its default). */
  readonly waitMs?: number;
}

/** `?minPosition=&waitMs=`, accepted by every read of a projection. */
export class ReadQuery {
  @IsOptional()
  @Satisfies(
    'isPosition',
    isPositionString,
    'minPosition must be a position: an integer >= 0 in decimal digits',
  )
  @ApiPropertyOptional({
    description:
      "Wait until the projection has handled the log up to here (a command's `position`); else 503 ProjectionBehind",
    pattern: '^\\d{1,19}$',
  })
  readonly minPosition?: string;

  @IsOptional()
  @IsDecimalInteger(0, MAX_WAIT_MS, `waitMs must be an integer from 0 to ${MAX_WAIT_MS}`)
  @ApiPropertyOptional({
    description: `How long to wait for minPosition, 0-${MAX_WAIT_MS}`,
    pattern: '^\\d+$',
  })
  readonly waitMs?: string;
}

export function consistencyOf(query: ReadQuery): Consistency {
  return {
    minPosition: query.minPosition === undefined ? undefined : BigInt(query.minPosition),
    waitMs: query.waitMs === undefined ? undefined : Number(query.waitMs),
  };
}

/** `minPosition` and `waitMs` of a GraphQL query of a read model (see {@link ReadQuery}). */
@ArgsType()
export class ReadArgs {
  @Field(() => String, {
    nullable: true,
    description:
      "Wait until the projection has handled the log up to here (a command's position); else ProjectionBehind",
  })
  readonly minPosition?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: `0-${MAX_WAIT_MS}, capped by READ_WAIT_TIMEOUT_MS`,
  })
  readonly waitMs?: number | null;
}
