import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { CommittedEvent, type CommittedEventOf } from '@tidemark/infra/nestjs';
import { accountDecider } from './account.decider';

/** Hears only `AccountOpened`, from the EventBus, once its append committed. */
@EventsHandler(CommittedEvent.of(accountDecider, 'AccountOpened'))
export class OpenedAccountsHandler implements IEventHandler<
  CommittedEventOf<typeof accountDecider, 'AccountOpened'>
> {
  readonly owners: string[] = [];
  readonly types: string[] = [];

  handle(event: CommittedEventOf<typeof accountDecider, 'AccountOpened'>): void {
    this.types.push(event.type);
    this.owners.push(event.data.owner);
  }
}
