import type { RecordedEvent } from '../event-store/event-store.port';
import { Forwarder, ForwardingRefused, ForwardingUnavailable } from './forwarder';
import type {
  ForwardedBatch,
  ForwardingDestination,
  PublishReport,
} from './forwarding-destination.port';
import {
  encodeToken,
  subjectFilterOf,
  subjectTemplate,
  subjectTemplateProblem,
} from './subject-template';

function event(
  position: number,
  streamId = `order-${position}`,
  recordedAt = '1970-01-01T00:00:00.000Z',
): RecordedEvent {
  return {
    id: `id-${position}`,
    type: 'Placed',
    data: {},
    metadata: {},
    streamId,
    version: 1,
    position: BigInt(position),
    recordedAt,
  };
}

/** Accepts what `accept` says, and records every publish. */
class FakeDestination implements ForwardingDestination {
  readonly description = 'fake';
  duplicateWindowMs = 60_000;
  readonly published: string[][] = [];
  accept: (event: RecordedEvent) => 'yes' | 'transient' | 'permanent' = () => 'yes';

  async open(): Promise<void> {}
  async close(): Promise<void> {}
  async publish({ events }: ForwardedBatch): Promise<PublishReport> {
    this.published.push(events.map((e) => e.id));
    // Like a destination with each event in its own stream: one failure stops no other.
    const accepted = new Set<string>();
    let failure: PublishReport['failure'];
    for (const e of events) {
      const answer = this.accept(e);
      if (answer === 'yes') accepted.add(e.id);
      else failure ??= { event: e, error: new Error(answer), permanent: answer === 'permanent' };
    }
    return { accepted, failure };
  }
}

const running = { signal: new AbortController().signal };

describe('Forwarder', () => {
  let now = 1_000_000;
  const clock = () => new Date(now);
  let destination: FakeDestination;
  let forwarder: Forwarder;

  beforeEach(() => {
    now = 1_000_000;
    destination = new FakeDestination();
    forwarder = new Forwarder({ name: 'fwd', destination, clock, maxBatchMs: 1000 });
  });

  it('hands back the acknowledged prefix, and never sends an acknowledged event again', async () => {
    const events = [event(1), event(2), event(3)];
    destination.accept = (e) => (e.id === 'id-2' ? 'transient' : 'yes');
    expect(await forwarder.handleBatch(events, running)).toEqual({ handled: 1 });
    destination.accept = () => 'yes';
    expect(await forwarder.handleBatch(events.slice(1), running)).toEqual({ handled: 2 });
    expect(destination.published).toEqual([['id-1', 'id-2', 'id-3'], ['id-2']]);
  });

  it('throws when the destination accepted nothing, so that the runner backs off', async () => {
    destination.accept = () => 'transient';
    await expect(forwarder.handleBatch([event(1)], running)).rejects.toBeInstanceOf(
      ForwardingUnavailable,
    );
    expect(forwarder.health().failingSince).toBe(now);
  });

  it('rejects an event the destination refuses for good, after those before it', async () => {
    destination.accept = (e) => (e.id === 'id-2' ? 'permanent' : 'yes');
    const outcome = await forwarder.handleBatch([event(1), event(2)], running);
    expect(outcome.handled).toBe(1);
    expect(outcome.rejected?.error).toEqual(new Error('permanent'));
  });

  it('refuses to resume after a crashed holder whose lease expired longer ago than the window allows', async () => {
    forwarder.leaseLeftAtStart({ leaseOwner: 'old', leaseUntil: now - 120_000 }, 5000);
    const outcome = await forwarder.handleBatch([event(1)], running);
    expect(outcome).toMatchObject({ handled: 0 });
    expect(outcome.rejected?.error).toBeInstanceOf(ForwardingRefused);
    expect(destination.published).toEqual([]);
  });

  it('resumes after a crashed holder when the first pending event came after its lease', async () => {
    // Caught up when it died: nothing it could have published is pending.
    forwarder.leaseLeftAtStart({ leaseOwner: 'old', leaseUntil: now - 120_000 }, 5000);
    const after = new Date(now - 120_000 + 5001).toISOString();
    expect(await forwarder.handleBatch([event(1, 'order-1', after)], running)).toEqual({
      handled: 1,
    });
    const other = new Forwarder({ name: 'fwd2', destination, clock, maxBatchMs: 1000 });
    other.leaseLeftAtStart({ leaseOwner: 'old', leaseUntil: now - 120_000 }, 5000);
    const within = new Date(now - 120_000 + 5000).toISOString();
    const outcome = await other.handleBatch([event(2, 'order-2', within)], running);
    expect(outcome.rejected?.error).toBeInstanceOf(ForwardingRefused);
  });

  it('resumes at once after a lease given back, or one that expired just now', async () => {
    forwarder.leaseLeftAtStart({ leaseOwner: 'old', leaseUntil: now - 1000 }, 5000);
    expect(await forwarder.handleBatch([event(1)], running)).toEqual({ handled: 1 });
    const other = new Forwarder({ name: 'fwd2', destination, clock, maxBatchMs: 1000 });
    other.leaseLeftAtStart({ leaseOwner: null, leaseUntil: null }, 5000);
    expect(await other.handleBatch([event(2)], running)).toEqual({ handled: 1 });
  });

  it('refuses a destination whose window a batch could outlast', async () => {
    destination.duplicateWindowMs = 2000;
    const outcome = await forwarder.handleBatch([event(1)], running);
    expect(outcome.rejected?.error).toBeInstanceOf(ForwardingRefused);
  });

  it('alerts when acknowledged events wait past the window for an earlier one', async () => {
    const alerts: string[] = [];
    forwarder = new Forwarder({
      name: 'fwd',
      destination,
      clock,
      maxBatchMs: 1000,
      onAlert: (m) => alerts.push(m),
    });
    const events = [event(1, 'order-a'), event(2, 'order-b')];
    destination.accept = (e) => (e.id === 'id-1' ? 'transient' : 'yes');
    await expect(forwarder.handleBatch(events, running)).rejects.toThrow();
    now += 60_000;
    await expect(forwarder.handleBatch(events, running)).rejects.toThrow();
    expect(forwarder.health().atRisk).toMatch(/duplicate window/);
    expect(alerts).toHaveLength(1);
    destination.accept = () => 'yes';
    expect(await forwarder.handleBatch(events, running)).toEqual({ handled: 2 });
    expect(forwarder.health().atRisk).toBeNull();
  });
});

describe('subject templates', () => {
  it('maps category, stream, type and id to one token each', () => {
    const subjectOf = subjectTemplate('t.{category}.{stream}.{type}.{id}');
    expect(subjectOf({ ...event(1, 'order-1.a*>'), type: 'Order Placed' })).toBe(
      't.order.order-1%2Ea%2A%3E.Order%20Placed.id-1',
    );
    expect(subjectFilterOf('t.{category}.{stream}.{type}')).toBe('t.*.*.*');
    expect(encodeToken('a.b')).toBe('a%2Eb');
  });

  it('names what is wrong with a template', () => {
    expect(subjectTemplateProblem('t.{nope}')).toMatch(/\{nope\}/);
    expect(subjectTemplateProblem('t..x')).toMatch(/empty token/);
    expect(subjectTemplateProblem('t.*')).toMatch(/wildcards/);
    expect(subjectTemplateProblem('t.{type')).toMatch(/unclosed/);
    expect(subjectTemplateProblem('t.{type}')).toBeUndefined();
  });
});
