import { randomUUID } from 'node:crypto';
import { DuplicateEventId } from '../errors';
import { fromEventJson, toEventJson } from '../event-store/event-json';
import { InMemoryEventStore } from '../stores/memory/in-memory-event-store';
import { EventBoundaries } from './event-boundaries';

const TRACEPARENT = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

describe('EventBoundaries: a retry is recognised by its content', () => {
  const events = new InMemoryEventStore();
  const boundaries = new EventBoundaries({ events, store: 'memory' });

  /** As the app's traced store writes an event sent without a traceparent of its own. */
  async function appendTraced(id: string): Promise<void> {
    await events.appendToStream(
      `dcb-${id}`,
      [
        {
          id,
          type: 'SeatTaken',
          data: { n: 1 },
          metadata: { by: 'x', traceparent: TRACEPARENT, tracestate: 'a=b' },
          tags: ['seat:1'],
        },
      ],
      { expectedVersion: 'no_stream' },
    );
  }

  it('ignores the trace fields tracing added when the retry carries none', async () => {
    const id = randomUUID();
    await appendTraced(id);
    const retry = await boundaries.append([
      { id, type: 'SeatTaken', data: { n: 1 }, metadata: { by: 'x' }, tags: ['seat:1'] },
    ]);
    expect(retry.written).toBe(false);
  });

  it('still refuses other metadata, or another traceparent of the caller', async () => {
    const id = randomUUID();
    await appendTraced(id);
    for (const metadata of [{ by: 'y' }, { by: 'x', traceparent: 'other' }]) {
      await expect(
        boundaries.append([{ id, type: 'SeatTaken', data: { n: 1 }, metadata, tags: ['seat:1'] }]),
      ).rejects.toBeInstanceOf(DuplicateEventId);
    }
  });
});

describe('event JSON', () => {
  it('carries tags, [] when none, and reads back as the store returns events', async () => {
    const events = new InMemoryEventStore();
    await events.appendToStream('a-1', [
      { type: 'Tagged', data: {}, tags: ['t'] },
      { type: 'Plain', data: {} },
    ]);
    const { events: stored } = await events.readStream('a-1');
    const json = stored.map(toEventJson);
    expect(json.map((event) => event.tags)).toEqual([['t'], []]);
    expect(json.map(fromEventJson)).toEqual(stored);
    expect(json.map(fromEventJson)[1]).not.toHaveProperty('tags');
  });
});
