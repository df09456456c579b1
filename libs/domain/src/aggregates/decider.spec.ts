import { fold, UnknownEventType, type Decider, type DomainEvent } from './decider';
import { given } from './given-when-then';

type TallyEvent = DomainEvent<'Added', { n: number }>;
const tally = (
  policy?: 'fail' | 'skip',
): Decider<{ type: 'Add'; n: number }, TallyEvent, number> => ({
  initialState: () => 0,
  evolve: (total, event) => total + event.data.n,
  decide: ({ n }) => [{ type: 'Added', data: { n } }],
  eventTypes: ['Added'],
  ...(policy === undefined ? {} : { unknownEvents: policy }),
});
// An event another writer put in the stream, as the stream reads it back.
const foreign = { type: 'NoteAdded', data: { n: 100 } } as unknown as TallyEvent;
const added = (n: number): TallyEvent => ({ type: 'Added', data: { n } });

describe('fold and event types a decider does not know', () => {
  it('fails by default, naming the type and where it is', () => {
    const folding = () => fold(tally(), [added(1), foreign, added(2)]);
    expect(folding).toThrow(UnknownEventType);
    expect(folding).toThrow('event type NoteAdded is not one the decider knows');
    try {
      folding();
    } catch (error) {
      expect(error).toMatchObject({ code: 'UnknownEventType', eventType: 'NoteAdded', index: 1 });
    }
  });

  it("skips them under 'skip': the state is what the known events make it", () => {
    expect(fold(tally('skip'), [added(1), foreign, added(2)])).toBe(3);
  });

  it('hands every event to evolve when the decider declares no types', () => {
    const open = { ...tally(), eventTypes: undefined };
    expect(fold(open, [added(1), foreign])).toBe(101);
  });

  it('applies the policy in given/when/then too', () => {
    given(tally('skip'))([added(1), foreign])
      .when({ type: 'Add', n: 1 })
      .then([added(1)]);
    expect(() => given(tally())([foreign]).when({ type: 'Add', n: 1 })).toThrow(UnknownEventType);
  });
});
