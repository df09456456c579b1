import { Inject, Injectable } from '@nestjs/common';
import { Command, type ICommandHandler } from '@nestjs/cqrs';
import { streamIdFor, type JsonObject } from '@tidemark/domain';
import { ORDER_CATEGORY, type OrderCommand } from './order.decider';
import type { Clock, KeyedCommand } from '@tidemark/infra';
import { CLOCK } from '../../clock';
import { ORDER_REPOSITORY, type OrderRepository } from './order-repository';

/** How a command was sent. */
export interface CommandContext {
  /** The version the sender saw (`If-Match`): a mismatch fails instead of being retried. */
  readonly expectedVersion?: number;
  /** Added to every event's metadata (correlationId, source). */
  readonly metadata: JsonObject;
  /** Sent under an idempotency key: the command's id, and the key its events complete. */
  readonly idempotency?: { readonly commandId: string; readonly keyed: KeyedCommand };
}

export interface OrderCommandResult {
  readonly orderId: string;
  /** The order stream's version after the command. */
  readonly version: number;
  /** Position of the last appended event; undefined when the decision was a no-op. */
  readonly position: bigint | undefined;
}

/** A Nest command for one order, mapped onto the domain's `OrderCommand` when it is decided. */
export abstract class OrderCommandMessage extends Command<OrderCommandResult> {
  constructor(
    readonly orderId: string,
    readonly context: CommandContext,
  ) {
    super();
  }

  /** The domain command, decided at `at` (ISO 8601). */
  abstract toDomain(at: string): OrderCommand;
}

/**
 * Decides an order command on the stream `order-<orderId>` at the clock's time. The
 * repository retries lost races unless `expectedVersion` was given.
 */
@Injectable()
export abstract class OrderCommandHandler<
  C extends OrderCommandMessage,
> implements ICommandHandler<OrderCommandMessage> {
  constructor(
    @Inject(ORDER_REPOSITORY) private readonly orders: OrderRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: C): Promise<OrderCommandResult> {
    const { expectedVersion, metadata, idempotency } = command.context;
    const result = await this.orders.handle(
      streamIdFor(ORDER_CATEGORY, command.orderId),
      command.toDomain(this.clock().toISOString()),
      { expectedVersion, metadata, commandId: idempotency?.commandId, keyed: idempotency?.keyed },
    );
    return { orderId: command.orderId, version: result.version, position: result.position };
  }
}
