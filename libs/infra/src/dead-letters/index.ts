export { DeadLetters } from './dead-letter-store.port';
export type {
  DeadLetter,
  DeadLetterQuery,
  DeadLetterStatus,
  DeadLetterStore,
  NewDeadLetter,
  RedriveReport,
} from './dead-letter-store.port';
