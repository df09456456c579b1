import { uuidv5 } from '@tidemark/domain';
import type { RecordedEvent, SagaDefinition } from '@tidemark/infra';
import type { Repository } from '@tidemark/infra/nestjs';
import type { loanDecider } from './loan.decider.js';

const COMMANDS = '0b7c3f52-5d2e-4a61-9c0e-8f4b2a6d1e93';

type FeeState = { returnedLate: boolean };

/**
 * A book returned late is charged a fee: a durable step, retried with back-off, whose command
 * is named after the work item, so a step run again after a crash charges nothing twice.
 */
export function lateFeesSaga(
  loans: Repository<typeof loanDecider>,
): SagaDefinition<FeeState> {
  return {
    name: 'late_fees',
    filter: { types: ['BookReturned'] },
    correlate: (event: RecordedEvent) => String(event.data['loanId']),
    initialState: () => ({ returnedLate: false }),
    react: (event: RecordedEvent) =>
      Number(event.data['daysLate']) > 0
        ? {
            state: { returnedLate: true },
            run: [
              {
                step: 'charge_fee',
                input: { loanId: String(event.data['loanId']) },
              },
            ],
          }
        : { state: { returnedLate: false } },
    steps: {
      charge_fee: {
        retry: {
          maxAttempts: 5,
          baseDelayMs: 50,
          maxDelayMs: 1000,
          timeoutMs: 10_000,
        },
        async run(input, context) {
          const loanId = String(input['loanId']);
          await loans.handle(
            `loan-${loanId}`,
            { type: 'ChargeLateFee', loanId },
            { commandId: uuidv5(context.idempotencyKey, COMMANDS) },
          );
        },
      },
    },
  };
}
