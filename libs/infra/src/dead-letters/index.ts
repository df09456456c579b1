export { DeadLetters, deadLetterStoreOf } from './dead-letters';
export type {
  DeadLetter,
  DeadLetterQuery,
  DeadLetterStatus,
  DeadLetterStore,
  NewDeadLetter,
  RedriveReport,
} from './dead-letter-store.port';
