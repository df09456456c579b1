import { context } from '@opentelemetry/api';
import { WrongExpectedVersion } from '../errors';
import { InMemoryEventStore } from '../stores/memory/in-memory-event-store';
import { traceContextManager } from './context-manager';
import { inMemoryTracing } from './in-memory-tracing.shared-spec';
import { inSpan, traceContextOf, traceFieldsOf } from './trace-context';
import { traceAppends } from './traced-event-store';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT = `00-${TRACE}-00f067aa0ba902b7-01`;
const CLIENTS = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

describe('traceAppends', () => {
  it('without an SDK and a trace passes appends through untouched', async () => {
    const store = traceAppends(new InMemoryEventStore(), 'memory');
    await store.appendToStream('order-1', [{ type: 'Placed', data: {} }]);
    const { events } = await store.readStream('order-1');
    expect(events[0].metadata).toEqual({});
    await store.close();
  });

  it('without an SDK carries an incoming traceparent on as sent', async () => {
    context.setGlobalContextManager(traceContextManager());
    try {
      const store = traceAppends(new InMemoryEventStore(), 'memory');
      const parent = traceContextOf({ traceparent: PARENT, tracestate: 'a=1' })!;
      await context.with(parent, () => store.appendToStream('order-1', [{ type: 'P', data: {} }]));
      const { events } = await store.readStream('order-1');
      expect(events[0].metadata).toEqual({ traceparent: PARENT, tracestate: 'a=1' });
      await store.close();
    } finally {
      context.disable();
    }
  });

  describe('with an SDK', () => {
    const exporter = inMemoryTracing();

    it('spans each append and puts the append span’s traceparent into events without one', async () => {
      const store = traceAppends(new InMemoryEventStore(), 'memory');
      await inSpan('request', { parent: traceContextOf({ traceparent: PARENT }) }, () =>
        store.appendToStream(
          'order-1',
          [
            { type: 'Placed', data: {}, metadata: { source: 'web' } },
            { type: 'Imported', data: {}, metadata: { traceparent: CLIENTS } },
          ],
          { expectedVersion: 'no_stream' },
        ),
      );
      const append = exporter.getFinishedSpans().find((span) => span.name === 'tidemark.append')!;
      expect(append.spanContext().traceId).toBe(TRACE);
      expect(append.attributes).toMatchObject({
        'tidemark.store': 'memory',
        'tidemark.stream': 'order-1',
        'tidemark.events': 2,
        'tidemark.expected_version': 'no_stream',
        'tidemark.first_version': 1,
        'tidemark.written': true,
      });
      const { events } = await store.readStream('order-1');
      expect(events[0].metadata).toEqual({
        source: 'web',
        traceparent: `00-${TRACE}-${append.spanContext().spanId}-01`,
      });
      // The client's own is kept.
      expect(traceFieldsOf(events[1].metadata)).toEqual({ traceparent: CLIENTS });
      await store.close();
    });

    it('records a failed append on its span', async () => {
      const store = traceAppends(new InMemoryEventStore(), 'memory');
      await expect(
        store.appendToStream('order-2', [{ type: 'Placed', data: {} }], { expectedVersion: 3 }),
      ).rejects.toBeInstanceOf(WrongExpectedVersion);
      const [append] = exporter.getFinishedSpans();
      expect(append.name).toBe('tidemark.append');
      expect(append.status.code).toBe(2);
      expect(append.events.map((event) => event.name)).toEqual(['exception']);
      await store.close();
    });
  });
});
