import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ArgsType, Field, ID, Int } from '@nestjs/graphql';
import type { ClassConstructor } from 'class-transformer';
import { commandDerivedId, uuidv7 } from '@tidemark/infra';
import type { GraphQLRequestContext } from '../../graphql/request-context';
import { headersOf } from '../../graphql/request-context';
import { checkCorrelationId } from '../../http/headers';
import {
  checkHeaderToken,
  checkIdempotencyKey,
  HttpProblem,
  IdempotencyKeys,
  requestFingerprint,
  type ErrorBody,
} from '@tidemark/infra/nestjs';
import { checkDto, valuesOrThrow, type Checked } from '../../http/validation';
import type { CommandContext, OrderCommandMessage } from './order-command';
import {
  checkOrderId,
  keyedContext,
  runOrderCommand,
  type OrderCommandResponse,
} from './order-http';

/** What every order mutation takes besides its input. */
@ArgsType()
export class CommandArgs {
  @Field(() => String, {
    nullable: true,
    description:
      'Idempotency-Key semantics: the same key and arguments replay the first result; other arguments are refused (IdempotencyKeyReused)',
  })
  readonly idempotencyKey?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Stored in the events' metadata; default: the X-Correlation-Id header, else a new id",
  })
  readonly correlationId?: string | null;
}

/** An existing order's command: which order, and the version the client saw (optional). */
@ArgsType()
export class OrderCommandArgs extends CommandArgs {
  @Field(() => ID)
  readonly orderId!: string;

  @Field(() => Int, {
    nullable: true,
    description:
      'The order version the client saw (REST: If-Match); a mismatch fails with WrongExpectedVersion (412) instead of being retried',
  })
  readonly expectedVersion?: number | null;
}

/** One mutation: its field name, validated input, and how it becomes a command. */
export interface OrderMutation<T extends object> {
  readonly field: string;
  readonly context: GraphQLRequestContext;
  readonly args: CommandArgs & Partial<Pick<OrderCommandArgs, 'orderId' | 'expectedVersion'>>;
  readonly inputType: ClassConstructor<T>;
  readonly input: unknown;
  /** Required for a command that creates (its order id is new). */
  readonly keyRequired?: boolean;
  readonly command: (orderId: string, input: T, context: CommandContext) => OrderCommandMessage;
}

/**
 * Runs the shop's commands for GraphQL the way REST does: the same DTO validation (every
 * problem listed), the same idempotency keys, the same command handlers and errors.
 */
@Injectable()
export class OrderMutations {
  constructor(
    private readonly commands: CommandBus,
    private readonly keys: IdempotencyKeys,
  ) {}

  async execute<T extends object>(mutation: OrderMutation<T>): Promise<OrderCommandResponse> {
    const { args, field } = mutation;
    const [existingId, input, key, correlationId, expectedVersion] = valuesOrThrow(
      args.orderId === undefined
        ? { ok: true, value: undefined }
        : prefixed('orderId', checkOrderId(args.orderId)),
      checkDto(mutation.inputType, mutation.input ?? {}, { forbidUnknown: true, what: 'input' }),
      checkIdempotencyKey(
        'idempotencyKey',
        args.idempotencyKey ?? undefined,
        mutation.keyRequired ?? false,
      ),
      checkCorrelation(args.correlationId ?? undefined, mutation.context),
      checkExpectedVersion(args.expectedVersion ?? undefined),
    );
    const context = { expectedVersion, metadata: { correlationId, source: 'graphql' } };
    if (key === undefined) {
      const command = mutation.command(existingId ?? uuidv7(), input, context);
      return runOrderCommand(this.commands, command);
    }

    const begun = await this.keys.begin({
      key,
      // The arguments minus the key; the order id of a new order is not the client's.
      fingerprint: requestFingerprint({
        method: 'GRAPHQL',
        path: field,
        body: { orderId: args.orderId ?? null, input: mutation.input ?? {} },
        ifMatch: expectedVersion?.toString(),
      }),
      askedForVersion: expectedVersion !== undefined,
    });
    if (begun.kind === 'replay') {
      const stored = begun.response;
      if (stored.status >= 300) throw new HttpProblem(stored.status, stored.body as ErrorBody);
      return stored.body as OrderCommandResponse;
    }
    const { request } = begun;
    const orderId = existingId ?? commandDerivedId(request.commandId, 'order');
    const reply = (response: OrderCommandResponse) => ({
      status: 200,
      body: response,
      headers: {},
    });
    const command = mutation.command(
      orderId,
      input,
      keyedContext(context, request, orderId, reply),
    );
    try {
      const response = await runOrderCommand(this.commands, command);
      // The answer the command's events gave (the same for a run that found them), stored.
      const answer = await this.keys.succeeded(request, reply(response));
      return answer.body as OrderCommandResponse;
    } catch (error) {
      await this.keys.failed(request, error);
      throw error;
    }
  }
}

function prefixed<T>(path: string, checked: Checked<T>): Checked<T> {
  return checked.ok
    ? checked
    : { ok: false, problems: checked.problems.map((p) => ({ ...p, path })) };
}

/** The argument (its problem named after it), else the X-Correlation-Id header, else a new id. */
function checkCorrelation(
  argument: string | undefined,
  context: GraphQLRequestContext,
): Checked<string> {
  if (argument === undefined) {
    return checkCorrelationId(headersOf(context)['x-correlation-id'], context.req?.id);
  }
  const checked = checkHeaderToken('correlationId', argument, 200);
  return checked.ok ? { ok: true, value: argument } : checked;
}

function checkExpectedVersion(value: number | undefined): Checked<number | undefined> {
  return value === undefined || value >= 0
    ? { ok: true, value }
    : {
        ok: false,
        problems: [{ path: 'expectedVersion', message: 'expectedVersion must be >= 0' }],
      };
}
