import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { deleteRedisKeys, redisTestsEnabled, testRedisUrl } from '@tidemark/infra/testing';
import { startApp, type RunningApp } from './support/app';
import { call, type EventJson, type ReadStreamResponse } from './support/http';
import {
  clientPayment,
  clientShipped,
  Ingest,
  outcomeOf,
  providerPayment,
  SOURCES,
  warehousePayment,
  warehouseShipped,
  zeroCounts,
  type Counts,
  type IngestJson,
  type Source,
} from './support/ingest';
import { newOrder, Shop, type Answer } from './support/shop';
import { storeTargetKinds, type StoreTarget, type StoreTargetKind } from './support/store-targets';
import { appPerSuite } from './support/suite';
import { nextLocalMidnight, zoneNearNoon } from './support/time-zones';

jest.setTimeout(120_000);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const POSITION = /^[1-9]\d*$/;
/** Reads with `?minPosition=` wait this long at most (the default 5 s is short on a busy CI machine). */
const READ_WAIT = { READ_WAIT_TIMEOUT_MS: '60000' };
const PRIORITIES = { 'payment-provider': 30, warehouse: 20, client: 10 };

async function streamOf(url: string, orderId: string): Promise<ReadStreamResponse> {
  const read = await call<ReadStreamResponse>(url, 'GET', `/streams/order-${orderId}`);
  if (read.status !== 200) throw new Error(`GET /streams/order-${orderId}: ${read.status}`);
  return read.body;
}

/** The keys under `prefix` on a Redis server. */
async function redisKeys(url: string, prefix: string): Promise<string[]> {
  const client = new Redis(url);
  try {
    return await client.keys(`${prefix}*`);
  } finally {
    await client.quit();
  }
}

const ofType = (events: EventJson[], type: string) => events.filter((e) => e.type === type);

/** A literal count per source, the rest zero. */
function counts(
  given: Partial<Record<Source, Partial<Counts>>>,
): { source: Source; counts: Counts }[] {
  return SOURCES.map((source) => ({
    source,
    counts: { ...zeroCounts(), ...given[source] },
  }));
}

/** An accepted or replacing answer: 201 with the fact as normalised. */
function expectWritten(
  answer: Answer<IngestJson>,
  decision: 'Accept' | 'Replace',
  fact: { orderId: string; type: string; source: Source; occurredAt: string },
): void {
  expect({ status: answer.status, body: answer.body }).toEqual({
    status: 201,
    body: {
      decision,
      factId: expect.stringMatching(UUID),
      fact: {
        subjectKind: 'order',
        subjectId: fact.orderId,
        type: fact.type,
        source: fact.source,
        occurredAt: fact.occurredAt,
      },
      ...(decision === 'Replace' ? { replaced: expect.any(String) } : {}),
      streamId: `order-${fact.orderId}`,
      version: expect.any(Number),
      position: expect.stringMatching(POSITION),
    },
  });
}

/** A duplicate: 200 Drop naming the fact it duplicates (callers check that nothing was written). */
function expectDropped(
  orderId: string,
  answer: Answer<IngestJson>,
  duplicateOf: string,
  source: Source,
): void {
  expect({ status: answer.status, body: answer.body }).toEqual({
    status: 200,
    body: {
      decision: 'Drop',
      duplicateOf,
      fact: {
        subjectKind: 'order',
        subjectId: orderId,
        type: expect.any(String),
        source,
        occurredAt: expect.stringMatching(ISO_TIME),
      },
      streamId: `order-${orderId}`,
    },
  });
}

/** `POST /ingest/:source` (DESIGN "Dedup of domain facts") against the built app. */
function describeIngest(target: StoreTargetKind): void {
  describe(`ingest of the shop's facts (${target.kind})`, () => {
    describe('with the default policy (window 300 s, no limits)', () => {
      const suite = appPerSuite(target, READ_WAIT);
      const shop = new Shop(() => suite.app.url);
      const ingest = new Ingest(() => suite.app.url);

      it('accepts each source’s payload: Unix seconds, Unix milliseconds and ISO 8601 with an offset', async () => {
        // The payment provider: `created` in seconds, amounts in cents.
        const byProvider = await shop.placed();
        const provided = await ingest.post(
          'payment-provider',
          providerPayment(byProvider, '2026-11-29T10:00:00Z', 'pi_3Qa1'),
        );
        expectWritten(provided, 'Accept', {
          orderId: byProvider,
          type: 'PaymentReceived',
          source: 'payment-provider',
          occurredAt: '2026-11-29T10:00:00.000Z',
        });
        expect(provided.body.version).toBe(2);
        const [placed, paid] = (await streamOf(shop.url, byProvider)).events;
        expect(placed.type).toBe('OrderPlaced');
        expect(paid).toMatchObject({
          type: 'OrderPaid',
          version: 2,
          position: provided.body.position,
          data: {
            orderId: byProvider,
            amountCents: 1500,
            paymentReference: 'pi_3Qa1',
            paidAt: '2026-11-29T10:00:00.000Z',
          },
          metadata: {
            source: 'payment-provider',
            factId: provided.body.factId,
            factType: 'PaymentReceived',
            occurredAt: '2026-11-29T10:00:00.000Z',
            receivedAt: expect.stringMatching(ISO_TIME),
          },
        });

        // The warehouse: `eventTime` in milliseconds; a payment at the counter, then the shipment.
        const byWarehouse = await shop.placed();
        const collected = await ingest.post(
          'warehouse',
          warehousePayment(byWarehouse, '2026-11-29T10:00:00.123Z', 'W-77'),
        );
        expectWritten(collected, 'Accept', {
          orderId: byWarehouse,
          type: 'PaymentReceived',
          source: 'warehouse',
          occurredAt: '2026-11-29T10:00:00.123Z',
        });
        const shipped = await ingest.post(
          'warehouse',
          warehouseShipped(byWarehouse, '2026-11-29T12:00:00.456Z', 'DHL', 'JD0001'),
        );
        expectWritten(shipped, 'Accept', {
          orderId: byWarehouse,
          type: 'OrderShipped',
          source: 'warehouse',
          occurredAt: '2026-11-29T12:00:00.456Z',
        });
        expect(shipped.body.version).toBe(3);
        const warehouseEvents = (await streamOf(shop.url, byWarehouse)).events;
        expect(warehouseEvents.slice(1).map((e) => [e.type, e.data])).toEqual([
          [
            'OrderPaid',
            {
              orderId: byWarehouse,
              amountCents: 1500,
              paymentReference: 'warehouse:W-77',
              paidAt: '2026-11-29T10:00:00.123Z',
            },
          ],
          [
            'OrderShipped',
            {
              orderId: byWarehouse,
              carrier: 'DHL',
              trackingNumber: 'JD0001',
              shippedAt: '2026-11-29T12:00:00.456Z',
            },
          ],
        ]);

        // The shop client: ISO 8601 with an offset (+01:00, −04:30), the amount as "15.00".
        const byClient = await shop.placed();
        const completed = await ingest.post(
          'client',
          clientPayment(byClient, '2026-11-29T11:00:00.250+01:00', 'r-1'),
        );
        expectWritten(completed, 'Accept', {
          orderId: byClient,
          type: 'PaymentReceived',
          source: 'client',
          occurredAt: '2026-11-29T10:00:00.250Z',
        });
        const marked = await ingest.post(
          'client',
          clientShipped(byClient, '2026-11-29T07:30:00-04:30', 'UPS'),
        );
        expectWritten(marked, 'Accept', {
          orderId: byClient,
          type: 'OrderShipped',
          source: 'client',
          occurredAt: '2026-11-29T12:00:00.000Z',
        });
        const clientEvents = (await streamOf(shop.url, byClient)).events;
        expect(clientEvents.slice(1).map((e) => [e.type, e.data, e.metadata.source])).toEqual([
          [
            'OrderPaid',
            {
              orderId: byClient,
              amountCents: 1500,
              paymentReference: 'client:r-1',
              paidAt: '2026-11-29T10:00:00.250Z',
            },
            'client',
          ],
          [
            'OrderShipped',
            { orderId: byClient, carrier: 'UPS', shippedAt: '2026-11-29T12:00:00.000Z' },
            'client',
          ],
        ]);

        // Who reported what, as the order_sources read model has it.
        const provider = await ingest.sources(byProvider, provided.body.position);
        expect(provider.status).toBe(200);
        expect(provider.body).toEqual({
          orderId: byProvider,
          payment: {
            source: 'payment-provider',
            reference: 'pi_3Qa1',
            paidAt: '2026-11-29T10:00:00.000Z',
          },
          shipment: null,
          version: 2,
        });
        expect((await ingest.sources(byWarehouse, shipped.body.position)).body).toEqual({
          orderId: byWarehouse,
          payment: {
            source: 'warehouse',
            reference: 'warehouse:W-77',
            paidAt: '2026-11-29T10:00:00.123Z',
          },
          shipment: {
            source: 'warehouse',
            carrier: 'DHL',
            trackingNumber: 'JD0001',
            shippedAt: '2026-11-29T12:00:00.456Z',
          },
          version: 3,
        });
        expect((await ingest.sources(byClient, marked.body.position)).body).toEqual({
          orderId: byClient,
          payment: {
            source: 'client',
            reference: 'client:r-1',
            paidAt: '2026-11-29T10:00:00.250Z',
          },
          shipment: {
            source: 'client',
            carrier: 'UPS',
            trackingNumber: null,
            shippedAt: '2026-11-29T12:00:00.000Z',
          },
          version: 3,
        });
      });

      it('one payment in three precisions (ms, s, ms) is one fact: the provider replaces the client, the warehouse is dropped', async () => {
        const orderId = await shop.placed();
        const client = await ingest.post(
          'client',
          clientPayment(orderId, '2026-11-29T10:00:00.900Z', 'r-9'),
        );
        expectWritten(client, 'Accept', {
          orderId,
          type: 'PaymentReceived',
          source: 'client',
          occurredAt: '2026-11-29T10:00:00.900Z',
        });
        const factId = client.body.factId;

        // created = 10:00:00 in whole seconds: 0.9 s before the client's report.
        const provider = await ingest.post(
          'payment-provider',
          providerPayment(orderId, '2026-11-29T10:00:00Z', 'pi_3Qb2'),
          { 'x-correlation-id': `webhook-${orderId}` },
        );
        expectWritten(provider, 'Replace', {
          orderId,
          type: 'PaymentReceived',
          source: 'payment-provider',
          occurredAt: '2026-11-29T10:00:00.000Z',
        });
        expect(provider.body).toMatchObject({ factId, replaced: 'client', version: 3 });

        const warehouse = await ingest.post(
          'warehouse',
          warehousePayment(orderId, '2026-11-29T10:00:00.450Z', 'W-9'),
        );
        expectDropped(orderId, warehouse, factId ?? '', 'warehouse');

        const { events } = await streamOf(shop.url, orderId);
        expect(events.map((e) => e.type)).toEqual([
          'OrderPlaced',
          'OrderPaid',
          'OrderPaymentEnriched',
        ]);
        expect(events[2]).toMatchObject({
          data: {
            orderId,
            source: 'payment-provider',
            amountCents: 1500,
            paymentReference: 'pi_3Qb2',
            enrichedAt: expect.stringMatching(ISO_TIME),
          },
          metadata: {
            source: 'payment-provider',
            factId,
            factType: 'PaymentReceived',
            correlationId: `webhook-${orderId}`,
          },
        });
        // Without the header, the request's own id (a UUIDv7, as in its log line).
        expect(events[1].metadata.correlationId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
        // One fact, one key: the enrichment carries the first report's fact id and key.
        expect(events[2].metadata.dedupKey).toBe(events[1].metadata.dedupKey);

        const sources = await ingest.sources(orderId, provider.body.position);
        expect(sources.status).toBe(200);
        expect(sources.body).toMatchObject({
          orderId,
          payment: { source: 'payment-provider', reference: 'pi_3Qb2' },
          shipment: null,
          version: 3,
        });
        expect((await shop.get(orderId)).body).toMatchObject({
          status: 'paid',
          paymentReference: 'pi_3Qb2',
        });
      });

      it('drops a lower-priority report after a higher one, and the same source’s report twice', async () => {
        const orderId = await shop.placed();
        const first = await ingest.post(
          'payment-provider',
          providerPayment(orderId, '2026-11-29T10:00:00Z', 'pi_3Qc3'),
        );
        expect(first.status).toBe(201);
        expect(first.body.decision).toBe('Accept');
        const factId = first.body.factId ?? '';

        // Lower priorities, earlier and later within the window.
        expectDropped(
          orderId,
          await ingest.post('client', clientPayment(orderId, '2026-11-29T09:58:00.000Z', 'r-3')),
          factId,
          'client',
        );
        expectDropped(
          orderId,
          await ingest.post(
            'warehouse',
            warehousePayment(orderId, '2026-11-29T10:04:59.999Z', 'W-3'),
          ),
          factId,
          'warehouse',
        );
        // The provider's webhook delivered again (Stripe retries), and once more 1 s later.
        const again = await ingest.post(
          'payment-provider',
          providerPayment(orderId, '2026-11-29T10:00:00Z', 'pi_3Qc3'),
        );
        expectDropped(orderId, again, factId, 'payment-provider');
        expect(again.body.fact).toEqual(first.body.fact);
        expectDropped(
          orderId,
          await ingest.post(
            'payment-provider',
            providerPayment(orderId, '2026-11-29T10:00:01Z', 'pi_3Qc3'),
          ),
          factId,
          'payment-provider',
        );

        const { version, events } = await streamOf(shop.url, orderId);
        expect(version).toBe(2);
        expect(ofType(events, 'OrderPaid')).toHaveLength(1);
      });

      it('the warehouse’s shipment replaces the client’s “marked shipped”: the tracking number is folded in', async () => {
        const orderId = await shop.placed();
        const paid = await ingest.post(
          'payment-provider',
          providerPayment(orderId, '2026-11-29T10:00:00Z', 'pi_3Qd4'),
        );
        expect(paid.status).toBe(201);
        const marked = await ingest.post(
          'client',
          clientShipped(orderId, '2026-11-29T12:00:00+01:00', 'DHL'),
        );
        expectWritten(marked, 'Accept', {
          orderId,
          type: 'OrderShipped',
          source: 'client',
          occurredAt: '2026-11-29T11:00:00.000Z',
        });
        const before = await ingest.sources(orderId, marked.body.position);
        expect(before.body.shipment).toEqual({
          source: 'client',
          carrier: 'DHL',
          trackingNumber: null,
          shippedAt: '2026-11-29T11:00:00.000Z',
        });

        const scanned = await ingest.post(
          'warehouse',
          warehouseShipped(orderId, '2026-11-29T11:00:42.123Z', 'DHL Express', 'JD014600006101'),
        );
        expectWritten(scanned, 'Replace', {
          orderId,
          type: 'OrderShipped',
          source: 'warehouse',
          occurredAt: '2026-11-29T11:00:42.123Z',
        });
        expect(scanned.body).toMatchObject({
          factId: marked.body.factId,
          replaced: 'client',
          version: 4,
        });
        const { events } = await streamOf(shop.url, orderId);
        expect(events.map((e) => e.type)).toEqual([
          'OrderPlaced',
          'OrderPaid',
          'OrderShipped',
          'OrderShipmentEnriched',
        ]);
        expect(events[3].data).toEqual({
          orderId,
          source: 'warehouse',
          carrier: 'DHL Express',
          trackingNumber: 'JD014600006101',
          enrichedAt: expect.stringMatching(ISO_TIME),
        });

        const after = await ingest.sources(orderId, scanned.body.position);
        expect(after.body).toEqual({
          orderId,
          payment: {
            source: 'payment-provider',
            reference: 'pi_3Qd4',
            paidAt: '2026-11-29T10:00:00.000Z',
          },
          shipment: {
            source: 'warehouse',
            carrier: 'DHL Express',
            trackingNumber: 'JD014600006101',
            shippedAt: '2026-11-29T11:00:00.000Z',
          },
          version: 4,
        });
        expect((await shop.get(orderId)).body).toMatchObject({
          status: 'shipped',
          carrier: 'DHL Express',
        });
        // The client marking it again is a duplicate of the (now warehouse-reported) fact.
        expectDropped(
          orderId,
          await ingest.post('client', clientShipped(orderId, '2026-11-29T11:01:00Z', 'DHL')),
          marked.body.factId ?? '',
          'client',
        );
        expect((await streamOf(shop.url, orderId)).version).toBe(4);
      });

      it('a higher source that says nothing new replaced nothing: answered, counted and remembered as a Drop', async () => {
        const orderId = await shop.placed();
        const paid = await ingest.post(
          'payment-provider',
          providerPayment(orderId, '2026-11-29T10:00:00Z', 'pi_3Qd5'),
        );
        expect(paid.status).toBe(201);
        const marked = await ingest.post(
          'client',
          clientShipped(orderId, '2026-11-29T11:00:00Z', 'DHL'),
        );
        expect(marked.body.decision).toBe('Accept');
        const before = await ingest.report();

        // The warehouse (a higher priority) reports what the order already knows: DHL, no
        // tracking number. The order records nothing, so it replaced nothing.
        const same = await ingest.post(
          'warehouse',
          warehouseShipped(orderId, '2026-11-29T11:00:20.000Z', 'DHL'),
        );
        expectDropped(orderId, same, marked.body.factId ?? '', 'warehouse');
        expect((await streamOf(shop.url, orderId)).version).toBe(3);
        const warehouse = (r: typeof before) =>
          r.body.sources.find((c) => c.source === 'warehouse')?.counts;
        expect(warehouse(await ingest.report())).toEqual({
          ...warehouse(before),
          Drop: (warehouse(before)?.Drop ?? 0) + 1,
        });
        const sources = await ingest.sources(orderId, marked.body.position);
        expect(sources.body.shipment).toMatchObject({ source: 'client', carrier: 'DHL' });

        // The seen key still says the client: the warehouse's tracking number replaces it.
        const scanned = await ingest.post(
          'warehouse',
          warehouseShipped(orderId, '2026-11-29T11:00:40.000Z', 'DHL', 'JD014600006102'),
        );
        expect(scanned.body).toMatchObject({
          decision: 'Replace',
          factId: marked.body.factId,
          replaced: 'client',
          version: 4,
        });
        const after = await ingest.sources(orderId, scanned.body.position);
        expect(after.body.shipment).toMatchObject({
          source: 'warehouse',
          trackingNumber: 'JD014600006102',
        });
      });

      it('answers 400 listing every problem of a bad payload, and writes and claims nothing', async () => {
        const orderId = await shop.placed();
        const paid = await ingest.post(
          'payment-provider',
          providerPayment(orderId, '2026-11-29T10:00:00Z', 'pi_3Qe5'),
        );
        expect(paid.status).toBe(201);
        const before = await streamOf(shop.url, orderId);
        const reportBefore = (await ingest.report()).body;

        const problems = async (source: string, body: unknown) => {
          const answer = await ingest.post(source, body);
          expect(answer.status).toBe(400);
          expect(answer.body.error).toBe('ValidationError');
          for (const detail of answer.body.details ?? []) {
            expect(detail).toEqual({ path: detail.path, message: expect.any(String) });
            expect(detail.message).not.toBe('');
          }
          return answer.body.details?.map((d) => d.path);
        };
        // The warehouse sent seconds where milliseconds belong, an empty carrier, a numeric tracking number.
        expect(
          await problems('warehouse', {
            orderRef: orderId,
            status: 'SHIPPED',
            eventTime: 1796036400,
            carrier: '',
            trackingNumber: 42,
          }),
        ).toEqual(['eventTime', 'carrier', 'trackingNumber']);
        expect(
          await problems('payment-provider', {
            type: 'charge.refunded',
            created: 1796036400123,
            data: { object: { id: '', amount_received: -1, metadata: { order_id: orderId } } },
          }),
        ).toEqual([
          'type',
          'created',
          'data.object.id',
          'data.object.amount_received',
          'data.object.currency',
        ]);
        expect(
          await problems('client', {
            orderId: `${orderId}-x`,
            action: 'payment-completed',
            at: '2026-11-29T10:00:00',
            amount: { value: 15 },
            receipt: 7,
          }),
        ).toEqual(['at', 'orderId', 'amount.value', 'amount.currency', 'receipt']);
        expect(await problems('client', { orderId, action: 'refunded', at: 'yesterday' })).toEqual([
          'action',
          'at',
          'amount.value',
          'amount.currency',
          'receipt',
        ]);
        expect(await problems('warehouse', [])).toEqual(['']);
        expect(await problems('payment-provider', 'not json')).toEqual(['']);

        // Nothing written, nothing counted.
        expect(await streamOf(shop.url, orderId)).toEqual(before);
        expect((await ingest.report()).body.sources).toEqual(reportBefore.sources);
        // Nor claimed: the shipment's first valid report is accepted.
        const shipped = await ingest.post(
          'warehouse',
          warehouseShipped(orderId, '2026-11-29T11:00:00.000Z', 'DHL', 'JD1'),
        );
        expect(shipped.status).toBe(201);
        expect(shipped.body.decision).toBe('Accept');
      });

      it('answers 404 UnknownSource for a source it does not know, whatever the payload', async () => {
        const orderId = await shop.placed();
        for (const body of [providerPayment(orderId, '2026-11-29T10:00:00Z', 'pi_x'), {}]) {
          const answer = await ingest.post('fax-machine', body);
          expect(answer.status).toBe(404);
          expect(answer.body).toEqual({
            error: 'UnknownSource',
            source: 'fax-machine',
            message: expect.stringContaining('payment-provider, warehouse, client'),
          });
        }
        expect(await shop.versionOf(orderId)).toBe(1);
      });

      it('counts what the order rejects (unknown order, wrong amount) and leaves the fact unclaimed', async () => {
        const unknown = randomUUID();
        const missing = await ingest.post(
          'payment-provider',
          providerPayment(unknown, '2026-11-29T10:00:00Z', 'pi_ghost'),
        );
        expect(missing.status).toBe(404);
        expect(missing.body.error).toBe('OrderNotFound');

        const orderId = await shop.placed();
        const short = await ingest.post(
          'payment-provider',
          providerPayment(orderId, '2026-11-29T10:00:00Z', 'pi_3Qf6', 999),
        );
        expect(short.status).toBe(422);
        expect(short.body.error).toBe('AmountMismatch');
        const wrongDecimal = await ingest.post(
          'client',
          clientPayment(orderId, '2026-11-29T10:00:00.500Z', 'r-6', '15.01'),
        );
        expect(wrongDecimal.status).toBe(422);
        expect(wrongDecimal.body.error).toBe('AmountMismatch');
        expect(await shop.versionOf(orderId)).toBe(1);

        // The rejected reports claimed nothing: the corrected one is a new fact, not a duplicate.
        const corrected = await ingest.post(
          'client',
          clientPayment(orderId, '2026-11-29T10:00:00.500Z', 'r-6', '15.00'),
        );
        expect(corrected.status).toBe(201);
        expect(corrected.body.decision).toBe('Accept');
        expect(ofType((await streamOf(shop.url, orderId)).events, 'OrderPaid')).toHaveLength(1);
      });

      it('20 concurrent reports of one payment from two sources write exactly one OrderPaid', async () => {
        const orderId = await shop.placed();
        const reports = Array.from({ length: 20 }, (_, i): [Source, Record<string, unknown>] =>
          i % 2 === 0
            ? ['client', clientPayment(orderId, '2026-11-29T10:00:00.900Z', 'r-race')]
            : ['payment-provider', providerPayment(orderId, '2026-11-29T10:00:00Z', 'pi_race')],
        );
        const answers = await Promise.all(
          reports.map(([source, body]) => ingest.post(source, body)),
        );

        const described = answers.map((a, i) => ({
          source: reports[i][0],
          status: a.status,
          outcome: outcomeOf(a),
        }));
        for (const answer of described) {
          expect([
            [201, 'Accept'],
            [201, 'Replace'],
            [200, 'Drop'],
            [409, 'InFlight'],
          ]).toContainEqual([answer.status, answer.outcome]);
        }
        const accepted = answers.filter((a) => outcomeOf(a) === 'Accept');
        expect(accepted).toHaveLength(1);
        const factId = accepted[0].body.factId;
        const replaced = described.filter((a) => a.outcome === 'Replace');
        // Only the provider outranks anyone, and once it has replaced, its own copies are dropped.
        expect(replaced.length).toBeLessThanOrEqual(1);
        for (const r of replaced) expect(r.source).toBe('payment-provider');
        for (const answer of answers) {
          if (answer.status === 409) {
            expect(answer.body).toMatchObject({ error: 'FactInFlight', duplicateOf: factId });
            expect(answer.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
          } else {
            expect(answer.body.factId ?? answer.body.duplicateOf).toBe(factId);
          }
        }

        const { events } = await streamOf(shop.url, orderId);
        expect(ofType(events, 'OrderPaid')).toHaveLength(1);
        expect(ofType(events, 'OrderPaymentEnriched')).toHaveLength(replaced.length);
        expect(events).toHaveLength(2 + replaced.length);

        // Each 409 retried once, now that nothing is in flight: a Drop, or the provider's Replace.
        for (const [i, answer] of answers.entries()) {
          if (answer.status !== 409) continue;
          const retried = await ingest.post(reports[i][0], reports[i][1]);
          expect([200, 201]).toContain(retried.status);
          expect(retried.body.factId ?? retried.body.duplicateOf).toBe(factId);
        }
        const final = await streamOf(shop.url, orderId);
        expect(ofType(final.events, 'OrderPaid')).toHaveLength(1);
        expect(ofType(final.events, 'OrderPaymentEnriched').length).toBeLessThanOrEqual(1);
        // The highest-priority source's report stands, whoever won the race.
        const sources = await ingest.sources(orderId, final.events.at(-1)?.position);
        expect(sources.body.payment).toMatchObject({
          source: 'payment-provider',
          reference: 'pi_race',
        });
      });

      it('GET /admin/dedup shows the store, the policy and exactly the decisions counted above', async () => {
        const report = await ingest.report();
        expect(report.status).toBe(200);
        expect(report.body).toEqual({
          store: target.kind,
          policy: {
            windowMs: 300_000,
            lateArrivalMs: 86_400_000,
            sourcePriorities: PRIORITIES,
            factTypes: {},
          },
          since: expect.stringMatching(ISO_TIME),
          sources: ingest.expectedSources(),
        });
        // Every outcome above happened at least once.
        const total = zeroCounts();
        for (const { counts: c } of report.body.sources) {
          for (const [outcome, n] of Object.entries(c)) total[outcome as keyof Counts] += n;
        }
        // The tests above accepted 15 facts (one of the race's 20 reports among them), replaced
        // 3 (or 4, when the race's provider report replaced the client's) and dropped at least 7.
        expect(total).toMatchObject({ Accept: 15, Limited: 0, Rejected: 3 });
        expect([3, 4]).toContain(total.Replace);
        expect(total.Drop).toBeGreaterThanOrEqual(7);
      });
    });

    describe('with DEDUP_WINDOW_SECONDS=60 and DEDUP_LIMITS=OrderShipped:1/3600s', () => {
      const suite = appPerSuite(target, {
        ...READ_WAIT,
        DEDUP_WINDOW_SECONDS: '60',
        DEDUP_LIMITS: 'OrderShipped:1/3600s',
      });
      const shop = new Shop(() => suite.app.url);
      const ingest = new Ingest(() => suite.app.url);

      it('60 s apart is one fact, 60.001 s apart are two: the second is accepted, then rejected by the order', async () => {
        const orderId = await shop.placed();
        const client = await ingest.post(
          'client',
          clientPayment(orderId, '2026-11-29T10:00:00.000Z', 'r-1'),
        );
        expect(client.status).toBe(201);
        // A new fact by the window, a second payment by the order: 409, counted as Rejected.
        const late = await ingest.post(
          'warehouse',
          warehousePayment(orderId, '2026-11-29T10:01:00.001Z', 'W-1'),
        );
        expect(late.status).toBe(409);
        expect(late.body).toMatchObject({ error: 'OrderAlreadyPaid' });
        // Exactly at the window's edge: the same fact, replaced.
        const edge = await ingest.post(
          'payment-provider',
          providerPayment(orderId, '2026-11-29T10:01:00Z', 'pi_edge'),
        );
        expect(edge.status).toBe(201);
        expect(edge.body).toMatchObject({
          decision: 'Replace',
          factId: client.body.factId,
          replaced: 'client',
        });
        const { events } = await streamOf(shop.url, orderId);
        expect(events.map((e) => e.type)).toEqual([
          'OrderPlaced',
          'OrderPaid',
          'OrderPaymentEnriched',
        ]);
      });

      it('two reports 2 minutes apart are two facts: Accept both; the order takes a repeat of its payment as a no-op and rejects another', async () => {
        const orderId = await shop.placed();
        const first = await ingest.post(
          'client',
          clientPayment(orderId, '2026-11-29T10:00:00.000Z', 'r-2'),
        );
        expect(first.status).toBe(201);
        expect(first.body).toMatchObject({ decision: 'Accept', version: 2 });

        // The provider, 2 minutes later, with its own reference: a second payment to the order.
        const provider = await ingest.post(
          'payment-provider',
          providerPayment(orderId, '2026-11-29T10:02:00Z', 'pi_late'),
        );
        expect(provider.status).toBe(409);
        expect(provider.body).toEqual({
          error: 'OrderAlreadyPaid',
          message: expect.stringContaining('client:r-2'),
        });
        // Undone, not claimed: the same report again is judged afresh (and rejected again).
        const retried = await ingest.post(
          'payment-provider',
          providerPayment(orderId, '2026-11-29T10:02:00Z', 'pi_late'),
        );
        expect(retried.status).toBe(409);
        expect(retried.body.error).toBe('OrderAlreadyPaid');

        // The client's same receipt 2 minutes later: accepted, and the order records nothing new.
        const repeat = await ingest.post(
          'client',
          clientPayment(orderId, '2026-11-29T10:02:00.000Z', 'r-2'),
        );
        expect(repeat.status).toBe(201);
        expect(repeat.body).toMatchObject({ decision: 'Accept', version: 2, position: null });
        expect(repeat.body.factId).not.toBe(first.body.factId);
        // …and that second fact is now seen: its duplicate is dropped against it, not the first.
        expectDropped(
          orderId,
          await ingest.post('client', clientPayment(orderId, '2026-11-29T10:02:30.000Z', 'r-3')),
          repeat.body.factId ?? '',
          'client',
        );
        const { version, events } = await streamOf(shop.url, orderId);
        expect(version).toBe(2);
        expect(ofType(events, 'OrderPaid')).toHaveLength(1);
      });

      it('refuses a second shipment within the hour with 429 and Retry-After, and records nothing of it', async () => {
        const orderId = await shop.placed();
        expect(
          (
            await ingest.post(
              'payment-provider',
              providerPayment(orderId, '2026-11-29T10:00:00Z', 'pi_ship'),
            )
          ).status,
        ).toBe(201);
        const shipped = await ingest.post(
          'warehouse',
          warehouseShipped(orderId, '2026-11-29T12:00:00.000Z', 'DHL', 'JD2'),
        );
        expect(shipped.status).toBe(201);
        expect(shipped.body.decision).toBe('Accept');
        // Dedup comes first: a duplicate of the accepted shipment is dropped, not limited.
        expectDropped(
          orderId,
          await ingest.post('client', clientShipped(orderId, '2026-11-29T12:00:01Z', 'DHL')),
          shipped.body.factId ?? '',
          'client',
        );

        // Ten minutes later by occurredAt: a new fact, over the limit of 1 per hour of receipt.
        const second = await ingest.post(
          'warehouse',
          warehouseShipped(orderId, '2026-11-29T12:10:00.000Z', 'DHL', 'JD3'),
        );
        expect(second.status).toBe(429);
        expect(second.body).toEqual({
          error: 'FrequencyLimited',
          limit: 'sliding',
          max: 1,
          retryAfterMs: expect.any(Number),
          message: expect.stringContaining(orderId),
        });
        const retryAfterMs = second.body.retryAfterMs ?? 0;
        expect(retryAfterMs).toBeGreaterThan(0);
        expect(retryAfterMs).toBeLessThanOrEqual(3_600_000);
        expect(second.headers.get('retry-after')).toBe(String(Math.ceil(retryAfterMs / 1000)));
        expect((await streamOf(shop.url, orderId)).version).toBe(3);
        // "Retry later" is no outcome: it is not stored under an Idempotency-Key.
        const keyed = () =>
          ingest.post(
            'warehouse',
            warehouseShipped(orderId, '2026-11-29T12:10:00.000Z', 'DHL', 'JD3'),
            { 'idempotency-key': `limited-${orderId}` },
          );
        const [once, again] = [await keyed(), await keyed()];
        expect([once.status, again.status]).toEqual([429, 429]);
        expect(again.headers.get('idempotent-replayed')).toBeNull();

        // Its key was not claimed: a lower-priority copy of it 1 s later is not dropped
        // against it, but judged as a new fact (and limited too).
        const copy = await ingest.post(
          'client',
          clientShipped(orderId, '2026-11-29T12:10:01Z', 'DHL'),
        );
        expect(copy.status).toBe(429);
        expect(copy.body.error).toBe('FrequencyLimited');
        expect(copy.body.duplicateOf).toBeUndefined();
        // The limit is per order: another order ships.
        const other = await shop.placed();
        await ingest.post(
          'payment-provider',
          providerPayment(other, '2026-11-29T10:00:00Z', 'pi_o'),
        );
        const otherShipped = await ingest.post(
          'warehouse',
          warehouseShipped(other, '2026-11-29T12:10:00.000Z', 'DHL', 'JD4'),
        );
        expect(otherShipped.status).toBe(201);
        expect((await streamOf(shop.url, orderId)).version).toBe(3);
      });

      it('GET /admin/dedup counts exactly those decisions, with the window and the limit', async () => {
        const report = await ingest.report();
        expect(report.body).toEqual({
          store: target.kind,
          policy: {
            windowMs: 60_000,
            lateArrivalMs: 86_400_000,
            sourcePriorities: PRIORITIES,
            factTypes: {
              OrderShipped: { limits: [{ kind: 'sliding', max: 1, windowMs: 3_600_000 }] },
            },
          },
          since: expect.stringMatching(ISO_TIME),
          sources: counts({
            'payment-provider': { Accept: 2, Replace: 1, Rejected: 2 },
            warehouse: { Accept: 2, Limited: 3, Rejected: 1 },
            client: { Accept: 3, Drop: 2, Limited: 1 },
          }),
        });
        expect(report.body.sources).toEqual(ingest.expectedSources());
      });
    });

    describe('with DEDUP_LIMITS=PaymentReceived:1/day in SHOP_TIME_ZONE', () => {
      const zone = zoneNearNoon();
      const suite = appPerSuite(target, {
        ...READ_WAIT,
        DEDUP_LIMITS: 'PaymentReceived:1/day',
        SHOP_TIME_ZONE: zone.timeZone,
      });
      const shop = new Shop(() => suite.app.url);
      const ingest = new Ingest(() => suite.app.url);

      it('refuses a second payment fact of an order on the same local day until its midnight', async () => {
        const orderId = await shop.placed();
        const first = await ingest.post(
          'warehouse',
          warehousePayment(orderId, '2026-11-29T10:00:00.000Z', 'W-5'),
        );
        expect(first.status).toBe(201);
        expectDropped(
          orderId,
          await ingest.post('client', clientPayment(orderId, '2026-11-29T10:01:00Z', 'r-5')),
          first.body.factId ?? '',
          'client',
        );

        const sentAt = Date.now();
        const later = await ingest.post(
          'payment-provider',
          providerPayment(orderId, '2026-11-29T10:10:00Z', 'pi_day'),
        );
        const answeredAt = Date.now();
        expect(later.status).toBe(429);
        expect(later.body).toMatchObject({
          error: 'FrequencyLimited',
          limit: 'calendarDay',
          max: 1,
        });
        // Retry after the next local midnight in SHOP_TIME_ZONE (counted on receipt).
        const retryAfterMs = later.body.retryAfterMs ?? 0;
        const midnight = nextLocalMidnight(zone, sentAt);
        expect(nextLocalMidnight(zone, answeredAt)).toBe(midnight);
        expect(sentAt + retryAfterMs).toBeLessThanOrEqual(midnight);
        expect(answeredAt + retryAfterMs).toBeGreaterThanOrEqual(midnight);
        expect(later.headers.get('retry-after')).toBe(String(Math.ceil(retryAfterMs / 1000)));
        // Not claimed: its lower-priority copy is limited too, not dropped against it.
        const copy = await ingest.post(
          'client',
          clientPayment(orderId, '2026-11-29T10:10:00.300Z', 'r-6'),
        );
        expect(copy.status).toBe(429);
        expect((await streamOf(shop.url, orderId)).version).toBe(2);

        const report = await ingest.report();
        expect(report.body.policy.factTypes).toEqual({
          PaymentReceived: { limits: [{ kind: 'calendarDay', max: 1, timeZone: zone.timeZone }] },
        });
        expect(report.body.sources).toEqual(
          counts({
            'payment-provider': { Limited: 1 },
            warehouse: { Accept: 1 },
            client: { Drop: 1, Limited: 1 },
          }),
        );
        expect(report.body.sources).toEqual(ingest.expectedSources());
      });
    });

    // A key prefix of its own on the shared Redis server, deleted afterwards.
    const redisPrefix = `tidemark:e2e:${randomUUID()}:`;
    const others: {
      store: string;
      enabled: boolean;
      env: () => Record<string, string>;
      /** Whether the store holds keys of this app (memory: it is the app's own process). */
      holdsKeys: () => Promise<boolean>;
      cleanUp: () => Promise<void>;
    }[] = [
      {
        store: 'memory',
        enabled: true,
        env: () => ({ DEDUP_STORE: 'memory' }),
        holdsKeys: async () => true,
        cleanUp: async () => undefined,
      },
      {
        store: 'redis',
        enabled: redisTestsEnabled(`ingest e2e with DEDUP_STORE=redis (${target.kind})`),
        env: () => ({ DEDUP_STORE: testRedisUrl(), DEDUP_REDIS_PREFIX: redisPrefix }),
        holdsKeys: async () => (await redisKeys(testRedisUrl(), redisPrefix)).length > 0,
        cleanUp: () => deleteRedisKeys(testRedisUrl(), redisPrefix),
      },
    ];
    for (const other of others) {
      if (!other.enabled) {
        it.skip(`with DEDUP_STORE=${other.store}: Redis not reachable`, () => undefined);
        continue;
      }
      describe(`with DEDUP_STORE=${other.store}`, () => {
        let store: StoreTarget | undefined;
        let app: RunningApp | undefined;
        beforeAll(async () => {
          store = await target.create();
        });
        afterAll(async () => {
          await app?.stop('SIGKILL');
          await store?.dispose();
          await other.cleanUp();
        });

        it('accepts, replaces and drops through that store, and /admin/dedup names it; a restart keeps what it keeps', async () => {
          if (!store) throw new Error('no store');
          const env = { EVENT_STORE_URL: store.url, ...READ_WAIT, ...other.env() };
          app = await startApp(env);
          const first = app;
          const shop = new Shop(() => first.url);
          const ingest = new Ingest(() => first.url);
          const orderId = await shop.placed(newOrder());

          const client = await ingest.post(
            'client',
            clientPayment(orderId, '2026-11-29T10:00:00.900Z', 'r-7'),
          );
          expect(client.status).toBe(201);
          expect(client.body.decision).toBe('Accept');
          const factId = client.body.factId ?? '';
          const provider = await ingest.post(
            'payment-provider',
            providerPayment(orderId, '2026-11-29T10:00:00Z', 'pi_7'),
          );
          expect(provider.status).toBe(201);
          expect(provider.body).toMatchObject({ decision: 'Replace', factId, replaced: 'client' });
          expectDropped(
            orderId,
            await ingest.post(
              'warehouse',
              warehousePayment(orderId, '2026-11-29T10:00:00.500Z', 'W-7'),
            ),
            factId,
            'warehouse',
          );
          expectDropped(
            orderId,
            await ingest.post('client', clientPayment(orderId, '2026-11-29T10:00:00.900Z', 'r-7')),
            factId,
            'client',
          );
          const report = await ingest.report();
          expect(report.body.store).toBe(other.store);
          expect(await other.holdsKeys()).toBe(true);
          expect(report.body.sources).toEqual(
            counts({
              'payment-provider': { Replace: 1 },
              warehouse: { Drop: 1 },
              client: { Accept: 1, Drop: 1 },
            }),
          );
          expect(
            (await ingest.sources(orderId, provider.body.position)).body.payment,
          ).toMatchObject({ source: 'payment-provider', reference: 'pi_7' });
          expect((await first.stop('SIGTERM')).code).toBe(0);

          // The next instance on the same stores: Redis still knows the fact; memory does not,
          // so the copy is judged a new payment, and the order rejects it.
          app = await startApp(env);
          const second = app;
          const after = new Ingest(() => second.url);
          const copy = await after.post(
            'warehouse',
            warehousePayment(orderId, '2026-11-29T10:00:00.500Z', 'W-7'),
          );
          if (other.store === 'redis') {
            expectDropped(orderId, copy, factId, 'warehouse');
          } else {
            expect(copy.status).toBe(409);
            expect(copy.body.error).toBe('OrderAlreadyPaid');
          }
          expect((await after.report()).body.sources).toEqual(after.expectedSources());
          expect((await streamOf(second.url, orderId)).events.map((e) => e.type)).toEqual([
            'OrderPlaced',
            'OrderPaid',
            'OrderPaymentEnriched',
          ]);
          expect((await second.stop('SIGTERM')).code).toBe(0);
          app = undefined;
        });
      });
    }
  });
}

for (const target of storeTargetKinds('ingest e2e')) {
  if (target.enabled) describeIngest(target);
  else
    it.skip(`ingest of the shop's facts (${target.kind}): PostgreSQL not reachable`, () =>
      undefined);
}
