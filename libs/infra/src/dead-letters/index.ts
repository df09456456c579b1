export {
  DeadLetters,
  type DeadLetter,
  type DeadLetterQuery,
  type DeadLetterStatus,
  type RedriveReport,
} from './dead-letters';
export type { DeadLetterStore } from './dead-letter-store.port';
