import { context, trace } from '@opentelemetry/api';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { traceContextManager } from './context-manager';

/**
 * For the enclosing describe block: an SDK registered globally whose spans land in the
 * returned exporter (emptied before each test), unregistered after the block.
 */
export function inMemoryTracing(): InMemorySpanExporter {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  beforeAll(() => {
    context.setGlobalContextManager(traceContextManager());
    trace.setGlobalTracerProvider(provider);
  });
  beforeEach(() => exporter.reset());
  afterAll(async () => {
    await provider.shutdown();
    trace.disable();
    context.disable();
  });
  return exporter;
}
