export {
  DeadLetters,
  type DeadLetter,
  type DeadLetterQuery,
  type DeadLetterStatus,
  type RedriveReport,
} from './dead-letters';
