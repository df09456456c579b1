import type { RecordedEvent } from '@tidemark/infra';
import { eventLogFields } from './event-log-fields';

const event = (metadata: RecordedEvent['metadata']): RecordedEvent => ({
  id: '01a22a16-73ca-7fc9-aa97-ec9a4bef5396',
  type: 'OrderPaid',
  data: { amountCents: 1500 },
  metadata,
  streamId: 'order-42',
  version: 2,
  position: 17n,
  recordedAt: '2026-11-30T10:00:00.000Z',
});

describe('eventLogFields', () => {
  it('names the event and carries its correlation and causation ids', () => {
    expect(
      eventLogFields(event({ correlationId: 'corr-1', causationId: 'cmd-9', source: 'http' })),
    ).toEqual({
      eventId: '01a22a16-73ca-7fc9-aa97-ec9a4bef5396',
      eventType: 'OrderPaid',
      streamId: 'order-42',
      version: 2,
      position: '17',
      correlationId: 'corr-1',
      causationId: 'cmd-9',
    });
  });

  it('leaves out ids the metadata lacks or gives as something other than a non-empty string', () => {
    const fields = eventLogFields(event({ correlationId: 42, causationId: '', note: 'x' }));
    expect(fields).not.toHaveProperty('correlationId');
    expect(fields).not.toHaveProperty('causationId');
    expect(Object.keys(eventLogFields(event({})))).toEqual([
      'eventId',
      'eventType',
      'streamId',
      'version',
      'position',
    ]);
    expect(eventLogFields(event({ correlationId: 'only-this' }))).toMatchObject({
      correlationId: 'only-this',
    });
  });
});
