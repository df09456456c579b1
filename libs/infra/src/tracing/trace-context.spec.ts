import { context, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import {
  activeTraceFields,
  batchTrace,
  eventTraceParent,
  inSpan,
  traceContextOf,
  traceFieldsOf,
  tracingIdle,
} from './trace-context';
import { inMemoryTracing } from './in-memory-tracing.shared-spec';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT = `00-${TRACE}-00f067aa0ba902b7-01`;
const OTHER = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

describe('trace context', () => {
  it('takes a well-formed traceparent and tracestate, and ignores malformed ones', () => {
    expect(traceFieldsOf({ traceparent: PARENT, tracestate: 'a=1' })).toEqual({
      traceparent: PARENT,
      tracestate: 'a=1',
    });
    expect(traceFieldsOf({ traceparent: PARENT, tracestate: '' })).toEqual({ traceparent: PARENT });
    for (const invalid of [
      undefined,
      42,
      '',
      'garbage',
      PARENT.toUpperCase(),
      `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`,
      `00-${TRACE}-${'0'.repeat(16)}-01`,
      `${PARENT}-extra`,
      ['00', TRACE, '00f067aa0ba902b7'].join('-'),
    ]) {
      expect(traceFieldsOf({ traceparent: invalid })).toBeUndefined();
      expect(traceContextOf({ traceparent: invalid })).toBeUndefined();
    }
  });

  it('round-trips: the context a traceparent names gives the same traceparent back', () => {
    const parent = traceContextOf({ traceparent: PARENT, tracestate: 'vendor=x,other=y' });
    expect(parent).toBeDefined();
    expect(trace.getSpanContext(parent!)).toMatchObject({
      traceId: TRACE,
      spanId: '00f067aa0ba902b7',
      traceFlags: 1,
      isRemote: true,
    });
    expect(activeTraceFields(parent)).toEqual({
      traceparent: PARENT,
      tracestate: 'vendor=x,other=y',
    });
    expect(activeTraceFields(ROOT_CONTEXT)).toBeUndefined();
  });

  it('without an SDK runs the work alone, or carries a given parent on as it came', async () => {
    expect(tracingIdle()).toBe(true);
    await inSpan('idle', {}, async (span) => {
      expect(span.isRecording()).toBe(false);
      expect(activeTraceFields()).toBeUndefined();
    });
    const parent = traceContextOf({ traceparent: PARENT })!;
    expect(tracingIdle(parent)).toBe(false);
    // No context manager here: the span given to the work holds the parent's context.
    await inSpan('pass-through', { parent }, async (span) => {
      expect(span.spanContext().spanId).toBe('00f067aa0ba902b7');
    });
  });

  it('a batch of one trace is its child; of several, a root linked to each', () => {
    const event = (traceparent?: string) => ({ metadata: traceparent ? { traceparent } : {} });
    const one = batchTrace([event(PARENT), event(), event(PARENT)]);
    expect(trace.getSpanContext(one.parent)?.traceId).toBe(TRACE);
    expect(one.links).toEqual([]);
    const sameTrace = batchTrace([event(PARENT), event(`00-${TRACE}-1111111111111111-01`)]);
    expect(trace.getSpanContext(sameTrace.parent)?.spanId).toBe('00f067aa0ba902b7');
    expect(sameTrace.links.map((link) => link.context.spanId)).toEqual(['1111111111111111']);
    const several = batchTrace([event(PARENT), event(OTHER)]);
    expect(several.parent).toBe(ROOT_CONTEXT);
    expect(several.links.map((link) => link.context.traceId)).toEqual([
      TRACE,
      '0af7651916cd43dd8448eb211c80319c',
    ]);
    expect(batchTrace([event(), event('nope')])).toEqual({ parent: ROOT_CONTEXT, links: [] });
  });

  describe('with an SDK', () => {
    const exporter = inMemoryTracing();

    it('continues the parent, records errors, and nests what runs inside', async () => {
      const parent = traceContextOf({ traceparent: PARENT })!;
      await expect(
        inSpan('outer', { parent }, async () => {
          const inner = activeTraceFields()!;
          expect(inner.traceparent.startsWith(`00-${TRACE}-`)).toBe(true);
          expect(eventTraceParent({ traceparent: PARENT })).toBe(context.active());
          expect(eventTraceParent({ traceparent: OTHER })).not.toBe(context.active());
          await inSpan('inner', {}, async () => undefined);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      const [inner, outer] = exporter.getFinishedSpans();
      expect(outer.name).toBe('outer');
      expect(outer.spanContext().traceId).toBe(TRACE);
      expect(outer.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
      expect(outer.status).toMatchObject({ code: 2, message: 'boom' });
      expect(outer.events.map((e) => e.name)).toEqual(['exception']);
      expect(inner.parentSpanContext?.spanId).toBe(outer.spanContext().spanId);
    });
  });
});
