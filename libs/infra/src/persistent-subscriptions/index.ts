export * from './persistent-subscriptions.port';
export {
  MaximumSubscribersReached,
  PersistentSubscriptionExists,
  PersistentSubscriptionNotFound,
} from './persistent-subscription-errors';
export {
  persistentSubscriptionsOf,
  type PersistentSubscriptionsOptions,
} from './persistent-subscriptions';
export type {
  CheckpointRule,
  ClaimedMessage,
  GroupRow,
  MessageCounts,
  PersistentSubscriptionState,
} from './persistent-subscription-state.port';
