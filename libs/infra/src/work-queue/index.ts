export type {
  ClaimedWorkItem,
  NewWorkItem,
  WorkAttempt,
  WorkAttemptOutcome,
  WorkClaim,
  WorkItem,
  WorkItemQuery,
  WorkItemStatus,
  WorkQueue,
  WorkScheduler,
} from './work-queue.port';
