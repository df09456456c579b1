import { uuidv5 } from '@tidemark/domain';
import { defineSaga, type SagaDefinition } from '@tidemark/infra';
import type { Repository } from '@tidemark/infra/nestjs';
import { accountDecider } from './account.decider';

export const WELCOME_BONUS_CENTS = 500;
const COMMANDS = '6f1d3c2a-9b8e-4c7d-a1f0-2e3b4c5d6e7f';

type BonusState = { opened: boolean };

/**
 * Every new account gets a welcome bonus: a durable step, retried with back-off, whose deposit
 * is named after the work item, so a step run again after a crash deposits nothing twice.
 */
export function welcomeBonusSaga(
  accounts: Repository<typeof accountDecider>,
): SagaDefinition<BonusState> {
  return defineSaga(accountDecider, {
    name: 'welcome_bonus',
    // Typed by this event only: `event.data` is AccountOpened's.
    eventTypes: ['AccountOpened'],
    correlate: (event) => event.data.accountId,
    initialState: (): BonusState => ({ opened: false }),
    react: (event) => ({
      state: { opened: true },
      run: [{ step: 'deposit_bonus', input: { accountId: event.data.accountId } }],
    }),
    steps: {
      deposit_bonus: {
        retry: { maxAttempts: 5, baseDelayMs: 50, maxDelayMs: 1000, timeoutMs: 10_000 },
        async run(input, context) {
          const accountId = String(input['accountId']);
          await accounts.handle(
            `account-${accountId}`,
            { type: 'Deposit', accountId, amountCents: WELCOME_BONUS_CENTS, reason: 'welcome' },
            { commandId: uuidv5(context.idempotencyKey, COMMANDS) },
          );
        },
      },
    },
  });
}
