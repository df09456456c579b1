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
