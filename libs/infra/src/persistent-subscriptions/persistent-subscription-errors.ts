import { TidemarkError } from '../errors';
import type { GroupKey } from './persistent-subscriptions.port';

/** An error about one group: its stream and name travel with it. */
abstract class GroupError extends TidemarkError {
  constructor(
    readonly stream: string,
    readonly group: string,
    message: string,
  ) {
    super(`persistent subscription ${group} on ${stream} ${message}`);
  }
  toJSON(): { error: string } & Record<string, unknown> {
    return { error: this.code, stream: this.stream, group: this.group };
  }
}

export class PersistentSubscriptionExists extends GroupError {
  readonly code = 'PersistentSubscriptionExists' as const;
  constructor(stream: string, group: string) {
    super(stream, group, 'exists already');
    this.name = 'PersistentSubscriptionExists';
  }
}

export class PersistentSubscriptionNotFound extends GroupError {
  readonly code = 'PersistentSubscriptionNotFound' as const;
  constructor(stream: string, group: string) {
    super(stream, group, 'does not exist');
    this.name = 'PersistentSubscriptionNotFound';
  }
}

export class MaximumSubscribersReached extends GroupError {
  readonly code = 'MaximumSubscribersReached' as const;
  constructor(
    stream: string,
    group: string,
    readonly maxSubscriberCount: number,
  ) {
    super(stream, group, `has its ${maxSubscriberCount} consumers already`);
    this.name = 'MaximumSubscribersReached';
  }
  override toJSON() {
    return { ...super.toJSON(), maxSubscriberCount: this.maxSubscriberCount };
  }
}

export const notFound = (key: GroupKey) =>
  new PersistentSubscriptionNotFound(key.stream, key.group);
