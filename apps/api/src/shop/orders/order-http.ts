import { createParamDecorator, HttpStatus, type ExecutionContext } from '@nestjs/common';
import type { CommandBus } from '@nestjs/cqrs';
import type { ClassConstructor } from 'class-transformer';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isUuid } from '@tidemark/domain';
import { WrongExpectedVersion, type StoredResponse } from '@tidemark/infra';
import { checkCorrelationId, checkIfMatch, etagOf } from '../../http/headers';
import {
  HttpProblem,
  keyedCommand,
  type IdempotentRequest,
  keyedRequestOf,
} from '@tidemark/infra/nestjs';
import { checkDto, valuesOrThrow, type Checked } from '../../http/validation';
import type { CommandContext, OrderCommandMessage } from './order-command';

/** What every order command answers. */
export interface OrderCommandResponse {
  readonly orderId: string;
  readonly version: number;
  /** Position of the last event written, null when the command changed nothing. */
  readonly position: string | null;
}

/** The `:id` of `/orders/:id`: a UUID, lower-cased so that one order has one stream. */
export function checkOrderId(id: string): Checked<string> {
  return isUuid(id)
    ? { ok: true, value: id.toLowerCase() }
    : { ok: false, problems: [{ path: 'id', message: 'id must be a UUID' }] };
}

/**
 * `If-Match` and `X-Correlation-Id` of a command request. Without the header, the events'
 * correlationId is the request's id, the one it is logged with.
 */
export function checkCommandContext(request: FastifyRequest): Checked<CommandContext> {
  const { headers } = request;
  const ifMatch = checkIfMatch(headers['if-match']);
  const correlationId = checkCorrelationId(headers['x-correlation-id'], request.id);
  if (!ifMatch.ok || !correlationId.ok) {
    return {
      ok: false,
      problems: [ifMatch, correlationId].flatMap((c) => (c.ok ? [] : c.problems)),
    };
  }
  return {
    ok: true,
    value: {
      expectedVersion: ifMatch.value,
      metadata: { correlationId: correlationId.value, source: 'http' },
    },
  };
}

/** How a command's answer is sent: a new order (201, `Location`), or a change (200). */
export type OrderReply = 'created' | 'changed';

/** The status, body and headers a REST order command answers (and its key replays). */
export function orderCommandReply(
  response: OrderCommandResponse,
  kind: OrderReply,
): StoredResponse {
  const etag = etagOf(response.version);
  return kind === 'created'
    ? { status: 201, body: response, headers: { etag, location: `/orders/${response.orderId}` } }
    : { status: 200, body: response, headers: { etag } };
}

/**
 * `context` for a command sent under `request`'s idempotency key (if any): the command's id
 * seeds its events' ids, and its events complete the key with `reply` of the result.
 */
export function keyedContext(
  context: CommandContext,
  request: IdempotentRequest | undefined,
  orderId: string,
  reply: (response: OrderCommandResponse) => StoredResponse,
): CommandContext {
  if (!request) return context;
  const keyed = keyedCommand(request, (result) =>
    reply({
      orderId,
      version: result.nextExpectedVersion,
      position: result.position.toString(),
    }),
  );
  return { ...context, idempotency: { commandId: request.commandId, keyed } };
}

/** What a command on `/orders/:id/…` carries, validated. */
export interface OrderCommandInput<T> {
  readonly orderId: string;
  readonly request: T;
  readonly context: CommandContext;
}

/**
 * The `:id`, JSON body (validated as `type`; absent counts as `{}`) and headers of a command
 * on one order, or one 400 listing the problems of all three.
 */
export const OrderCommandInput = createParamDecorator(
  (type: ClassConstructor<object>, execution: ExecutionContext): OrderCommandInput<object> => {
    const http = execution.switchToHttp().getRequest<FastifyRequest<{ Params: { id: string } }>>();
    const [orderId, request, context] = valuesOrThrow(
      checkOrderId(http.params.id),
      checkDto(type, http.body ?? {}, { forbidUnknown: true, what: 'body' }),
      checkCommandContext(http),
    );
    const keyed = keyedContext(context, keyedRequestOf(http), orderId, (response) =>
      orderCommandReply(response, 'changed'),
    );
    return { orderId, request, context: keyed };
  },
);

/**
 * Executes the command (REST and GraphQL alike). A stale expected version (`If-Match`,
 * `expectedVersion`) is a failed precondition (412), not a conflict: the client must re-read.
 */
export async function runOrderCommand(
  commands: CommandBus,
  command: OrderCommandMessage,
): Promise<OrderCommandResponse> {
  const result = await commands.execute(command).catch((error: unknown) => {
    if (error instanceof WrongExpectedVersion && command.context.expectedVersion !== undefined) {
      throw new HttpProblem(HttpStatus.PRECONDITION_FAILED, error.toJSON());
    }
    throw error;
  });
  return {
    orderId: result.orderId,
    version: result.version,
    position: result.position === undefined ? null : result.position.toString(),
  };
}

/** {@link runOrderCommand}, answered as {@link orderCommandReply} says. */
export async function executeOrderCommand(
  commands: CommandBus,
  command: OrderCommandMessage,
  reply: FastifyReply,
  kind: OrderReply = 'changed',
): Promise<OrderCommandResponse> {
  const response = await runOrderCommand(commands, command);
  const answer = orderCommandReply(response, kind);
  void reply.status(answer.status).headers(answer.headers);
  return response;
}
