import {
  assertNever,
  domainError,
  type Decider,
  type Decision,
  type DomainError,
} from '@tidemark/domain';

// Amounts are integers in minor units (cents), so totals add up exactly.

export interface OrderLine {
  readonly sku: string;
  readonly quantity: number;
  readonly unitPriceCents: number;
}

export type OrderCommand =
  | {
      readonly type: 'PlaceOrder';
      readonly orderId: string;
      readonly customerId: string;
      readonly lines: readonly OrderLine[];
      readonly totalCents: number;
      readonly placedAt: string;
    }
  | {
      readonly type: 'ConfirmPayment';
      readonly orderId: string;
      readonly amountCents: number;
      readonly paymentReference: string;
      readonly paidAt: string;
    }
  | {
      readonly type: 'CancelOrder';
      readonly orderId: string;
      readonly reason: string;
      readonly cancelledAt: string;
    }
  | {
      readonly type: 'ShipOrder';
      readonly orderId: string;
      readonly carrier: string;
      readonly shippedAt: string;
      /** Known when the warehouse reports the shipment; events without it predate it. */
      readonly trackingNumber?: string;
    }
  | {
      /** A better-placed source's report of the payment (a duplicate fact that replaces). */
      readonly type: 'EnrichPayment';
      readonly orderId: string;
      readonly source: string;
      readonly amountCents: number;
      readonly paymentReference: string;
      readonly enrichedAt: string;
    }
  | {
      /** A better-placed source's report of the shipment. */
      readonly type: 'EnrichShipment';
      readonly orderId: string;
      readonly source: string;
      readonly carrier: string;
      readonly trackingNumber: string | null;
      readonly enrichedAt: string;
    };

export type OrderEvent =
  | {
      readonly type: 'OrderPlaced';
      readonly data: {
        readonly orderId: string;
        readonly customerId: string;
        readonly lines: readonly OrderLine[];
        readonly totalCents: number;
        readonly placedAt: string;
      };
    }
  | {
      readonly type: 'OrderPaid';
      readonly data: {
        readonly orderId: string;
        readonly amountCents: number;
        readonly paymentReference: string;
        readonly paidAt: string;
      };
    }
  | {
      readonly type: 'OrderCancelled';
      readonly data: {
        readonly orderId: string;
        readonly reason: string;
        readonly cancelledAt: string;
      };
    }
  | {
      readonly type: 'OrderShipped';
      readonly data: {
        readonly orderId: string;
        readonly carrier: string;
        readonly shippedAt: string;
        readonly trackingNumber?: string;
      };
    }
  | {
      readonly type: 'OrderPaymentEnriched';
      readonly data: {
        readonly orderId: string;
        readonly source: string;
        readonly amountCents: number;
        readonly paymentReference: string;
        readonly enrichedAt: string;
      };
    }
  | {
      readonly type: 'OrderShipmentEnriched';
      readonly data: {
        readonly orderId: string;
        readonly source: string;
        readonly carrier: string;
        readonly trackingNumber: string | null;
        readonly enrichedAt: string;
      };
    };

export type OrderStatus = 'placed' | 'paid' | 'shipped' | 'cancelled';

export type OrderState =
  | { readonly status: 'none' }
  | {
      readonly status: OrderStatus;
      readonly orderId: string;
      readonly customerId: string;
      readonly lines: readonly OrderLine[];
      readonly totalCents: number;
      readonly placedAt: string;
      readonly paymentReference: string | null;
      readonly paidAt: string | null;
      readonly cancelledAt: string | null;
      readonly cancelReason: string | null;
      readonly shippedAt: string | null;
      readonly carrier: string | null;
      readonly trackingNumber: string | null;
    };

export type ExistingOrder = Exclude<OrderState, { status: 'none' }>;

export const ORDER_CATEGORY = 'order';

export const OrderErrors = {
  notFound: (id: string) => domainError('not_found', 'OrderNotFound', `order ${id} does not exist`),
  alreadyPlaced: (id: string) =>
    domainError('conflict', 'OrderAlreadyPlaced', `order ${id} was already placed`),
  totalMismatch: (total: number, sum: number) =>
    domainError('rejected', 'TotalMismatch', `total ${total} does not equal the lines' sum ${sum}`),
  cancelled: (id: string) => domainError('conflict', 'OrderCancelled', `order ${id} is cancelled`),
  amountMismatch: (amount: number, total: number) =>
    domainError('rejected', 'AmountMismatch', `amount ${amount} does not equal the total ${total}`),
  alreadyPaid: (id: string, reference: string) =>
    domainError('conflict', 'OrderAlreadyPaid', `order ${id} was already paid (${reference})`),
  notPaid: (id: string) => domainError('conflict', 'OrderNotPaid', `order ${id} is not paid`),
  alreadyShipped: (id: string) =>
    domainError('conflict', 'OrderAlreadyShipped', `order ${id} was already shipped`),
  notShipped: (id: string) =>
    domainError('conflict', 'OrderNotShipped', `order ${id} is not shipped`),
} satisfies Record<string, (...args: never[]) => DomainError>;

function linesTotal(lines: readonly OrderLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
}

function decide(command: OrderCommand, state: OrderState): Decision<OrderEvent> {
  if (command.type === 'PlaceOrder') {
    if (state.status !== 'none') return OrderErrors.alreadyPlaced(command.orderId);
    const sum = linesTotal(command.lines);
    if (sum !== command.totalCents) return OrderErrors.totalMismatch(command.totalCents, sum);
    const { orderId, customerId, lines, totalCents, placedAt } = command;
    return [{ type: 'OrderPlaced', data: { orderId, customerId, lines, totalCents, placedAt } }];
  }
  if (state.status === 'none') return OrderErrors.notFound(command.orderId);
  switch (command.type) {
    case 'ConfirmPayment': {
      if (state.status === 'cancelled') return OrderErrors.cancelled(state.orderId);
      if (state.paymentReference !== null) {
        // The same payment reported again (a retried webhook) changes nothing.
        return state.paymentReference === command.paymentReference
          ? []
          : OrderErrors.alreadyPaid(state.orderId, state.paymentReference);
      }
      if (command.amountCents !== state.totalCents) {
        return OrderErrors.amountMismatch(command.amountCents, state.totalCents);
      }
      const { orderId, amountCents, paymentReference, paidAt } = command;
      return [{ type: 'OrderPaid', data: { orderId, amountCents, paymentReference, paidAt } }];
    }
    case 'CancelOrder': {
      if (state.status === 'cancelled') return [];
      if (state.status === 'shipped') return OrderErrors.alreadyShipped(state.orderId);
      const { orderId, reason, cancelledAt } = command;
      return [{ type: 'OrderCancelled', data: { orderId, reason, cancelledAt } }];
    }
    case 'ShipOrder': {
      if (state.status === 'cancelled') return OrderErrors.cancelled(state.orderId);
      if (state.status === 'shipped') return OrderErrors.alreadyShipped(state.orderId);
      if (state.status !== 'paid') return OrderErrors.notPaid(state.orderId);
      const { orderId, carrier, shippedAt, trackingNumber } = command;
      const data = { orderId, carrier, shippedAt };
      return [
        {
          type: 'OrderShipped',
          data: trackingNumber === undefined ? data : { ...data, trackingNumber },
        },
      ];
    }
    case 'EnrichPayment': {
      if (state.paymentReference === null) return OrderErrors.notPaid(state.orderId);
      if (command.amountCents !== state.totalCents) {
        return OrderErrors.amountMismatch(command.amountCents, state.totalCents);
      }
      if (command.paymentReference === state.paymentReference) return [];
      const { orderId, source, amountCents, paymentReference, enrichedAt } = command;
      return [
        {
          type: 'OrderPaymentEnriched',
          data: { orderId, source, amountCents, paymentReference, enrichedAt },
        },
      ];
    }
    case 'EnrichShipment': {
      if (state.shippedAt === null) return OrderErrors.notShipped(state.orderId);
      const { orderId, source, carrier, trackingNumber, enrichedAt } = command;
      // The same report again (a retried or late duplicate) adds nothing.
      const known = trackingNumber === null || trackingNumber === state.trackingNumber;
      if (carrier === state.carrier && known) return [];
      return [
        {
          type: 'OrderShipmentEnriched',
          data: { orderId, source, carrier, trackingNumber, enrichedAt },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}

const FIELDS: Record<OrderEvent['type'], Record<string, 'string' | 'integer' | 'array'>> = {
  OrderPlaced: { customerId: 'string', lines: 'array', totalCents: 'integer', placedAt: 'string' },
  OrderPaid: { amountCents: 'integer', paidAt: 'string' },
  OrderCancelled: { cancelledAt: 'string' },
  OrderShipped: { shippedAt: 'string' },
  OrderPaymentEnriched: { source: 'string', amountCents: 'integer', paymentReference: 'string' },
  OrderShipmentEnriched: { source: 'string', carrier: 'string' },
};

/** Whether `type` is one of the order's event types. */
export function isOrderEventType(type: string): type is OrderEvent['type'] {
  return Object.hasOwn(FIELDS, type);
}

/**
 * What is wrong with `data` for an order event of `type` (the generic stream API may write any
 * data into an order stream), or undefined when it is shaped as the decider writes it.
 */
export function orderDataProblem(
  type: OrderEvent['type'],
  data: Readonly<Record<string, unknown>>,
): string | undefined {
  for (const [field, kind] of Object.entries(FIELDS[type])) {
    const value = data[field];
    const ok =
      kind === 'string'
        ? typeof value === 'string'
        : kind === 'integer'
          ? Number.isSafeInteger(value)
          : Array.isArray(value);
    if (!ok) return `data.${field} must be ${kind === 'integer' ? 'an' : 'a'} ${kind}`;
  }
  return undefined;
}

function evolve(state: OrderState, event: OrderEvent): OrderState {
  // Another writer (the generic stream API) may have shaped a known type otherwise: refuse to
  // fold it, so the order answers 409 UnreadableEvent naming it rather than a broken state.
  const problem = orderDataProblem(event.type, event.data);
  if (problem !== undefined) throw new Error(problem);
  switch (event.type) {
    case 'OrderPlaced':
      return {
        status: 'placed',
        ...event.data,
        paymentReference: null,
        paidAt: null,
        cancelledAt: null,
        cancelReason: null,
        shippedAt: null,
        carrier: null,
        trackingNumber: null,
      };
    case 'OrderPaid':
      if (state.status === 'none') return state;
      return {
        ...state,
        status: state.status === 'cancelled' ? state.status : 'paid',
        paymentReference: event.data.paymentReference,
        paidAt: event.data.paidAt,
      };
    case 'OrderCancelled':
      if (state.status === 'none') return state;
      return {
        ...state,
        status: 'cancelled',
        cancelledAt: event.data.cancelledAt,
        cancelReason: event.data.reason,
      };
    case 'OrderShipped':
      if (state.status === 'none') return state;
      return {
        ...state,
        status: 'shipped',
        shippedAt: event.data.shippedAt,
        carrier: event.data.carrier,
        trackingNumber: event.data.trackingNumber ?? null,
      };
    case 'OrderPaymentEnriched':
      if (state.status === 'none') return state;
      return { ...state, paymentReference: event.data.paymentReference };
    case 'OrderShipmentEnriched':
      if (state.status === 'none') return state;
      return {
        ...state,
        carrier: event.data.carrier,
        trackingNumber: event.data.trackingNumber ?? state.trackingNumber,
      };
    default:
      return assertNever(event);
  }
}

export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
  eventTypes: [
    'OrderPlaced',
    'OrderPaid',
    'OrderCancelled',
    'OrderShipped',
    'OrderPaymentEnriched',
    'OrderShipmentEnriched',
  ],
  // The app refuses other types in order streams (ownsCategory); one written before that, or by
  // another app on the same store, is ignored, as the order read models ignore it.
  unknownEvents: 'skip',
};
